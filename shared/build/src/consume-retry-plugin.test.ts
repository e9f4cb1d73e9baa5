import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import type webpack from 'webpack';
import { compileForTest } from './test-builds';

/**
 * A host that provides a shared package and uses it from a lazy chunk, compiled for real for the
 * browser with and without the plugin and run in a page of its own (below); the test loads the
 * lazy chunk while the shared package's file is gone, then again once it is back.
 */
let fixture: string;

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
  writeFileSync(path.join(fixture, file), text);
}

interface FakeScript {
  src: string;
  onload?: ((event: unknown) => void) | null;
  onerror?: ((event: unknown) => void) | null;
  setAttribute(): void;
  getAttribute(): null;
}

/**
 * Just enough of a page for webpack's browser runtime: a script added to the head runs the file
 * of its URL from `dir`, or fails as a lost download does when the file is not there.
 */
function runInPage(dir: string): Record<string, unknown> {
  const page: Record<string, unknown> = { console, setTimeout, clearTimeout };
  const context = vm.createContext(page);
  const head = {
    appendChild(script: FakeScript) {
      setTimeout(() => {
        const file = path.join(dir, script.src);
        if (!existsSync(file)) return script.onerror?.({ type: 'error', target: script });
        vm.runInContext(readFileSync(file, 'utf8'), context);
        return script.onload?.({ type: 'load', target: script });
      });
    },
  };
  page.self = page;
  page.document = { head, getElementsByTagName: () => [], createElement: (): FakeScript => ({ src: '', setAttribute() {}, getAttribute: () => null }) };
  vm.runInContext(readFileSync(path.join(dir, 'main.js'), 'utf8'), context);
  return page;
}

async function build(out: string, retry: boolean): Promise<{ load: () => Promise<{ default: string }>; sharedFile: string }> {
  const { default: webpack } = await import('webpack');
  const { ConsumeRetryPlugin } = await import('./consume-retry-plugin');
  const config: webpack.Configuration = {
    mode: 'production',
    target: 'web',
    context: fixture,
    entry: './index.js',
    // As the apps' builds do (create-config.ts): a module whose evaluation threw is not kept half-made.
    output: { path: path.join(fixture, out), publicPath: '/', library: { type: 'var', name: 'host' }, chunkFilename: '[name].js', strictModuleExceptionHandling: true },
    optimization: { minimize: false },
    plugins: [new webpack.container.ModuleFederationPlugin({ name: 'host', shared: { 'shared-lib': { singleton: true, requiredVersion: '^4.0.0' } } }), ...(retry ? [new ConsumeRetryPlugin()] : [])],
  };
  const stats = (await compileForTest(config)).toJson({ all: false, chunks: true, chunkModules: true });
  const shared = stats.chunks?.find((chunk) => chunk.modules?.some((module) => module.name?.includes('node_modules/shared-lib/index.js')));
  if (!shared?.files?.[0]) throw new Error('the shared package has no chunk of its own');
  const { load } = runInPage(path.join(fixture, out)).host as { load: () => Promise<{ default: string }> };
  return { load, sharedFile: path.join(fixture, out, shared.files[0]) };
}

/** Loads the lazy chunk with the shared package's file gone, then with it back. */
async function loadAcrossAnOutage({ load, sharedFile }: Awaited<ReturnType<typeof build>>): Promise<{ during: unknown; after: unknown }> {
  renameSync(sharedFile, `${sharedFile}.away`);
  const during = await load().then((module) => module.default, (error: unknown) => error);
  renameSync(`${sharedFile}.away`, sharedFile);
  const after = await load().then((module) => module.default, (error: unknown) => error);
  return { during, after };
}

beforeAll(() => {
  jest.useRealTimers();
  fixture = mkdtempSync(path.join(tmpdir(), 'consume-retry-'));
  write('node_modules/shared-lib/package.json', JSON.stringify({ name: 'shared-lib', version: '4.5.6', main: 'index.js' }));
  write('node_modules/shared-lib/index.js', 'export const shared = "shared";');
  write('page.js', `import { shared } from 'shared-lib';\nexport default 'page with ' + shared;`);
  write('index.js', `export const load = () => import('./page.js');`);
});

afterAll(() => rmSync(fixture, { recursive: true, force: true }));

describe('ConsumeRetryPlugin', () => {
  it("makes a shared module whose file failed to load load at the next try", async () => {
    const { during, after } = await loadAcrossAnOutage(await build('with-plugin', true));
    expect(String(during)).toMatch(/Loading chunk \d+ failed/);
    expect(after).toBe('page with shared');
    expect(readFileSync(path.join(fixture, 'with-plugin', 'main.js'), 'utf8')).toContain('delete startedInstallModules[id];');
  }, 60_000);

  it('is needed: without it the next try throws the first failure again', async () => {
    const { during, after } = await loadAcrossAnOutage(await build('without-plugin', false));
    expect(String(during)).toMatch(/Loading chunk \d+ failed/);
    expect(after).toBe(during);
  }, 60_000);
});
