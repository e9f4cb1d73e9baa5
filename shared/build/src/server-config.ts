import path from 'node:path';
import webpack from 'webpack';
import { sharedAntdExportModules } from './antd-components';
import { writeServerContainer } from './server-container';
import { typeScriptRule } from './typescript-rule';
import { hostServerExternals, remoteServerExternals } from './server-externals';
import { ServerStylesPlugin } from './server-styles-plugin';

/**
 * The server targets beside the browser build (issue 29): one CommonJS file per app under
 * `dist/server/`, for a Node render process. Not minified, not split, not precompressed: it is
 * read once per process, from disk.
 */
interface ServerTarget {
  dir: string;
  name: string;
  buildId: string;
  entry: string;
  file: string;
  externals: webpack.Configuration['externals'];
  /** Root modules whose CSS `stylesOf` answers (absolute paths). */
  styleRoots: Record<string, string>;
}

function serverConfig(target: ServerTarget): webpack.Configuration {
  const antdModules = sharedAntdExportModules(target.dir);
  return {
    name: 'server',
    mode: 'production',
    target: 'node20',
    devtool: 'source-map',
    context: target.dir,
    entry: target.entry,
    output: {
      path: path.join(target.dir, 'dist', 'server'),
      filename: target.file,
      library: { type: 'commonjs2' },
      clean: true,
    },
    externals: target.externals,
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // The ES builds, as in the browser: the `node` condition and CommonJS mains lead to builds
      // that tree-shake nothing (all of @ant-design/icons, a few MB).
      byDependency: { esm: { conditionNames: ['import', 'module', 'webpack', 'production', 'default'] } },
      mainFields: ['module', 'main'],
      // The realtime connection never starts on the server.
      alias: { 'firebase/app': false, 'firebase/database': false },
    },
    module: {
      rules: [
        // Its own ts-loader: the browser compiler's runs beside it with other options.
        typeScriptRule({ antdModules, sourceMap: true, instance: `${target.name}-server` }),
        // The CSS text, kept (see ServerStylesPlugin), never put into a document.
        // Minified as the browser build's is (its comments are for the files' readers, not for pages).
        { test: /\.css$/, use: [{ loader: require.resolve('css-loader'), options: { exportType: 'string', esModule: false, sourceMap: false } }, require.resolve('./minify-css-loader')] },
      ],
    },
    optimization: { minimize: false, concatenateModules: false, splitChunks: false },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin({
        __BUILD_ID__: JSON.stringify(target.buildId),
        __APP_NAME__: JSON.stringify(target.name),
      }),
      new ServerStylesPlugin(target.styleRoots),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** The shell's server entry `src/server/render.tsx` -> `dist/server/render.cjs`, exporting `render`. */
export function hostServerConfig(opts: { dir: string; name: string }, buildId: string): webpack.Configuration {
  const entry = path.join(opts.dir, 'src', 'server', 'render.tsx');
  return serverConfig({ ...opts, buildId, entry, file: 'render.cjs', externals: [hostServerExternals()], styleRoots: { entry } });
}

/** A remote's `serverExposes` -> `dist/server/remote.cjs`, a container with `get(module)` and `styles(module)`. */
export function remoteServerConfig(opts: { dir: string; name: string; exposes: Record<string, string>; serverExposes: readonly string[] }, buildId: string): webpack.Configuration {
  const modules = Object.fromEntries(
    opts.serverExposes.map((key) => {
      const source = opts.exposes[key];
      if (!source) throw new Error(`serverExposes: ${key} is not one of the remote's exposes`);
      return [key, path.join(opts.dir, source)];
    }),
  );
  const entry = writeServerContainer(opts.dir, modules);
  return serverConfig({ ...opts, buildId, entry, file: 'remote.cjs', externals: [remoteServerExternals()], styleRoots: modules });
}
