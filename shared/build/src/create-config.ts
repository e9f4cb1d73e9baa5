import { readFileSync } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { sharedAntdExportModules } from './antd-components';
import { createBuildId } from './build-id';
import { ANTD_COMMON_PARTS, ANTD_CORE_CHUNK } from './antd-chunks';
import { ConsumeRetryPlugin } from './consume-retry-plugin';
import { REMOTE_ENTRY_FILE } from './federation-files';
import { FederationManifestPlugin } from './federation-manifest-plugin';
import { PaintFirstPlugin } from './paint-first-plugin';
import { PrecompressPlugin } from './precompress-plugin';
import { hostServerConfig, remoteServerConfig } from './server-config';
import { writeSingleBundleRemotes } from './single-bundle';
import { StartAssetsPlugin } from './start-assets-plugin';
import { typeScriptRule } from './typescript-rule';
import { BROWSER_SCHEMA_BUILDERS, sharedConfig, type ProviderRole } from './shared-deps';

export interface AppConfigOptions {
  /** The app folder (pass `__dirname`). */
  dir: string;
  /** Federation name; remotes are `games`, `wallet`...; the host is `shell`. */
  name: string;
  /** Dev server port. */
  port: number;
  /** Where the dev server sends `/api`, `/docs`, `/static` (default: the API on :4000). */
  apiProxyTarget?: string;
}

export interface RemoteConfigOptions extends AppConfigOptions {
  /** The remote's public API: `./HomePage` -> `./src/features/home/pages/home-page.tsx`. */
  exposes: Record<string, string>;
  /**
   * The exposes rendered on the server too: the production build then also writes
   * `dist/server/remote.cjs` (a container with `get(module)`), which travels with the version.
   */
  serverExposes?: readonly string[];
}

export interface HostConfigOptions extends AppConfigOptions {
  /**
   * The route table's paths (`/game/:type`...) and the remote module that renders each remote
   * page. Emitted as `routes.json` so the server can answer an unknown path with the 404 status
   * the page shows (spec 8), and name the page's remote files in preload links.
   */
  routes: ReadonlyArray<{ path: string; page?: { remote: string; module: string } | string; guard?: string }>;
  /**
   * The route paths whose pages the render service renders (`*`: the not-found page), listed in
   * `routes.json` as `serverRendered` for the server that asks it.
   */
  serverRendered?: readonly string[];
}

/** The shell's container runtime, as its bootstrap imports it: the single bundle's build replaces it (single-bundle-runtime.test). */
export const CONTAINER_RUNTIME_REQUEST = /^\.\/remotes\/container-runtime$/;

type Argv = { mode?: 'development' | 'production' };
type Config = webpack.Configuration & { devServer?: DevServerConfiguration };

function baseConfig(opts: AppConfigOptions, argv: Argv, buildId: string): Config {
  const production = argv.mode !== 'development';
  const antdModules = sharedAntdExportModules(opts.dir);
  return {
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: './src/index.ts',
    context: opts.dir,
    output: {
      path: path.join(opts.dir, 'dist'),
      publicPath: 'auto',
      // The shell and the smoke check find a remote's `remoteEntry.js` by its name; chunks carry a content hash.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: opts.name,
      clean: true,
      // A module whose evaluation threw (a shared module's chunk was lost to a server restart)
      // is dropped from the cache, so a retry evaluates it again instead of its half-made exports.
      strictModuleExceptionHandling: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // The browser validates nothing with the contract's schemas (the API does): its builders without TypeBox.
      alias: { '@sinclair/typebox$': BROWSER_SCHEMA_BUILDERS },
    },
    module: {
      rules: [
        typeScriptRule({ antdModules, sourceMap: !production }),
        {
          // Plain CSS per app, injected with the chunk that imports it; class names carry the
          // app's prefix (BEM) so apps never collide.
          test: /\.css$/,
          use: [
            { loader: require.resolve('style-loader'), options: { insert: require.resolve('../runtime/insert-style.js') } },
            // In production no source map: style-loader wrote each file's map, its text whole, into the bundle.
            { loader: require.resolve('css-loader'), options: { sourceMap: !production } },
            ...(production ? [require.resolve('./minify-css-loader')] : []),
          ],
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        __BUILD_ID__: JSON.stringify(buildId),
        __APP_NAME__: JSON.stringify(opts.name),
      }),
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: opts.port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
      proxy: [{ context: ['/api', '/docs', '/static', '/runtime-config.json', '/demo-provider'], target: opts.apiProxyTarget ?? 'http://localhost:4000' }],
    },
  };
}

/**
 * Webpack's own container runtime (decision 069): the host shares its singletons into webpack's
 * share scope and loads a remote's `remoteEntry.js`, a container that sets `window[name]`
 * (`get`, `init`), itself (`shell/src/remotes/container-runtime.ts`). Beside the bundles,
 * `mf-manifest.json` says what the build shares and exposes.
 */
function federation(opts: AppConfigOptions, extra: { providerRole: ProviderRole; exposes?: Record<string, string> }): webpack.WebpackPluginInstance[] {
  const shared = sharedConfig(opts.dir, extra.providerRole);
  const exposes = extra.exposes && Object.keys(extra.exposes).length > 0 ? extra.exposes : undefined;
  return [
    new webpack.container.ModuleFederationPlugin({
      name: opts.name,
      filename: REMOTE_ENTRY_FILE,
      library: { type: 'window', name: opts.name },
      // Named chunks: an exposed module's own file says which it is.
      exposes: exposes && Object.fromEntries(Object.entries(exposes).map(([key, file]) => [key, { import: file, name: `__federation_expose_${key.replace(/^\.\//, '')}` }])),
      shared,
    }),
    new FederationManifestPlugin({ name: opts.name, appDir: opts.dir, shared, exposes: exposes !== undefined }),
    new ConsumeRetryPlugin(),
  ];
}

/**
 * The singletons every page starts on (React, the router, MobX, i18n, the contract's schema
 * builders, dayjs without its locales), as one chunk instead of one per package: over HTTP/1.1 a
 * phone opens six connections, and each extra start-up request costs a round trip.
 */
const FRAMEWORK_CHUNK = {
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|mobx|mobx-react-lite|use-sync-external-store|i18next|react-i18next)[\\/]|[\\/]node_modules[\\/]dayjs[\\/]dayjs\.min\.js$|[\\/]casino-shared[\\/][^\\/]+\.mjs$|[\\/]contract[\\/]src[\\/]browser-schemas\.ts$/,
  name: 'framework',
  chunks: 'async' as const,
  enforce: true,
  priority: 20,
};

/**
 * The host (shell): provides the shared singletons, loads remotes found in the registry.
 * `--env single` builds the same shell and every remote's exposed modules as one ordinary
 * bundle into `dist-single/` (no federation; `loadRemote` imports from the same build): the
 * bench's floor for what federation costs.
 */
export function createHostConfig(opts: HostConfigOptions) {
  return (env: { single?: boolean } | undefined, argv: Argv): Config | Config[] => {
    const buildId = createBuildId();
    const config = baseConfig(opts, argv, buildId);
    // The shell is served at the site root and its index.html answers every deep link
    // (/game/slot, /partner/statement): 'auto' would resolve main.js against that path.
    config.output!.publicPath = '/';
    config.plugins!.push(
      new HtmlWebpackPlugin({ template: path.join(opts.dir, 'public/index.html'), inject: 'body' }),
      new PaintFirstPlugin(),
      new BuildInfoPlugin(buildId),
      // The single bundle loads no remote: its server must not preload remote files.
      new JsonAssetPlugin('routes.json', routesFile(opts, !env?.single)),
    );
    if (env?.single) {
      config.output!.path = path.join(opts.dir, 'dist-single');
      config.resolve!.alias = { ...config.resolve!.alias, 'casino-single-bundle-remotes$': writeSingleBundleRemotes(opts.dir) };
      config.plugins!.push(new webpack.NormalModuleReplacementPlugin(CONTAINER_RUNTIME_REQUEST, require.resolve('../runtime/single-bundle-runtime.js')));
      return config;
    }
    config.plugins!.push(...federation(opts, { providerRole: 'provide' }), new StartAssetsPlugin());
    config.optimization = { splitChunks: { cacheGroups: { framework: FRAMEWORK_CHUNK, antdCore: ANTD_CORE_CHUNK, antdCommon: ANTD_COMMON_PARTS } } };
    config.devServer!.static = { directory: path.join(opts.dir, 'public'), publicPath: '/', watch: false };
    // Production also builds the server entry (`dist/server/render.cjs`) for the render service.
    if (argv.mode === 'development') return config;
    keepServerOutput(config);
    return [config, hostServerConfig(opts, buildId)];
  };
}

/** The browser build cleans `dist/` but leaves `dist/server/` to the server build running beside it. */
function keepServerOutput(config: Config): void {
  config.name = 'browser';
  config.output!.clean = { keep: /^server[\\/]/ };
}

/** A remote: exposes pages and modals; in dev it also mounts itself standalone. */
export function createRemoteConfig(opts: RemoteConfigOptions) {
  return (_env: unknown, argv: Argv): Config | Config[] => {
    const buildId = createBuildId();
    const config = baseConfig(opts, argv, buildId);
    const production = argv.mode !== 'development';
    config.plugins!.push(
      ...federation(opts, { providerRole: production ? 'consume-only' : 'consume-with-fallback', exposes: opts.exposes }),
      new HtmlWebpackPlugin({ templateContent: standaloneHtml(opts.name), inject: 'body' }),
      new BuildInfoPlugin(buildId, opts.dir),
    );
    if (!production || !opts.serverExposes?.length) return config;
    keepServerOutput(config);
    return [config, remoteServerConfig({ ...opts, serverExposes: opts.serverExposes }, buildId)];
  };
}

function standaloneHtml(name: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${name} (standalone)</title></head><body><div id="root"></div></body></html>`;
}

/** `withRemotes`: the federated build (the single bundle loads no remote and has no server build). */
function routesFile({ routes, serverRendered = [] }: HostConfigOptions, withRemotes: boolean) {
  const pages = routes.filter((route) => route.path !== '*');
  const modules: Record<string, { remote: string; module: string }> = {};
  for (const { path: routePath, page } of pages) if (withRemotes && typeof page === 'object') modules[routePath] = page;
  // Guarded pages show their module only to the signed in: a visitor's page preloads none of it (it gets the sign-in page).
  const guarded = pages.filter((route) => route.guard !== undefined).map((route) => route.path);
  return { paths: pages.map((route) => route.path), modules, serverRendered: withRemotes ? [...serverRendered] : [], guarded };
}

/** Emits one JSON file beside the bundles. */
class JsonAssetPlugin {
  constructor(
    private readonly file: string,
    private readonly content: unknown,
  ) {}
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('JsonAssetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'JsonAssetPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(this.file, new webpack.sources.RawSource(JSON.stringify(this.content)));
      });
    });
  }
}

/**
 * `build.json`: the build's id (the shell polls its own to detect a new release), the
 * `@casino/contract` version it was built against and, for a remote, the npm packages its
 * package.json depends on (a release's compatibility gate reads them: a singleton depended on
 * but not shared would be bundled as a second copy).
 */
class BuildInfoPlugin extends JsonAssetPlugin {
  constructor(buildId: string, appDir?: string) {
    super('build.json', { buildId, contractVersion: contractVersion(), ...(appDir ? { dependencies: dependenciesOf(appDir) } : {}) });
  }
}

function dependenciesOf(appDir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  return Object.keys(manifest.dependencies ?? {}).sort();
}

function contractVersion(): string {
  const manifest = JSON.parse(readFileSync(path.join(__dirname, '../../contract/package.json'), 'utf8')) as { version: string };
  return manifest.version;
}
