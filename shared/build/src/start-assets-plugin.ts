import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { consumedBy, jsFiles, providedModules } from './chunk-facts';

/** `start-assets.json`: what the host runs before its first render, for the byte budget. */
export interface StartAssets {
  /** The entry's files and those of the chunks its async boundary (`import('./bootstrap')`) loads. */
  files: string[];
  /** The shared modules that code consumes (`react`, `antd/es/button`...), and what those consume in turn. */
  consumes: string[];
  /** Each module the host provides: the files its chunk group loads and the shared modules those consume. */
  provided: Record<string, { files: string[]; consumes: string[] }>;
}

/** The chunks behind each module the build provides to the share scope, by share key. */
function providedChunks(compilation: webpack.Compilation): Map<string, webpack.Chunk[]> {
  return new Map(providedModules(compilation).map(({ key, chunks }) => [key, chunks]));
}

/** The entry, the chunks behind its async boundary and the shared modules they consume, closed over. */
function startAssets(compilation: webpack.Compilation): StartAssets {
  const entry = compilation.entrypoints.get('main');
  if (!entry) throw new Error('StartAssetsPlugin: the host has no main entry');
  const chunks = new Set<webpack.Chunk>(entry.chunks);
  // The boundary: the async chunk groups opened by the entry's own code, not the ones
  // each provided shared module adds to the entry for whoever asks for it.
  for (const child of entry.getChildren()) {
    if (child.origins.some((origin) => origin.module?.type.startsWith('javascript/'))) for (const chunk of child.chunks) chunks.add(chunk);
  }
  // A shared module consumes others in turn (the platform needs i18next, a button the theme).
  const provided = providedChunks(compilation);
  const consumes = new Set<string>();
  const queue = [...consumedBy(compilation, chunks)];
  for (let key = queue.pop(); key !== undefined; key = queue.pop()) {
    if (consumes.has(key)) continue;
    consumes.add(key);
    queue.push(...consumedBy(compilation, provided.get(key) ?? []));
  }
  return {
    files: jsFiles(chunks),
    consumes: [...consumes].sort(),
    provided: Object.fromEntries(
      [...provided].map(([key, keyChunks]) => [key, { files: jsFiles(keyChunks), consumes: [...new Set(consumedBy(compilation, keyChunks))].sort() }]),
    ),
  };
}

/** Every file the host runs before its first render: its own start files and those of the shared modules it consumes. */
export function startFiles(assets: StartAssets): string[] {
  const files = new Set(assets.files);
  for (const key of assets.consumes) for (const file of assets.provided[key]?.files ?? []) files.add(file);
  return [...files].sort();
}

/**
 * Writes `start-assets.json` beside the host's build (the entry chunk, the chunks behind its
 * async boundary and the shared modules they consume; `scripts/page-budget.mjs` adds what the
 * home page's remote needs and checks the sum against `budgets.json`), and puts a preload link
 * for each of those files in `index.html`: the browser fetches them in parallel with `main.js`
 * instead of one round trip after another as the federation runtime finds them.
 */
export class StartAssetsPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('StartAssetsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartAssetsPlugin', (data) => {
        // Scripts the page already asks for, by tag or by preload (the entry's, PaintFirstPlugin).
        const scripts = new Set(data.bodyTags.concat(data.headTags).flatMap((tag) => [tag.attributes.src, tag.attributes.href]).filter((src) => typeof src === 'string'));
        const publicPath = data.publicPath;
        for (const file of startFiles(startAssets(compilation))) {
          const href = publicPath + file;
          if (!scripts.has(href)) data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', fetchpriority: 'low', href }));
        }
        return data;
      });
      compilation.hooks.processAssets.tap({ name: 'StartAssetsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        compilation.emitAsset('start-assets.json', new webpack.sources.RawSource(JSON.stringify(startAssets(compilation), null, 2)));
      });
    });
  }
}
