import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';

const SOURCE_FILE = path.join(__dirname, '..', 'browser', 'paint-first.js');

/** The file name the script is emitted as: named by its content, so it is cached for good. */
export function paintFirstFileName(source: string): string {
  return `paint-first.${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
}

/**
 * The host page runs its entry after the first screen is painted (`browser/paint-first.js`):
 * the entry's deferred script tag becomes a low-priority preload in the head, fetched as before,
 * and the page's one script is the small one that runs the entry once the server-rendered page,
 * its pictures included, is on the screen (decision 066).
 */
export class PaintFirstPlugin {
  private readonly source = readFileSync(SOURCE_FILE, 'utf8');
  private readonly fileName = paintFirstFileName(this.source);

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('PaintFirstPlugin', (compilation) => {
      // Added before the minifier's stage: the script ships minified like every other.
      compilation.hooks.processAssets.tap({ name: 'PaintFirstPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONS }, () => {
        compilation.emitAsset(this.fileName, new webpack.sources.RawSource(this.source));
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PaintFirstPlugin', (data) => {
        const entries = data.bodyTags.filter((tag) => tag.tagName === 'script' && typeof tag.attributes.src === 'string');
        if (entries.length !== 1) throw new Error(`PaintFirstPlugin: the page has ${entries.length} entry scripts, expected one`);
        const src = entries[0]!.attributes.src as string;
        data.bodyTags = data.bodyTags.filter((tag) => tag !== entries[0]);
        data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', fetchpriority: 'low', href: src }));
        data.bodyTags.push(HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: data.publicPath + this.fileName, 'data-entry': src }));
        return data;
      });
    });
  }
}
