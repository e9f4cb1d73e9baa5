import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');
const remotes = readdirSync(repoRoot).filter((name) => name.startsWith('remote-'));

/** `'./Module' -> file under src/ without extension`, as exposes.ts declares it. */
function modulesIn(file: string, pattern: RegExp): Record<string, string> {
  return Object.fromEntries([...readFileSync(file, 'utf8').matchAll(pattern)].map(([, name, target]) => [name!, target!]));
}

test.each(remotes)("%s: the type-check of its exposed modules names the same files as exposes.ts (webpack's list)", (remote) => {
  const src = path.join(repoRoot, remote, 'src');
  const exposed = modulesIn(path.join(src, 'exposes.ts'), /'(\.\/\w+)': '\.\/src\/([^']+)\.tsx?'/g);
  const typeTest = readFileSync(path.join(src, 'exposes.type-test.ts'), 'utf8');
  const fileOf = Object.fromEntries([...typeTest.matchAll(/^import type (\w+) from '\.\/([^']+)';$/gm)].map(([, name, file]) => [name!, file!]));
  const checked = Object.fromEntries([...typeTest.matchAll(/'(\.\/\w+)': \{ default: typeof (\w+) \}/g)].map(([, module, name]) => [module!, fileOf[name!]]));
  expect(Object.keys(exposed).length).toBeGreaterThan(0);
  expect(checked).toEqual(exposed);
});
