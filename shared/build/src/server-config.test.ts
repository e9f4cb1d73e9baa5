import { readFileSync } from 'node:fs';
import path from 'node:path';
import type webpack from 'webpack';
import type * as ConfigFactories from './create-config';

type Factories = typeof ConfigFactories;
let createHostConfig: Factories['createHostConfig'];
let createRemoteConfig: Factories['createRemoteConfig'];

// webpack reads the real Date as it loads; the held clock of the shared jest setup breaks it.
beforeAll(async () => {
  jest.useRealTimers();
  ({ createHostConfig, createRemoteConfig } = await import('./create-config'));
});

const repoRoot = path.resolve(__dirname, '../../..');
const gamesDir = path.join(repoRoot, 'remote-games');
const exposes = { './HomePage': './src/features/home/pages/home-page.tsx', './CatalogPage': './src/features/catalog/pages/catalog-page.tsx' };
const games = (serverExposes?: string[]) => createRemoteConfig({ dir: gamesDir, name: 'games', port: 3001, exposes, serverExposes });
const asArray = (config: webpack.Configuration | webpack.Configuration[]) => (Array.isArray(config) ? config : [config]);

test('a remote with serverExposes builds dist/server/remote.cjs beside its browser build, in production only', () => {
  const [browser, server] = asArray(games(['./HomePage'])(undefined, { mode: 'production' }));
  expect(server).toMatchObject({ name: 'server', target: 'node20', output: { path: path.join(gamesDir, 'dist', 'server'), filename: 'remote.cjs', library: { type: 'commonjs2' } } });
  // The browser build's clean leaves the server file alone: the two compile side by side.
  expect(browser?.output?.clean).toEqual({ keep: expect.any(RegExp) });
  expect((browser?.output?.clean as { keep: RegExp }).keep.test('server/remote.cjs')).toBe(true);
  // Only the listed exposes are in the container.
  const container = readFileSync(server?.entry as string, 'utf8');
  expect(container).toContain(path.join(gamesDir, 'src/features/home/pages/home-page.tsx'));
  expect(container).not.toContain('catalog-page');

  expect(asArray(games(['./HomePage'])(undefined, { mode: 'development' }))).toHaveLength(1);
  expect(asArray(games()(undefined, { mode: 'production' }))).toHaveLength(1);
});

test('a server expose the remote does not expose fails the build', () => {
  expect(() => games(['./NoSuchPage'])(undefined, { mode: 'production' })).toThrow("serverExposes: ./NoSuchPage is not one of the remote's exposes");
});

test('the shell builds its server entry beside the browser build, but not in development or as the single bundle', () => {
  const shell = createHostConfig({ dir: path.join(repoRoot, 'shell'), name: 'shell', port: 3000, routes: [{ path: '/' }] });
  const [, server] = asArray(shell(undefined, { mode: 'production' }));
  expect(server).toMatchObject({ target: 'node20', entry: path.join(repoRoot, 'shell', 'src', 'server', 'render.tsx'), output: { filename: 'render.cjs' } });
  expect(asArray(shell(undefined, { mode: 'development' }))).toHaveLength(1);
  expect(asArray(shell({ single: true }, { mode: 'production' }))).toHaveLength(1);
});
