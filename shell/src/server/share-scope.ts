import { SERVER_SHARE_SCOPE, commonJsAntd, isServerShared } from '@casino/build/server-share-scope';
import type * as NodeModule from 'node:module';
import * as platform from '@casino/platform';

// Node's own require (webpack leaves it as it is): resolves from this file, so from the shell's node_modules.
declare const __non_webpack_require__: NodeJS.Require;

/** What the host itself bundles and hands on: the platform, with its one set of stores and contexts. */
const BUNDLED: Record<string, unknown> = { '@casino/platform': platform };

function sharedModule(request: string): unknown {
  if (!isServerShared(request)) throw new Error(`${request} is not shared with remotes on the server`);
  if (Object.hasOwn(BUNDLED, request)) return BUNDLED[request];
  // The same modules the host's own code was built to require (hostServerExternals).
  if (request === '@sinclair/typebox') {
    // Node's, not webpack's: webpack would try to resolve the request at build time.
    const { createRequire } = __non_webpack_require__('node:module') as typeof NodeModule;
    return createRequire(__non_webpack_require__.resolve('@casino/contract/package.json'))(request);
  }
  return __non_webpack_require__(commonJsAntd(request));
}

/**
 * The browser's share scope in server form: a remote's server build takes every shared module
 * (React, the router, MobX, antd...) from here, so the process holds one copy of each. Installed
 * before the first remote file is required.
 */
export async function installShareScope(): Promise<void> {
  const scope = globalThis as unknown as Record<string, unknown>;
  if (scope[SERVER_SHARE_SCOPE]) return;
  // Imported, not statically: its CSS (the back-office's) is then no part of every member page's.
  BUNDLED['@casino/platform/back-office'] = await import('@casino/platform/back-office');
  scope[SERVER_SHARE_SCOPE] ??= { get: sharedModule };
}
