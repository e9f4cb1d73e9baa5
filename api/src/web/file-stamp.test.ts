import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileStamp } from './file-stamp';

describe('FileStamp', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'file-stamp-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('is "none" for a missing file, and the file once it is there and the recheck time has passed', async () => {
    let clock = 0;
    const file = join(dir, 'build.js');
    const stamp = new FileStamp(file, 1000, () => clock);
    expect(await stamp.current()).toBe('none');
    await writeFile(file, 'one');
    clock = 999;
    expect(await stamp.current()).toBe('none');
    clock = 1000;
    expect(await stamp.current()).toMatch(/^[\d.]+:3$/);
  });

  it('sees a rewritten file after the recheck time, and not before', async () => {
    let clock = 0;
    const file = join(dir, 'build.js');
    await writeFile(file, 'one');
    const stamp = new FileStamp(file, 1000, () => clock);
    const first = await stamp.current();
    await writeFile(file, 'longer');
    clock = 500;
    expect(await stamp.current()).toBe(first);
    clock = 1500;
    expect(await stamp.current()).toMatch(/:6$/);
  });
});
