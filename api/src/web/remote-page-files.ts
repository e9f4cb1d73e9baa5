import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemotesRegistry } from '@casino/contract';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { FileStamp } from './file-stamp';
import type { RemoteModule } from './spa-routes';

/** What this needs of a remote's `mf-manifest.json` (`@casino/build`'s federation manifest). */
const Manifest = Type.Object({
  metaData: Type.Object({ publicPath: Type.String(), remoteEntry: Type.Object({ name: Type.String(), path: Type.String() }) }),
  exposes: Type.Array(Type.Object({ path: Type.String(), assets: Type.Object({ js: Type.Object({ sync: Type.Array(Type.String()) }) }) })),
});
type Manifest = typeof Manifest.static;

/** A path inside the remote's folder: plain names, no `.` or `..` segment. */
const isSafeFile = (file: string) => file.split('/').every((segment) => /^[\w.-]+$/.test(segment) && segment !== '.' && segment !== '..');

/** What a remote page fetches first: the remote's entry, then the exposed module's own chunks. */
export interface PageFiles {
  scripts: string[];
}

/**
 * The files a remote page runs first: the remote's entry and the exposed module's own chunks,
 * read from the manifest of the version the registry names, when this server serves it
 * (`/remotes/<name>/<version>/...`, from `releasesDir`). A manifest elsewhere (a CDN) is not
 * fetched: its page loads as before.
 */
export class RemotePageFiles {
  private readonly cached = new Map<string, { stamp: FileStamp; version: string; manifest: Manifest | null }>();

  /** `recheckMs`: how often a manifest is looked at for a change (a local build republished in place). */
  constructor(
    private readonly releasesDir: string,
    private readonly recheckMs?: number,
  ) {}

  async files(registry: RemotesRegistry, { remote, module }: RemoteModule): Promise<PageFiles | null> {
    const registered = registry.remotes[remote];
    const manifestUrl = registered?.manifest;
    const prefix = `/remotes/${remote}/`;
    if (!registered || !manifestUrl?.startsWith(prefix) || !isSafeFile(manifestUrl.slice(prefix.length))) return null;
    const manifest = await this.read(path.join(this.releasesDir, remote, manifestUrl.slice(prefix.length)));
    const exposed = manifest?.exposes.find((expose) => expose.path === module);
    if (!manifest || !exposed || manifest.metaData.publicPath !== 'auto') return null;
    // 'auto': files are found beside the manifest, as the shell's container runtime finds them.
    const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    const entry = path.posix.join(manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name);
    return {
      // The shell reads no manifest: it loads `remoteEntry.js` beside it, the file the gate requires the manifest to name.
      scripts: [entry, ...exposed.assets.js.sync].filter(isSafeFile).map((file) => base + file),
    };
  }

  private async read(file: string): Promise<Manifest | null> {
    // One entry per version the registry named: a handful, never a visitor's choice.
    const known = this.cached.get(file);
    const stamp = known?.stamp ?? new FileStamp(file, this.recheckMs);
    const version = await stamp.current();
    if (version === 'none') return null;
    if (known?.version === version) return known.manifest;
    let manifest: Manifest | null = null;
    try {
      const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
      manifest = Value.Check(Manifest, parsed) ? parsed : null;
    } catch {
      manifest = null;
    }
    this.cached.set(file, { stamp, version, manifest });
    return manifest;
  }
}
