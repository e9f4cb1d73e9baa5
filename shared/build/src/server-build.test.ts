import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type * as ServerConfig from './server-config';
import { compileForTest } from './test-builds';

/**
 * A remote's server build, compiled for real from a few files: its container, the CSS each
 * exposed module reaches, the shared modules taken from the share scope.
 */
const gamesDir = path.resolve(__dirname, '../../../remote-games');
let fixture: string;
let remoteServerConfig: typeof ServerConfig.remoteServerConfig;

const FILES: Record<string, string> = {
  'a.js': `import './a.css';\nimport { shared } from './shared.js';\nexport const name = 'A ' + shared;`,
  'b.js': `import './shared.js';\nimport './b.css';\nimport { version } from 'react';\nexport const react = version;`,
  'c.js': `export const later = () => import('./d.js');`,
  'd.js': `import './d.css';`,
  'shared.js': `import './shared.css';\nexport const shared = 'shared';`,
  'a.css': '.a{color:red}',
  'b.css': '/* Written for its reader. */\n.b {\n  color: blue;\n}\n',
  'd.css': '.d{color:green}',
  'shared.css': '.shared{margin:0}',
};

beforeAll(async () => {
  // webpack reads the real Date as it loads; the held clock of the shared jest setup breaks it.
  jest.useRealTimers();
  ({ remoteServerConfig } = await import('./server-config'));
  fixture = mkdtempSync(path.join(tmpdir(), 'server-build-'));
  for (const [file, text] of Object.entries(FILES)) writeFileSync(path.join(fixture, file), text);
}, 30_000);

afterAll(() => {
  rmSync(fixture, { recursive: true, force: true });
  delete (globalThis as Record<string, unknown>).__casinoServerShareScope;
});

test('remote.cjs: get(module) like a federation container, styles(module) the CSS that module imports, shared modules from the share scope', async () => {
  const source = (file: string) => path.relative(gamesDir, path.join(fixture, file));
  const config = remoteServerConfig({ dir: gamesDir, name: 'games', exposes: { './A': source('a.js'), './B': source('b.js'), './C': source('c.js') }, serverExposes: ['./A', './B', './C'] }, 'test-build');
  config.output!.path = path.join(fixture, 'out');
  await compileForTest(config);

  const asked: string[] = [];
  (globalThis as Record<string, unknown>).__casinoServerShareScope = {
    get: (request: string) => {
      asked.push(request);
      return { version: 'the host`s react' };
    },
  };
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the built CommonJS file, as the render process requires it
  const container = require(path.join(fixture, 'out', 'remote.cjs')) as { get(name: string): Promise<() => Record<string, unknown>>; styles(name: string): string[] };

  expect((await container.get('./A'))()).toMatchObject({ name: 'A shared' });
  expect((await container.get('./B'))()).toMatchObject({ react: 'the host`s react' });
  expect(asked).toEqual(['react']);
  expect(container.styles('./A')).toEqual(['.a{color:red}', '.shared{margin:0}']);
  // The shared module's CSS belongs to B too, though A evaluated it first.
  // Minified, as the browser build's CSS is.
  expect(container.styles('./B')).toEqual(['.shared{margin:0}', '.b{color:#00f}']);
  // What a module imports later is that import's own, not the page's.
  expect(container.styles('./C')).toEqual([]);
  await expect(container.get('./D')).rejects.toThrow('./D is not rendered on the server by this remote');
}, 30_000);
