import { readdirSync, statSync } from 'node:fs';
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
