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
 * Holds the start-up's code (`<link rel=preload as=script>`) in the page without fetching it:
 * the page's start-up script moves the links into the head once the page has painted (the
 * contract's `START_CODE_ATTRIBUTE`; the API writes a page's remote code the same way and makes
 * them live on a page it did not render). Lantern (Lighthouse) put every request begun before
 * the largest paint on that paint's path (decision 066).
 */
const START_CODE_ATTRIBUTE = 'data-start-code';

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

function linkHtml(attributes: Record<string, string | boolean | null | undefined>): string {
  const written = Object.entries(attributes)
    .filter(([, value]) => value !== false && value !== null && value !== undefined)
    .map(([name, value]) => (value === true ? name : `${name}="${String(value).replace(/[&"<>]/g, (c) => ATTRIBUTE_ESCAPES[c]!)}"`));
  return `<link ${written.join(' ')}>`;
}

const isScriptPreload = (tag: { tagName: string; attributes: Record<string, unknown> }) => tag.tagName === 'link' && tag.attributes.rel === 'preload' && tag.attributes.as === 'script';

/**
 * The host page runs its entry after the first screen is painted (`browser/paint-first.js`):
 * the entry's deferred script tag becomes a low-priority preload, held with the start-up's other
 * files (`START_CODE_ATTRIBUTE`), and the page's one script is the small one that fetches them
 * once the page has painted and runs the entry once its first screen, pictures included, is on
 * the screen.
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
      // After every plugin's preloads (StartAssetsPlugin's): all of them held in one template.
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap({ name: 'PaintFirstPlugin', stage: 100 }, (data) => {
        const code = data.headTags.filter(isScriptPreload);
        data.headTags = data.headTags.filter((tag) => !isScriptPreload(tag));
        data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('template', { [START_CODE_ATTRIBUTE]: true }, code.map((tag) => linkHtml(tag.attributes)).join('')));
        return data;
      });
    });
  }
}
