import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type webpack from 'webpack';
import { compileForTest, shellBrowserConfig } from './test-builds';

/**
 * A host that provides the federation runtime to its remotes, compiled for real from two small
 * files; the test reads which builds of the runtime's packages went into it.
 */
let fixture: string;
let compileModules: (alias: Record<string, string>) => Promise<string[]>;
let oneRuntimeCopy: () => Record<string, string>;

beforeAll(async () => {
  // webpack reads the real Date as it loads; the held clock of the shared jest setup breaks it.
  jest.useRealTimers();
  ({ oneRuntimeCopy } = await import('./one-runtime-copy'));
  const { ModuleFederationPlugin } = await import('@module-federation/enhanced/webpack');
  fixture = mkdtempSync(path.join(tmpdir(), 'one-runtime-copy-'));
  writeFileSync(path.join(fixture, 'index.js'), `import('./bootstrap.js');`);
  writeFileSync(path.join(fixture, 'bootstrap.js'), `import { loadRemote } from '@module-federation/enhanced/runtime';\nexport const load = loadRemote;`);
  compileModules = (alias) => {
    const config: webpack.Configuration = {
      mode: 'production',
      context: fixture,
      entry: './index.js',
      output: { path: path.join(fixture, 'out'), publicPath: '/' },
      // The fixture lies outside the repository: its packages are this one's.
      resolve: { alias, modules: [path.resolve(__dirname, '../node_modules'), 'node_modules'] },
      optimization: { minimize: false },
      plugins: [
        new ModuleFederationPlugin({ name: 'host', remotes: {}, dts: false, experiments: { provideExternalRuntime: true, optimization: { target: 'web' } } }),
      ],
    };
    return compileForTest(config).then((stats) => {
      const modules = stats.toJson({ all: false, modules: true, nestedModules: true }).modules ?? [];
      return modules.flatMap((module) => [module, ...(module.modules ?? [])]).map((module) => module.nameForCondition ?? module.name ?? '');
    });
  };
}, 30_000);

afterAll(() => rmSync(fixture, { recursive: true, force: true }));

/** The federation runtime's own files the build bundled, by package and module system. */
const runtimeBuilds = (modules: string[]) =>
  new Set(
    modules
      .map((name) => /@module-federation[\\/](runtime-core|sdk)[\\/]dist[\\/].*\.(c?js)$/.exec(name))
      .filter((match): match is RegExpExecArray => match !== null)
      .map(([, pkg, extension]) => `${pkg} ${extension === 'cjs' ? 'CommonJS' : 'ES'}`),
  );

// Should this one fail, the plugin's package no longer brings the CommonJS builds: oneRuntimeCopy can go.
test('as the plugin resolves, runtime-core and its SDK come twice: once for the host, once for its remotes', async () => {
  expect(runtimeBuilds(await compileModules({}))).toEqual(new Set(['runtime-core CommonJS', 'runtime-core ES', 'sdk CommonJS', 'sdk ES']));
}, 60_000);

test('with oneRuntimeCopy, the host and its remotes share the ES build', async () => {
  expect(runtimeBuilds(await compileModules(oneRuntimeCopy()))).toEqual(new Set(['runtime-core ES', 'sdk ES']));
}, 60_000);

test("the shell's browser build takes the plugin's ES file, in production and in development; the single bundle has no federation", async () => {
  for (const mode of ['production', 'development'] as const) expect((await shellBrowserConfig(undefined, mode)).resolve?.alias).toMatchObject(oneRuntimeCopy());
  expect(Object.keys((await shellBrowserConfig({ single: true }, 'production')).resolve?.alias ?? {})).not.toContain(Object.keys(oneRuntimeCopy())[0]);
});
