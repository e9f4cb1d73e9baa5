import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HostRenderEntry } from './host-render-module';

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'host-render-'));
  file = path.join(dir, 'render.cjs');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A build is a file naming itself; "loaded" as a module rendering that name (jest has its own module cache, Node's is not at hand). */
const build = (name: string) => writeFileSync(file, name);
const loadBuild = (at: string) => {
  const text = readFileSync(at, 'utf8');
  return text === 'no render' ? {} : { render: async () => text };
};
const renderedBy = (entry: HostRenderEntry) => entry.get().render({} as never) as unknown as Promise<string>;

describe("the shell's server entry", () => {
  it('is required again once the shell is rebuilt, looked at no more than once per recheck', async () => {
    let now = 0;
    const entry = new HostRenderEntry(file, 1000, () => now, loadBuild);
    build('first build');
    expect(await renderedBy(entry)).toBe('first build');
    build('the rebuilt shell, a longer file');
    now = 999;
    expect(await renderedBy(entry)).toBe('first build');
    now = 1000;
    expect(await renderedBy(entry)).toBe('the rebuilt shell, a longer file');
  });

  it('throws at the render that needs a build that is missing or exports no render, and takes one that appears', async () => {
    let now = 0;
    const entry = new HostRenderEntry(file, 1000, () => now, loadBuild);
    expect(() => entry.get()).toThrow(/ENOENT/);
    build('no render');
    expect(() => entry.get()).toThrow('exports no render function');
    now = 5;
    build('a build that appeared');
    expect(await renderedBy(entry)).toBe('a build that appeared');
  });
});
