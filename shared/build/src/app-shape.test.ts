import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Every app (the shell and each remote) is laid out the same way inside, so a developer moving
// between teams finds things where they were; a new remote is held to it the day it exists.
const repoRoot = path.resolve(__dirname, '../../..');
const apps = readdirSync(repoRoot).filter((name) => name === 'shell' || name.startsWith('remote-'));

const filesIn = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesIn(full).map((file) => path.join(name, file)) : [name];
  });

const remotes = apps.filter((app) => app !== 'shell');
/** `http.call(endpoint` in a file: which endpoint a wrapper calls. */
const calledEndpoints = (file: string) => [...readFileSync(file, 'utf8').matchAll(/http\.call\((\w+)/g)].map((match) => match[1]!);

describe.each(remotes)('%s', (remote) => {
  const src = path.join(repoRoot, remote, 'src');

  it('wraps the API in src/api/ only, each endpoint once', () => {
    const features = path.join(src, 'features');
    expect(readdirSync(features).filter((feature) => existsSync(path.join(features, feature, 'api')))).toEqual([]);
    const wrappers = readdirSync(path.join(src, 'api')).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    // Wrappers name the contract's endpoint, some under a local alias (`convertToCash as endpoint`).
    const imported = (file: string) => readFileSync(file, 'utf8').match(/import \{ (\w+)(?: as \w+)? \} from '@casino\/contract'/)?.[1];
    const endpoints = wrappers.flatMap((name) => {
      const file = path.join(src, 'api', name);
      return calledEndpoints(file).map((called) => (called === 'endpoint' ? imported(file) : called));
    });
    expect(endpoints.filter((endpoint, index) => endpoints.indexOf(endpoint) !== index)).toEqual([]);
    const outside = filesIn(src).filter((file) => !file.startsWith('api/') && !/\.test\.tsx?$/.test(file) && calledEndpoints(path.join(src, file)).length > 0);
    expect(outside).toEqual([]);
  });
});

describe.each(apps)('%s', (app) => {
  const i18n = path.join(repoRoot, app, 'src/i18n');

  it('keeps its words as i18n/ko/ and i18n/en/, the same files in each', () => {
    const korean = filesIn(path.join(i18n, 'ko')).sort();
    expect(korean.length).toBeGreaterThan(0);
    expect(filesIn(path.join(i18n, 'en')).sort()).toEqual(korean);
  });

  it('has no translation file outside them', () => {
    const strays = filesIn(i18n).filter((file) => !/^(ko|en)\//.test(file) && /(^|[/-])(ko|en)\.tsx?$/.test(file));
    expect(strays).toEqual([]);
  });
});
