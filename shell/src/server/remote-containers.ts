import path from 'node:path';
import { installShareScope } from './share-scope';

declare const __non_webpack_require__: NodeJS.Require;

/** A remote's server build (`dist/server/remote.cjs`), as `@casino/build` writes it. */
export interface RemoteServerContainer {
  get(module: string): Promise<() => unknown>;
  /** The CSS texts the module imports. */
  styles(module: string): string[];
}

/** Where a published version keeps its server build: `<releasesDir>/<name>/<version>/server/remote.cjs`. */
export function remoteServerFile(releasesDir: string, name: string, version: string): string {
  if (!/^[a-z][a-z0-9_-]*$/.test(name) || !/^[\w+-][\w.+-]*$/.test(version)) throw new Error(`Not a remote version: ${name}@${version}`);
  return path.join(releasesDir, name, version, 'server', 'remote.cjs');
}

const containers = new Map<string, Promise<RemoteServerContainer>>();

/**
 * The container of one published version, required once per process: a version's files never
 * change, and a canary's version is simply another path. A file that failed is tried again next time.
 */
export function remoteContainer(file: string): Promise<RemoteServerContainer> {
  let container = containers.get(file);
  if (!container) {
    container = installShareScope().then(() => __non_webpack_require__(file) as RemoteServerContainer);
    container.catch(() => containers.delete(file));
    containers.set(file, container);
  }
  return container;
}
