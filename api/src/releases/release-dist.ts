import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { CONTAINER_RUNTIME, MANIFEST_FILE, REMOTE_ENTRY_FILE } from '@casino/build/federation-files';

/** What a release needs of a build's `mf-manifest.json` (`@casino/build`'s federation manifest, in Module Federation's format). */
export const RemoteManifest = Type.Object({
  name: Type.String(),
  metaData: Type.Object({
    publicPath: Type.String(),
    /** What runs the build's container: `webpack-container` since decision 069. */
    runtime: Type.Optional(Type.String()),
    /** A remote's container (a shell's build has none). */
    remoteEntry: Type.Optional(Type.Object({ name: Type.String(), path: Type.String() })),
    buildInfo: Type.Optional(Type.Object({ buildVersion: Type.Optional(Type.String()) })),
  }),
  shared: Type.Array(Type.Object({ name: Type.String(), version: Type.Optional(Type.String()), requiredVersion: Type.Optional(Type.String()), singleton: Type.Optional(Type.Boolean()) })),
  exposes: Type.Array(Type.Object({ path: Type.String() })),
});
export type RemoteManifest = Static<typeof RemoteManifest>;

/** The remote's `build.json`: written by every build (`@casino/build`). */
export const RemoteBuildInfo = Type.Object({
  buildId: Type.String(),
  contractVersion: Type.Optional(Type.String()),
  /** The npm packages the remote's package.json depends on. */
  dependencies: Type.Optional(Type.Array(Type.String())),
});
export type RemoteBuildInfo = Static<typeof RemoteBuildInfo>;

/** Files a build writes for its own tools (the byte budget; Module Federation's stats, before decision 069; they name paths on the build machine): never published or served. */
export const BUILD_ONLY_FILES = new Set(['mf-stats.json', 'start-assets.json']);

/** A build's server target (`server/`): published with its version for the render service, never served to browsers. */
export const SERVER_BUILD_FOLDER = 'server';

/** A remote's built folder, read and checked, with the digest of what would be published. */
export interface RemoteDist {
  dir: string;
  manifest: RemoteManifest;
  buildInfo: RemoteBuildInfo;
  /** Relative paths, sorted: what a release copies. */
  files: string[];
  /** sha256 over every file's path and content. */
  digest: string;
}

export class DistError extends Error {}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new DistError(`${file}: ${(error as Error).message}`);
  }
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(dir, relative)));
    else if (entry.isFile() && !BUILD_ONLY_FILES.has(entry.name)) files.push(relative);
  }
  return files;
}

/** Reads `dir` as a build of remote `remote`; throws a DistError saying what is missing or wrong. */
export async function readRemoteDist(dir: string, remote: string): Promise<RemoteDist> {
  const manifest = await readJson(path.join(dir, MANIFEST_FILE));
  if (!Value.Check(RemoteManifest, manifest)) throw new DistError(`${dir}/${MANIFEST_FILE} is not a Module Federation manifest`);
  if (manifest.name !== remote) throw new DistError(`${dir} is a build of "${manifest.name}", not of "${remote}"`);
  // A build from before decision 069 needs Module Federation's runtime, which the shell no longer carries.
  if (manifest.metaData.runtime !== CONTAINER_RUNTIME) throw new DistError(`${dir} was built for Module Federation's own runtime, which the shell no longer runs: build it again with this repository's @casino/build`);
  const entry = manifest.metaData.remoteEntry;
  if (entry?.name !== REMOTE_ENTRY_FILE || entry.path !== '') throw new DistError(`${dir}/${MANIFEST_FILE} does not name ${REMOTE_ENTRY_FILE} beside it as the remote's entry, where the shell loads it`);
  const buildInfo = await readJson(path.join(dir, 'build.json'));
  if (!Value.Check(RemoteBuildInfo, buildInfo)) throw new DistError(`${dir}/build.json does not say which build it is`);
  const files = (await listFiles(dir)).sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(dir, file)));
    hash.update('\0');
  }
  return { dir, manifest, buildInfo, files, digest: hash.digest('hex') };
}
