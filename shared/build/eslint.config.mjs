// The one eslint config. Boundaries are errors, derived from the folders that exist: apps (the
// shell and every remote-*) never import each other, the API, e2e or bench; the API never imports
// front-end code; shared packages never import apps or the API; e2e and bench never import app
// or API source; a feature never imports a sibling feature; import cycles are not allowed.
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

function listDirs(dir) {
  return existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : [];
}

/** The apps are the folders: the shell and every `remote-*`, so a new remote is fenced the day it exists. */
function appsIn(root) {
  return listDirs(root).filter((name) => name === 'shell' || name.startsWith('remote-'));
}

/** Every workspace package under shared/, so a new one sits in a zone the day it exists. */
function sharedIn(root) {
  return listDirs(path.join(root, 'shared')).map((name) => `shared/${name}`);
}

const TOOLS = ['e2e', 'bench'];

const REACT_LAZY_ONLY_WITH_RETRY = { name: 'react', importNames: ['lazy'], message: "Use lazyWithRetry from '@casino/platform': it retries a failed chunk download." };
const LAZY_WITH_RETRY_FILE = 'shared/platform/src/react/lazy-with-retry.ts';
/** The apps' stores are made observable by the platform's helper, which leaves them plain in a server render. */
const STORE_OBSERVABLE_ONLY = { name: 'mobx', importNames: ['makeAutoObservable'], message: "Use makeStoreObservable from '@casino/platform': a server render's stores stay plain objects." };
const STORE_OBSERVABLE_FILE = 'shared/platform/src/make-store-observable.ts';

/** Zones for import-x/no-restricted-paths, computed from the folders that exist. */
function boundaryZones(root) {
  const apps = appsIn(root);
  const SHARED = sharedIn(root);
  const zones = [];
  const forbid = (targets, froms, message) => {
    for (const target of targets) {
      for (const from of froms) if (from !== target) zones.push({ target: `./${target}`, from: `./${from}`, message });
    }
  };
  forbid(apps, apps, 'Apps never import each other; move shared code into @casino/platform.');
  forbid(apps, ['api', 'release', ...TOOLS], 'Apps never import the API, the release command, e2e or bench; they call the API through @casino/contract and the platform.');
  forbid(['api'], [...apps, 'shared/platform', ...TOOLS], 'The API never imports front-end code (apps, the platform), e2e or bench; it shares only @casino/contract.');
  forbid(['api'], ['release'], 'The API never imports the release command: its headless browser is not part of the API\'s run time.');
  forbid(SHARED, [...apps, 'api', 'release', ...TOOLS], 'Shared packages never import an app, the API, the release command, e2e or bench.');
  forbid(['shared/contract'], ['shared/platform', 'shared/build'], 'The contract has no runtime dependencies.');
  forbid(TOOLS, [...apps, 'api', 'release', ...TOOLS], 'e2e and bench drive the running site from outside; they never import app or API source.');
  for (const app of apps) {
    for (const feature of listDirs(path.join(root, app, 'src/features'))) {
      zones.push({
        target: `./${app}/src/features/${feature}`,
        from: `./${app}/src/features`,
        except: [`./${feature}`],
        message: 'Features do not import each other; lift shared code into the platform.',
      });
    }
  }
  return zones;
}

export function createEslintConfig(root) {
  return tseslint.config(
    { ignores: ['**/dist/**', '**/dist-single/**', '**/node_modules/**', '**/coverage/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**'] },
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
        // One import per module, its types inline, as consistent-type-imports writes them.
        'import-x/no-duplicates': ['error', { 'prefer-inline': true }],
        'react-hooks/rules-of-hooks': 'error',
        'react-hooks/exhaustive-deps': 'warn',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      },
    },
    {
      // React.lazy keeps a failed chunk download until the page reloads; the shell has its own
      // retrying loaders (lazyWithPreload, the remote slots), everything else uses the platform's.
      // A store made with MobX's own makeAutoObservable is observable in a server render too,
      // where nothing observes it and making it so was a quarter of the render's time.
      // (One block per set of files: a later block's rule replaces an earlier one's.)
      files: ['remote-*/**/*.{ts,tsx}', 'shared/platform/**/*.{ts,tsx}'],
      ignores: [LAZY_WITH_RETRY_FILE, STORE_OBSERVABLE_FILE],
      rules: { 'no-restricted-imports': ['error', { paths: [REACT_LAZY_ONLY_WITH_RETRY, STORE_OBSERVABLE_ONLY] }] },
    },
    { files: ['shell/**/*.{ts,tsx}', LAZY_WITH_RETRY_FILE], rules: { 'no-restricted-imports': ['error', { paths: [STORE_OBSERVABLE_ONLY] }] } },
    { files: [STORE_OBSERVABLE_FILE], rules: { 'no-restricted-imports': ['error', { paths: [REACT_LAZY_ONLY_WITH_RETRY] }] } },
    {
      // An answer awaited in an effect lands whenever it likes, after the component moved on too:
      // apps load through the platform (`useLoaded`, a store's `load`), which drops a late answer.
      // And a form's text limits come from the contract.
      files: ['shell/**/*.{ts,tsx}', 'remote-*/**/*.{ts,tsx}', 'shared/platform/**/*.{ts,tsx}'],
      ignores: ['shared/platform/src/loading/use-loaded.ts'],
      rules: {
        'no-restricted-syntax': [
          'error',
          {
            selector: "CallExpression[callee.name='useEffect'] CallExpression[callee.property.name='then']",
            message: "Load through the platform (useLoaded from '@casino/platform', or a store's load): a promise chain in an effect can set state after the component moved on.",
          },
          {
            // A form stops where the API does only if both read the same number.
            selector: "JSXAttribute[name.name='maxLength'] > JSXExpressionContainer > Literal",
            message: "Take a text limit from the contract (maxLengthOf(endpoint.query, field) from '@casino/contract'), not a number of the form's own.",
          },
        ],
      },
    },
    {
      files: ['**/*.js', '**/*.cjs'],
      rules: { '@typescript-eslint/no-require-imports': 'off' },
    },
  );
}
