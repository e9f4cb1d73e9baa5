import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FederationManifest } from './federation-manifest-plugin';
import { compileForTest } from './test-builds';

/**
 * A remote compiled for real from small files: one exposed page that uses a shared package and
 * loads a part of itself later, and a second exposed module; the test reads its manifest.
 */
let fixture: string;
let manifest: FederationManifest;

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
  writeFileSync(path.join(fixture, file), text);
}

beforeAll(async () => {
  jest.useRealTimers();
  const { default: webpack } = await import('webpack');
  const { FederationManifestPlugin } = await import('./federation-manifest-plugin');
  fixture = mkdtempSync(path.join(tmpdir(), 'federation-manifest-'));
  write('package.json', JSON.stringify({ name: '@fixture/remote', version: '1.2.3' }));
  write('node_modules/shared-lib/package.json', JSON.stringify({ name: 'shared-lib', version: '4.5.6', main: 'index.js' }));
  write('node_modules/shared-lib/index.js', 'export const shared = "shared";');
  write('page.js', `import { shared } from 'shared-lib';\nexport default () => import('./later.js').then((later) => shared + later.default);`);
  write('later.js', 'export default "later";');
  write('modal.js', 'export default "modal";');
  write('index.js', 'export {};');
  const shared = { 'shared-lib': { singleton: true, requiredVersion: '^4.0.0' as const } };
  await compileForTest({
    mode: 'production',
    context: fixture,
    entry: './index.js',
    output: { path: path.join(fixture, 'dist'), publicPath: 'auto', chunkFilename: '[name].[contenthash:8].js' },
    optimization: { minimize: false },
    plugins: [
      new webpack.container.ModuleFederationPlugin({
        name: 'fixture',
        filename: 'remoteEntry.js',
        library: { type: 'window', name: 'fixture' },
        exposes: { './Page': { import: './page.js', name: 'expose-Page' }, './Modal': './modal.js' },
        shared,
      }),
      new FederationManifestPlugin({ name: 'fixture', appDir: fixture, shared, exposes: true }),
    ],
  });
  manifest = JSON.parse(readFileSync(path.join(fixture, 'dist/mf-manifest.json'), 'utf8')) as FederationManifest;
}, 60_000);

afterAll(() => rmSync(fixture, { recursive: true, force: true }));

describe('FederationManifestPlugin', () => {
  it('names the remote, its container entry, its build and the runtime it was built for', () => {
    expect(manifest.name).toBe('fixture');
    expect(manifest.metaData).toEqual({
      name: 'fixture',
      runtime: 'webpack-container',
      publicPath: 'auto',
      buildInfo: { buildVersion: '1.2.3', buildName: '@fixture/remote' },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'window' },
    });
  });

  it('lists each shared module with the version the build provides and the range it requires', () => {
    expect(manifest.shared).toEqual([{ id: 'fixture:shared-lib', name: 'shared-lib', version: '4.5.6', requiredVersion: '^4.0.0', singleton: true }]);
  });

  it("gives each exposed module its own files, the files it loads later and the shares it consumes", () => {
    expect(manifest.exposes.map((expose) => expose.path)).toEqual(['./Page', './Modal']);
    const page = manifest.exposes.find((expose) => expose.path === './Page')!;
    expect(page.requires).toEqual(['shared-lib']);
    expect(page.assets.js.sync).toEqual([expect.stringMatching(/^expose-Page\.[0-9a-f]{8}\.js$/)]);
    // The later part is its own chunk, loaded after the page's; the shared package is the shell's to give.
    expect(page.assets.js.async).toHaveLength(2);
    expect(page.assets.js.async).not.toContain(page.assets.js.sync[0]);
    const later = page.assets.js.async.map((file) => readFileSync(path.join(fixture, 'dist', file), 'utf8'));
    expect(later.some((text) => text.includes('"later"'))).toBe(true);
    expect(later.some((text) => text.includes('"shared"'))).toBe(true);
    const modal = manifest.exposes.find((expose) => expose.path === './Modal')!;
    expect(modal.requires).toEqual([]);
    expect(modal.assets.js.sync).toHaveLength(1);
  });
});
