import { readFileSync } from 'node:fs';
import path from 'node:path';
import { antdRoot, sharedAntdModules } from './antd-components';
import { isTrimmedShare, trimmedShareVersion, writeTrimmedShare, type TrimmedShare } from './trimmed-shares';

/**
 * The modules every app shares as singletons (DESIGN.md section 2). Declared once, here:
 * the shell provides them, remotes consume them, so there is one React, one router, one
 * MobX, one i18n and one platform instance on the page.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'mobx',
  'mobx-react-lite',
  'i18next',
  'react-i18next',
  'antd',
  'dayjs',
  '@casino/platform',
  // A key shares only its exact request, so a platform entry with state of its own is listed:
  // `back-office` (one keyboard observer, one style sheet, one copy for every back-office remote).
  // The shell does not import it; the first remote that needs it provides it, the others use that
  // copy. Stateless entries (`staff-html`, `back-office-charts`, `amount`, `light`, `light-dialog`) are bundled by each app with the
  // chunk that uses them; `standalone`, `testing` and `server` (the server render's) never run inside the shell's page.
  '@casino/platform/back-office',
] as const;

type SharedConfig = Record<string, { singleton: true; requiredVersion: string | false; version?: string; import?: string | false }>;

/**
 * Who brings the code of the shared packages trimmed to a list (antd, the router, the i18n
 * binding): the shell provides them; a remote in production only consumes them, so all of antd on
 * the page comes from one build and shares one set of contexts (theme, locale, nonce), and no
 * remote's fuller copy of one can win the singleton. In development a remote keeps its own copy as a
 * fallback, so it also runs standalone.
 */
export type ProviderRole = 'provide' | 'consume-only' | 'consume-with-fallback';

function readJson(file: string): { dependencies?: Record<string, string>; version?: string } {
  return JSON.parse(readFileSync(file, 'utf8')) as { dependencies?: Record<string, string>; version?: string };
}

/** Version ranges come from the app's own package.json, so a remote states what it was built against. */
export function sharedConfig(appDir: string, providerRole: ProviderRole): SharedConfig {
  const deps = readJson(path.join(appDir, 'package.json')).dependencies ?? {};
  const platformVersion = readJson(path.join(__dirname, '../../platform/package.json')).version ?? '0.0.0';
  const config: SharedConfig = {};
  for (const name of SHARED_SINGLETONS) {
    if (name === '@casino/platform' || name.startsWith('@casino/platform/')) {
      // A workspace protocol range is not semver; share the platform by its own version.
      config[name] = { singleton: true, requiredVersion: `^${platformVersion}`, version: platformVersion };
      continue;
    }
    const pkg = name.startsWith('react-dom/') ? 'react-dom' : name;
    const range = deps[pkg];
    const requiredVersion = range ? `^${range.replace(/^[\^~]/, '')}` : false;
    if (name === 'antd') Object.assign(config, antdComponents(appDir, providerRole, requiredVersion));
    else if (isTrimmedShare(name)) config[name] = trimmedShare(appDir, name, providerRole, requiredVersion);
    else config[name] = { singleton: true, requiredVersion };
  }
  config[CONTRACT_SCHEMA_LIBRARY] = contractSchemaLibrary(providerRole);
  return config;
}

/**
 * The contract's endpoint descriptors are TypeBox schemas, built in the browser when an app
 * loads them: one copy of their builders for the page, the shell's, instead of one per app. In
 * the browser that copy is the contract's own stand-in (`browser-schemas.ts`, decision 067),
 * provided under TypeBox's name and version, which remotes already built consume.
 */
const CONTRACT_SCHEMA_LIBRARY = '@sinclair/typebox';

/** The browser builds' `@sinclair/typebox`: the same schemas, without the library. */
export const BROWSER_SCHEMA_BUILDERS = path.join(__dirname, '../../contract/src/browser-schemas.ts');

function contractSchemaLibrary(role: ProviderRole): SharedConfig[string] {
  const packageDir = path.join(__dirname, '../../contract/node_modules', CONTRACT_SCHEMA_LIBRARY);
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  return { singleton: true, requiredVersion: `^${version}`, version, import: role === 'consume-only' ? false : BROWSER_SCHEMA_BUILDERS };
}

/** The router and the i18n binding, provided as the listed exports only; consumed like antd (one copy, the shell's). */
function trimmedShare(appDir: string, name: TrimmedShare, role: ProviderRole, requiredVersion: string | false): SharedConfig[string] {
  return { singleton: true, requiredVersion, version: trimmedShareVersion(appDir, name), import: role === 'consume-only' ? false : writeTrimmedShare(appDir, name) };
}

/** One singleton per shared antd component (`antd/es/button`...) instead of the whole package. */
function antdComponents(appDir: string, role: ProviderRole, requiredVersion: string | false): SharedConfig {
  const version = readJson(path.join(antdRoot(appDir), 'package.json')).version;
  const config: SharedConfig = {};
  for (const request of sharedAntdModules(appDir)) {
    // A path (not the bare request) makes the shell provide the component even where its own
    // code does not import it, e.g. a back-office table.
    const source = role === 'consume-only' ? false : require.resolve(request, { paths: [appDir] });
    config[request] = { singleton: true, requiredVersion, version, import: source };
  }
  return config;
}
