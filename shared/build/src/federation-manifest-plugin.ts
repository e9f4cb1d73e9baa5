import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { consumedBy, jsFiles, providedModules } from './chunk-facts';
import { CONTAINER_RUNTIME, MANIFEST_FILE, REMOTE_ENTRY_FILE } from './federation-files';

/** A shared module as the app's federation config declares it (`shared-deps.ts`). */
export interface SharedDeclaration {
  singleton: boolean;
  requiredVersion: string | false;
  version?: string;
}

/** An exposed module: its own chunks (`sync`), what they load later (`async`) and the share keys they consume (`requires`). */
export interface ManifestExpose {
  path: string;
  name: string;
  requires: string[];
  assets: { js: { sync: string[]; async: string[] } };
}

/**
 * `mf-manifest.json`, in the fields of Module Federation's manifest format that the site reads
 * (the release gate, the server's preloads, the byte budget), so tools and registries keep
 * naming the file they named.
 */
export interface FederationManifest {
  id: string;
  name: string;
  metaData: {
    name: string;
    runtime: typeof CONTAINER_RUNTIME;
    publicPath: string;
    buildInfo: { buildVersion: string; buildName: string };
    /** A remote's container; the window property it sets is the remote's name. */
    remoteEntry?: { name: string; path: string; type: 'window' };
  };
  shared: Array<{ id: string; name: string; version?: string; requiredVersion?: string; singleton: boolean }>;
  exposes: ManifestExpose[];
}

function packageInfo(appDir: string): { name: string; version: string } {
  const { name, version } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { name: string; version?: string };
  return { name, version: version ?? '0.0.0' };
}

/** The versions the build provides to the share scope, by share key (webpack read each from its package). */
function providedVersions(compilation: webpack.Compilation): Map<string, string> {
  const versions = new Map<string, string>();
  for (const { key, version } of providedModules(compilation)) if (version !== undefined) versions.set(key, version);
  return versions;
}

/** The chunks of a chunk group's descendants (what an exposed module loads later), without its own. */
function laterChunks(group: webpack.ChunkGroup): webpack.Chunk[] {
  const own = new Set(group.chunks);
  const seen = new Set<webpack.ChunkGroup>();
  const chunks = new Set<webpack.Chunk>();
  const queue = [...group.childrenIterable];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    for (const chunk of next.chunks) if (!own.has(chunk)) chunks.add(chunk);
    queue.push(...next.childrenIterable);
  }
  return [...chunks];
}

/** Each exposed module of the container entry, with its chunks. */
function exposesOf(compilation: webpack.Compilation): ManifestExpose[] {
  const exposes: ManifestExpose[] = [];
  for (const module of compilation.modules) {
    if (module.constructor.name !== 'ContainerEntryModule') continue;
    for (const block of module.blocks) {
      const exposedName = (block.dependencies[0] as { exposedName?: unknown } | undefined)?.exposedName;
      const group = compilation.chunkGraph.getBlockChunkGroup(block);
      if (typeof exposedName !== 'string' || !group) continue;
      exposes.push({
        path: exposedName,
        name: exposedName.replace(/^\.\//, ''),
        requires: [...new Set(consumedBy(compilation, group.chunks))].sort(),
        assets: { js: { sync: jsFiles(group.chunks), async: jsFiles(laterChunks(group)) } },
      });
    }
  }
  // In the order the app declares them (the release command checks and reports them so).
  return exposes;
}

/** The manifest of one compilation of an app (`shared`: its federation config's). */
export function federationManifest(compilation: webpack.Compilation, options: { name: string; appDir: string; shared: Record<string, SharedDeclaration>; exposes: boolean }): FederationManifest {
  const { name: buildName, version: buildVersion } = packageInfo(options.appDir);
  const provided = providedVersions(compilation);
  const publicPath = compilation.outputOptions.publicPath;
  return {
    id: options.name,
    name: options.name,
    metaData: {
      name: options.name,
      runtime: CONTAINER_RUNTIME,
      publicPath: typeof publicPath === 'string' ? publicPath : 'auto',
      buildInfo: { buildVersion, buildName },
      ...(options.exposes ? { remoteEntry: { name: REMOTE_ENTRY_FILE, path: '', type: 'window' as const } } : {}),
    },
    shared: Object.entries(options.shared).map(([key, declared]) => {
      const version = provided.get(key) ?? declared.version;
      return {
        id: `${options.name}:${key}`,
        name: key,
        ...(version ? { version } : {}),
        ...(declared.requiredVersion ? { requiredVersion: declared.requiredVersion } : {}),
        singleton: declared.singleton,
      };
    }),
    exposes: exposesOf(compilation),
  };
}

/**
 * Writes `mf-manifest.json` beside the app's bundles: its name, its container entry, the shared
 * modules it declares (with the versions it provides) and each exposed module's files and shares.
 */
export class FederationManifestPlugin {
  constructor(private readonly options: Parameters<typeof federationManifest>[1]) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('FederationManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FederationManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        compilation.emitAsset(MANIFEST_FILE, new webpack.sources.RawSource(JSON.stringify(federationManifest(compilation, this.options), null, 2)));
      });
    });
  }
}
