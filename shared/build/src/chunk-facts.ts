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
