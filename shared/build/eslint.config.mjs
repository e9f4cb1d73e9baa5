// The one eslint config. Boundaries are errors: a remote never imports another remote or the
// shell, a feature never imports a sibling feature, and import cycles are not allowed.
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['shell', 'remote-games', 'remote-wallet', 'remote-support', 'remote-partner', 'remote-reports'];

function listDirs(dir) {
  return existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : [];
}

/** Zones for import-x/no-restricted-paths, computed from the folders that exist. */
function boundaryZones(root) {
  const apps = APPS.filter((app) => existsSync(path.join(root, app)));
  const zones = [];
  for (const app of apps) {
    for (const other of apps) {
      if (other !== app) zones.push({ target: `./${app}`, from: `./${other}`, message: 'Apps never import each other; move shared code into @casino/platform.' });
    }
    const featuresDir = path.join(root, app, 'src/features');
    for (const feature of listDirs(featuresDir)) {
      zones.push({
        target: `./${app}/src/features/${feature}`,
        from: `./${app}/src/features`,
        except: [`./${feature}`],
        message: 'Features do not import each other; lift shared code into the platform.',
      });
    }
  }
  for (const lib of ['shared/platform', 'shared/contract']) {
    for (const app of apps) zones.push({ target: `./${lib}`, from: `./${app}`, message: 'Shared packages never import an app.' });
  }
  zones.push({ target: './shared/contract', from: './shared/platform', message: 'The contract has no runtime dependencies.' });
  return zones;
}

export function createEslintConfig(root) {
  return tseslint.config(
    { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**'] },
    ...tseslint.configs.recommended,
    {
      files: ['**/*.{ts,tsx,mjs,js}'],
      plugins: { 'import-x': importX, 'react-hooks': reactHooks },
      languageOptions: { globals: { ...globals.browser, ...globals.node } },
      settings: { 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })] },
      rules: {
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones(root) }],
        'import-x/no-self-import': 'error',
        'react-hooks/rules-of-hooks': 'error',
        'react-hooks/exhaustive-deps': 'warn',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      },
    },
    {
      files: ['**/*.js', '**/*.cjs'],
      rules: { '@typescript-eslint/no-require-imports': 'off' },
    },
  );
}
