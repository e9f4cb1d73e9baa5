import { getInstance } from '@module-federation/enhanced/runtime';

/** What the federation runtime keeps per shared module version (only the fields used here). */
interface SharedVersion {
  loaded?: boolean;
  lib?: unknown;
  loading?: Promise<unknown> | null;
  /** The same fields for the tree-shaken build of the module (antd's components). */
  treeShaking?: SharedVersion;
}

/** Scope name, package name, version. */
export type ShareScopeMap = Record<string, Record<string, Record<string, SharedVersion>>>;

function forget(version: SharedVersion | undefined): number {
  if (!version?.loading || version.loaded || version.lib) return 0;
  delete version.loading;
  return 1;
}

/**
 * The federation runtime keeps a shared module's download promise and hands it to every later
 * consumer, even once it has failed: one chunk lost during a server restart (the shell serves
 * antd's parts to every remote) would fail every page that needs it until a reload. Before a
 * retry, the downloads that have not finished are forgotten, so the next consumer asks webpack
 * again (a download still in flight is shared by webpack, so forgetting it costs nothing).
 * The host's scope map is the one every remote was initialised with, so this covers them too.
 * Answers how many were forgotten.
 */
export function forgetFailedShares(scopes: ShareScopeMap | undefined = getInstance()?.shareScopeMap as ShareScopeMap | undefined): number {
  let forgotten = 0;
  for (const packages of Object.values(scopes ?? {})) {
    for (const versions of Object.values(packages)) {
      for (const version of Object.values(versions)) forgotten += forget(version) + forget(version.treeShaking);
    }
  }
  return forgotten;
}
