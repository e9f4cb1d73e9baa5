import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fakeBuild, releaseFolders } from '../../test/release-builds';
import { startTestApp, type TestApp } from '../../test/test-app';
import { publishLocalBuilds } from './local-builds';
import { watchLocalBuilds } from './watch-local-builds';

/* `pnpm start --publish-builds`: each remote's local build published and promoted, beside a federated shell or a single bundle; `--watch-builds`: each build after it. */

let t: TestApp;
let folders: ReturnType<typeof releaseFolders>;

beforeAll(async () => {
  folders = releaseFolders();
  t = await startTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
  rmSync(folders.root, { recursive: true, force: true });
});

const versions = () => t.db.selectFrom('remote_channels').select(['remote', 'promoted']).execute();

it('publishes and promotes each remote build beside a federated shell', async () => {
  const remotesRoot = path.join(folders.root, 'repo');
  cpSync(fakeBuild(folders.root, 'games'), path.join(remotesRoot, 'remote-games', 'dist'), { recursive: true });
  const logs: string[] = [];
  await publishLocalBuilds({ db: t.db, remotesRoot, releasesDir: folders.releasesDir, shellDist: folders.shellDist, log: (line) => logs.push(line) });
  expect(logs).toEqual(['Remote games: 0.1.0 published and promoted']);
  expect(await versions()).toEqual([{ remote: 'games', promoted: '0.1.0' }]);
});

it('beside a single-bundle shell, publishes the remotes against the federated shell built beside it, and says so', async () => {
  const remotesRoot = path.join(folders.root, 'repo-single');
  cpSync(fakeBuild(folders.root, 'wallet'), path.join(remotesRoot, 'remote-wallet', 'dist'), { recursive: true });
  // As the repository has them: shell/dist (federated) and shell/dist-single.
  const shellRoot = path.join(folders.root, 'shell');
  cpSync(folders.shellDist, path.join(shellRoot, 'dist'), { recursive: true });
  const single = path.join(shellRoot, 'dist-single');
  mkdirSync(single);
  writeFileSync(path.join(single, 'index.html'), '<!doctype html>');
  const logs: string[] = [];
  await publishLocalBuilds({ db: t.db, remotesRoot, releasesDir: folders.releasesDir, shellDist: single, log: (line) => logs.push(line) });
  expect(logs).toEqual([
    `Shell: ${single} is a single bundle with its remotes built in; the registry lists the remotes' builds, checked against ${path.join(path.dirname(single), 'dist')}`,
    'Remote wallet: 0.1.0 published and promoted',
  ]);
  expect(await versions()).toContainEqual({ remote: 'wallet', promoted: '0.1.0' });
});

describe('watching the builds (`pnpm dev --server-render`)', () => {
  const promoted = async (remote: string) =>
    (await t.db.selectFrom('remote_channels').select('promoted').where('remote', '=', remote).executeTakeFirst())?.promoted ?? null;

  async function until<T>(read: () => Promise<T>, wanted: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const value = await read();
      if (wanted(value) || Date.now() > deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('publishes a build that appears and each rebuild after it, and stops looking when stopped', async () => {
    const remotesRoot = path.join(folders.root, 'repo-watched');
    const dist = path.join(remotesRoot, 'remote-support', 'dist');
    mkdirSync(remotesRoot);
    const logs: string[] = [];
    const watcher = watchLocalBuilds({ db: t.db, remotesRoot, releasesDir: folders.releasesDir, shellDist: folders.shellDist, log: (line) => logs.push(line), intervalMs: 20 });
    try {
      cpSync(fakeBuild(folders.root, 'support'), dist, { recursive: true });
      expect(await until(() => promoted('support'), (v) => v === '0.1.0')).toBe('0.1.0');

      // A rebuild of the same version: published under its digest and promoted.
      writeFileSync(path.join(dist, 'remoteEntry.js'), '/* support entry, edited */');
      const rebuilt = await until(() => promoted('support'), (v) => v !== '0.1.0');
      expect(rebuilt).toMatch(/^0\.1\.0-[0-9a-f]{8}$/);
      expect(logs).toEqual(['Remote support: 0.1.0 published and promoted', `Remote support: ${rebuilt} published and promoted`]);
    } finally {
      await watcher.stop();
    }

    writeFileSync(path.join(dist, 'remoteEntry.js'), '/* support entry, after the watch */');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(logs).toHaveLength(2);
  });

  it('publishes nothing while a build is still being written', async () => {
    const remotesRoot = path.join(folders.root, 'repo-busy');
    const dist = path.join(remotesRoot, 'remote-reports', 'dist');
    cpSync(fakeBuild(folders.root, 'reports'), dist, { recursive: true });
    const logs: string[] = [];
    const watcher = watchLocalBuilds({ db: t.db, remotesRoot, releasesDir: folders.releasesDir, shellDist: folders.shellDist, log: (line) => logs.push(line), intervalMs: 100 });
    try {
      // A file changes faster than the watch looks: the build has not settled.
      const writing = setInterval(() => writeFileSync(path.join(dist, 'remoteEntry.js'), `/* reports entry ${Date.now()} */`), 30);
      await new Promise((resolve) => setTimeout(resolve, 600));
      clearInterval(writing);
      expect(await promoted('reports')).toBeNull();
      expect(await until(() => promoted('reports'), (v) => v !== null)).toMatch(/^0\.1\.0/);
    } finally {
      await watcher.stop();
    }
  });
});
