import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import webpack from 'webpack';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files a browser fetches; source maps only reach DevTools and index.html is rendered per request. */
const COMPRESSIBLE = /\.(js|css|json|svg|txt)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) beside every compressible
 * asset, so the server picks one by `Accept-Encoding` without compressing per request.
 */
export class PrecompressPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'PrecompressPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, async (assets) => {
        const jobs = Object.keys(assets)
          .filter((name) => COMPRESSIBLE.test(name))
          .map(async (name) => {
            const source = compilation.getAsset(name)!.source.buffer();
            if (source.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
              gzipAsync(source, { level: 9 }),
            ]);
            if (br.length < source.length) compilation.emitAsset(`${name}.br`, new webpack.sources.RawSource(br));
            if (gz.length < source.length) compilation.emitAsset(`${name}.gz`, new webpack.sources.RawSource(gz));
          });
        await Promise.all(jobs);
      });
    });
  }
}
