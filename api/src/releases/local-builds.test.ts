import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fakeBuild, releaseFolders } from '../../test/release-builds';
import { startTestApp, type TestApp } from '../../test/test-app';
import { publishLocalBuilds } from './local-builds';

/* `pnpm start --publish-builds`: each remote's local build published and promoted; a single-bundle shell federates nothing. */

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

it('starts a single-bundle shell without publishing anything, and says why', async () => {
  const single = path.join(folders.root, 'dist-single');
  mkdirSync(single);
  writeFileSync(path.join(single, 'index.html'), '<!doctype html>');
  const logs: string[] = [];
  await publishLocalBuilds({ db: t.db, remotesRoot: folders.root, releasesDir: folders.releasesDir, shellDist: single, log: (line) => logs.push(line) });
  expect(logs).toEqual([`Remotes: none published, the shell at ${single} is a single bundle with its remotes built in`]);
  expect(await versions()).toEqual([]);
});

it('publishes and promotes each remote build beside a federated shell', async () => {
  const remotesRoot = path.join(folders.root, 'repo');
  cpSync(fakeBuild(folders.root, 'games'), path.join(remotesRoot, 'remote-games', 'dist'), { recursive: true });
  const logs: string[] = [];
  await publishLocalBuilds({ db: t.db, remotesRoot, releasesDir: folders.releasesDir, shellDist: folders.shellDist, log: (line) => logs.push(line) });
  expect(logs).toEqual(['Remote games: 0.1.0 published and promoted']);
  expect(await versions()).toEqual([{ remote: 'games', promoted: '0.1.0' }]);
});
