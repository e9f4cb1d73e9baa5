import type webpack from 'webpack';

/** The JavaScript files of some chunks, sorted, each once. */
export function jsFiles(chunks: Iterable<webpack.Chunk>): string[] {
  const files = new Set<string>();
  for (const chunk of chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  return [...files].sort();
}

/** The share keys (`react`, `antd/es/button`...) the modules of some chunks consume. */
export function consumedBy(compilation: webpack.Compilation, chunks: Iterable<webpack.Chunk>): string[] {
  const keys: string[] = [];
  for (const chunk of chunks) {
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      const shareKey = (module as { options?: { shareKey?: unknown } }).options?.shareKey;
      if (module.type === 'consume-shared-module' && typeof shareKey === 'string') keys.push(shareKey);
    }
  }
  return keys;
}

/** A module the build provides to the share scope: its share key, its version and the chunks behind it. */
export interface ProvidedModule {
  key: string;
  version: string | undefined;
  chunks: webpack.Chunk[];
}

/** Every module the build provides to the share scope (webpack's provide modules keep the key in `_name`). */
export function providedModules(compilation: webpack.Compilation): ProvidedModule[] {
  const provided: ProvidedModule[] = [];
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    const { _name: key, _version: version } = module as { _name?: unknown; _version?: unknown };
    if (typeof key !== 'string') continue;
    const block = module.blocks[0];
    const group = block ? compilation.chunkGraph.getBlockChunkGroup(block) : undefined;
    provided.push({ key, version: typeof version === 'string' ? version : undefined, chunks: group ? [...group.chunks] : [] });
  }
  return provided;
}
