/**
 * What a server build leaves out of its bundle, so the render process holds one copy of each
 * shared library (one React, one router, one MobX, one antd and its style cache).
 */

/** The global the host's server entry fills before it requires a remote's server file. */
export const SERVER_SHARE_SCOPE = '__casinoServerShareScope';

/** Packages whose every entry (`react/jsx-runtime`, `antd/es/button`...) is shared, not only the bare name. */
const SHARED_PACKAGES = ['react', 'react-dom', 'react-router-dom', 'react-router', 'mobx', 'mobx-react-lite', 'i18next', 'react-i18next', 'antd', 'dayjs', '@sinclair/typebox'];
/** Platform entries with state of their own (see SHARED_SINGLETONS); the stateless ones are bundled by each app. */
const SHARED_PLATFORM_ENTRIES = ['@casino/platform', '@casino/platform/back-office'];

const packageOf = (request: string) => SHARED_PACKAGES.find((name) => request === name || request.startsWith(`${name}/`));

/** Whether a remote's server build takes `request` from the host's share scope. */
export function isServerShared(request: string): boolean {
  return SHARED_PLATFORM_ENTRIES.includes(request) || packageOf(request) !== undefined;
}

/**
 * The contract's schema library, which the shell reaches only through the contract (it is not
 * the shell's dependency): resolved from the contract at run time, one copy for the process.
 */
export const SCHEMA_LIBRARY_REQUIRE = `require('node:module').createRequire(require.resolve('@casino/contract/package.json'))('@sinclair/typebox')`;

type ExternalsCallback = (error?: Error | null, result?: string, type?: 'commonjs' | 'var') => void;
type ExternalsFunction = (data: { request?: string }, callback: ExternalsCallback) => void;

/** antd's ES modules, which the browser shares one by one, as the same module of its CommonJS build. */
export const commonJsAntd = (request: string) => request.replace(/^antd\/es\//, 'antd/lib/');

/**
 * The host (the shell's server entry): the npm packages it runs on are `require`d from its own
 * node_modules at run time; `@casino/platform` and the contract are bundled (workspace sources,
 * ESM-only ky), and the platform is handed to remotes through the share scope.
 */
export function hostServerExternals(): ExternalsFunction {
  const packages = [...SHARED_PACKAGES.filter((name) => name !== '@sinclair/typebox'), '@ant-design/icons'];
  return ({ request }, callback) => {
    if (!request) return callback();
    // antd's style cache must be the very instance antd renders with: found from antd itself
    // (the shell does not depend on it directly).
    if (request === '@ant-design/cssinjs') return callback(null, `require('node:module').createRequire(require.resolve('antd'))('@ant-design/cssinjs')`, 'var');
    if (request === '@sinclair/typebox') return callback(null, SCHEMA_LIBRARY_REQUIRE, 'var');
    if (packages.some((name) => request === name || request.startsWith(`${name}/`))) return callback(null, commonJsAntd(request), 'commonjs');
    callback();
  };
}

/** A remote: every shared module comes from the host's share scope; the rest is bundled. */
export function remoteServerExternals(): ExternalsFunction {
  return ({ request }, callback) => {
    if (!request || !isServerShared(request)) return callback();
    callback(null, `globalThis.${SERVER_SHARE_SCOPE}.get(${JSON.stringify(request)})`, 'var');
  };
}
