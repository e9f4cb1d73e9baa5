import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fakeBuild, releaseFolders } from '../../test/release-builds';
import { startTestApp, type TestApp } from '../../test/test-app';
import { publishLocalBuilds } from './local-builds';

/* `pnpm start --publish-builds`: each remote's local build published and promoted, beside a federated shell or a single bundle. */

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
