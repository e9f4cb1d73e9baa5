import path from 'node:path';
import type webpack from 'webpack';

// For the tests of this package. Call `jest.useRealTimers()` first: webpack reads the real Date
// as it loads, and the held clock of the shared jest setup breaks it.

/** Compiles `config` for real; rejects with the errors when there are any. */
export async function compileForTest(config: webpack.Configuration): Promise<webpack.Stats> {
  const { default: webpackCompiler } = await import('webpack');
  return new Promise((resolve, reject) =>
    webpackCompiler(config).run((error, stats) => (error || !stats || stats.hasErrors() ? reject(error ?? new Error(stats?.toString('errors-only'))) : resolve(stats))),
  );
}

/** The repository's shell as `createHostConfig` configures it: its browser build, first of what it returns. */
export async function shellBrowserConfig(env: { single?: boolean } | undefined, mode: 'production' | 'development'): Promise<webpack.Configuration> {
  const { createHostConfig } = await import('./create-config');
  const shell = createHostConfig({ dir: path.resolve(__dirname, '../../../shell'), name: 'shell', port: 3000, routes: [{ path: '/' }] });
  const config = shell(env, { mode });
  return Array.isArray(config) ? config[0]! : config;
}
