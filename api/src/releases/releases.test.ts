import { REMOTE_MODULES } from '@casino/contract';
import { sql } from 'kysely';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fakeBuild, releaseFolders } from '../../test/release-builds';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';
import { missingReleaseFolders } from './missing-release-folders';
import { ReleaseService, type SmokeTarget } from './release-service';

let t: TestApp;
let folders: ReturnType<typeof releaseFolders>;
let service: ReleaseService;
let master: Record<string, string>;
const smokeCalls: SmokeTarget[] = [];
/** What the fake smoke check answers next (the real one is proven in e2e: release.spec.ts). */
let smokeProblems: string[] = [];
const fakeChecker = async (target: SmokeTarget) => {
  smokeCalls.push(target);
  return smokeProblems;
};

beforeAll(async () => {
  folders = releaseFolders();
  t = await startTestApp({ config: { shellDist: folders.shellDist, releasesDir: folders.releasesDir } });
  service = new ReleaseService({ db: t.db, releasesDir: folders.releasesDir, shellDist: folders.shellDist });
  master = { ...EN, ...bearer(await loginAs(t.app, 'master1')) };
});
afterAll(async () => {
  await t.close();
  rmSync(folders.root, { recursive: true, force: true });
});
beforeEach(() => {
  smokeProblems = [];
  smokeCalls.length = 0;
});

const author = { actor: 'cli:tester', reason: 'test' };
const publish = (remote: 'games' | 'wallet', version: string, build: Parameters<typeof fakeBuild>[2] = {}) =>
  service.publish({ remote, version, commit: 'abc123', distDir: fakeBuild(folders.root, remote, build) }, author);
/** `pnpm release check` as the command line runs it (with the fake browser): passed, or the refusal. */
const smokeCheck = (remote: 'games' | 'wallet', version: string) => service.smokeCheck(remote, version, fakeChecker, { site: 'http://casino.test', checkedBy: 'cli:tester' });
const post = (url: string, payload: object, headers = master) => t.app.inject({ method: 'POST', url: `/api/v1/release/${url}`, payload, headers });
const registry = async () => (await t.app.inject({ method: 'GET', url: '/remotes.json' })).json().remotes;

describe('publishing', () => {
  it('stores the build under its own version folder, with its stamp, without the build-only files, and records it', async () => {
    const published = await publish('games', '1.0.0', { marker: 'one' });
    expect(published).toEqual({ remote: 'games', version: '1.0.0', manifest: '/remotes/games/1.0.0/mf-manifest.json', created: true });
    const folder = path.join(folders.releasesDir, 'games', '1.0.0');
    expect(readFileSync(path.join(folder, 'remoteEntry.js'), 'utf8')).toContain('one');
    expect(existsSync(path.join(folder, 'static', '1.abcdef12.js'))).toBe(true);
    expect(existsSync(path.join(folder, 'mf-stats.json'))).toBe(false);
    expect(JSON.parse(readFileSync(path.join(folder, 'release.json'), 'utf8'))).toMatchObject({ remote: 'games', version: '1.0.0', commit: 'abc123', contractVersion: '0.1.0' });
    const changes = await t.db.selectFrom('remote_registry_changes').selectAll().where('remote', '=', 'games').execute();
    expect(changes).toEqual([expect.objectContaining({ action: 'publish', to_version: '1.0.0', actor: 'cli:tester' })]);
  });

  it('is idempotent for the same build, and refuses other content under a published version, changing nothing', async () => {
    expect((await publish('games', '1.0.0', { marker: 'one' })).created).toBe(false);
    await expect(publish('games', '1.0.0', { marker: 'other' })).rejects.toMatchObject({ status: 409, messageKey: 'release.version_taken' });
    expect(readFileSync(path.join(folders.releasesDir, 'games', '1.0.0', 'remoteEntry.js'), 'utf8')).toContain('one');
    expect(await t.db.selectFrom('remote_registry_changes').select('id').where('remote', '=', 'games').execute()).toHaveLength(1);
  });

  it.each([
    ['another react major', { shared: { react: { requiredVersion: '^17.0.2', version: '17.0.2' } } }, 'shared react: requires ^17.0.2, the shell provides react 19.3.1'],
    ['a second copy of antd', { shared: { 'antd/es/button': { singleton: false } } }, 'shared antd/es/button: must be a singleton'],
    ['a missing page the shell maps', { exposes: ['./HomePage', './GameTypePage'] }, 'exposes: ./GameBrandPage is missing'],
    ['another contract major', { contractVersion: '1.0.0' }, '@casino/contract: built against 1.0.0, the site runs 0.1.0'],
    ['no contract version', { contractVersion: null }, '@casino/contract: build.json does not say'],
    ['its own react, not shared at all', { unshared: ['react'] }, 'not shared react: the remote depends on it but does not share it'],
  ])('refuses a build with %s, saying which rule it broke, and stores nothing', async (_name, build, reason) => {
    const error = await publish('games', '9.9.9', build).then(
      () => null,
      (e: unknown) => e as { status: number; params: { problems: string } },
    );
    expect(error?.status).toBe(409);
    expect(error?.params.problems).toContain(reason);
    expect(existsSync(path.join(folders.releasesDir, 'games', '9.9.9'))).toBe(false);
    expect(await t.db.selectFrom('remote_releases').select('version').where('version', '=', '9.9.9').execute()).toEqual([]);
  });
});

describe('promote, canary, rollback (master routes)', () => {
  beforeAll(async () => {
    await publish('games', '2.0.0', { marker: 'two' });
    await publish('games', '3.0.0', { marker: 'three' });
  });

  it('promotes after a passed smoke check of every exposed module, audited with who and why, and serves it at once', async () => {
    await smokeCheck('games', '1.0.0');
    expect(smokeCalls).toEqual([{ remote: 'games', version: '1.0.0', manifest: '/remotes/games/1.0.0/mf-manifest.json', modules: [...REMOTE_MODULES.games] }]);
    const res = await post('promote', { remote: 'games', version: '1.0.0', reason: 'first release' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.change).toMatchObject({ action: 'promote', from_version: null, to_version: '1.0.0', actor: 'master1', reason: 'first release' });
    expect((await registry()).games).toEqual({ manifest: '/remotes/games/1.0.0/mf-manifest.json', version: '1.0.0', report: expect.any(String) });
  });

  it('refuses a version never checked, or whose last check failed, naming the module, and changes nothing', async () => {
    const unchecked = await post('promote', { remote: 'games', version: '2.0.0' });
    expect(unchecked.statusCode).toBe(409);
    expect(unchecked.json().message).toBe(
      'games 2.0.0 has not passed a smoke check against the deployed shell in the last 24 hours: run `pnpm release check games 2.0.0` first',
    );
    expect((await post('canary', { remote: 'games', version: '2.0.0', percent: 10 })).statusCode).toBe(409);
    smokeProblems = ['./HomePage (member member1): Error: boom'];
    await expect(smokeCheck('games', '2.0.0')).rejects.toMatchObject({ status: 409, messageKey: 'release.smoke_failed' });
    const res = await post('promote', { remote: 'games', version: '2.0.0' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The smoke check refused games 2.0.0: ./HomePage (member member1): Error: boom');
    expect((await registry()).games.version).toBe('1.0.0');
    expect(await t.db.selectFrom('remote_registry_changes').select('id').where('action', '=', 'promote').execute()).toHaveLength(1);
    smokeProblems = [];
    await smokeCheck('games', '2.0.0');
    await smokeCheck('games', '3.0.0');
  });

  it('takes a check only against the shell it ran with, and for a day', async () => {
    const needsCheck = async () => (await post('canary', { remote: 'games', version: '3.0.0', percent: 10 })).json().message as string;
    await t.db.updateTable('remote_smoke_checks').set({ shell_build: 'shell-build-0' }).where('version', '=', '3.0.0').execute();
    expect(await needsCheck()).toMatch(/^games 3\.0\.0 has not passed a smoke check/);
    await smokeCheck('games', '3.0.0');
    await sql`UPDATE remote_smoke_checks SET checked_at = now() - interval '25 hours' WHERE version = '3.0.0'`.execute(t.db);
    expect(await needsCheck()).toMatch(/^games 3\.0\.0 has not passed a smoke check/);
    await smokeCheck('games', '3.0.0');
  });

  it('is for the master level only, and refuses what was never published', async () => {
    const agency = { ...EN, ...bearer(await loginAs(t.app, 'agency1')) };
    const member = { ...EN, ...bearer(await loginAs(t.app, 'member1')) };
    expect((await post('promote', { remote: 'games', version: '2.0.0' }, agency)).statusCode).toBe(403);
    expect((await post('rollback', { remote: 'games' }, member)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/release/list' })).statusCode).toBe(401);
    const missing = await post('promote', { remote: 'games', version: '7.7.7' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('games 7.7.7 has not been published');
    expect((await post('promote', { remote: 'games', version: '../1' })).statusCode).toBe(400);
    expect((await post('canary', { remote: 'games', version: '2.0.0', percent: 101 })).statusCode).toBe(400);
    await expect(smokeCheck('games', '7.7.7')).rejects.toMatchObject({ status: 404 });
    expect(smokeCalls).toEqual([]);
  });

  it('sends a stable share to a canary: the same people before and after the share is raised, nobody after 0 %', async () => {
    expect((await post('canary', { remote: 'games', version: '2.0.0', percent: 30 })).statusCode).toBe(200);
    const accounts = ['member1', 'member2', 'member3', 'member4', 'member5', 'member6', 'agency1', 'agency2', 'master1'];
    const tokens = await Promise.all(accounts.map((name) => loginAs(t.app, name)));
    const versionFor = async (token: string) => (await t.app.inject({ method: 'GET', url: '/remotes.json', headers: bearer(token) })).json().remotes.games.version as string;
    const at30 = await Promise.all(tokens.map(versionFor));
    expect(at30.every((v) => v === '1.0.0' || v === '2.0.0')).toBe(true);
    expect(await Promise.all(tokens.map(versionFor))).toEqual(at30);
    await post('canary', { remote: 'games', version: '2.0.0', percent: 80 });
    const at80 = await Promise.all(tokens.map(versionFor));
    at30.forEach((version, i) => version === '2.0.0' && expect(at80[i]).toBe('2.0.0'));
    expect(at80.filter((v) => v === '2.0.0').length).toBeGreaterThanOrEqual(at30.filter((v) => v === '2.0.0').length);
    await post('canary', { remote: 'games', version: '2.0.0', percent: 0 });
    expect(new Set(await Promise.all(tokens.map(versionFor)))).toEqual(new Set(['1.0.0']));
  });

  it('rolls back a live canary first, then step by step to what was promoted before, until there is nothing before', async () => {
    await post('promote', { remote: 'games', version: '2.0.0' });
    await post('promote', { remote: 'games', version: '3.0.0' });
    await post('canary', { remote: 'games', version: '1.0.0', percent: 50 });
    const canary = await post('rollback', { remote: 'games', reason: 'the canary fails' });
    expect(canary.json().data.remote).toMatchObject({ promoted: '3.0.0', previous: '2.0.0', canary: null });
    expect(canary.json().data.change).toMatchObject({ action: 'rollback', from_version: '1.0.0', to_version: '3.0.0', percent: 0, reason: 'the canary fails' });
    const first = await post('rollback', { remote: 'games', reason: 'errors in 3.0.0' });
    expect(first.json().data.remote).toMatchObject({ promoted: '2.0.0', previous: '1.0.0', canary: null });
    expect(first.json().data.change).toMatchObject({ action: 'rollback', from_version: '3.0.0', to_version: '2.0.0', reason: 'errors in 3.0.0' });
    expect((await post('rollback', { remote: 'games' })).json().data.remote).toMatchObject({ promoted: '1.0.0', previous: null });
    const none = await post('rollback', { remote: 'games' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('games has no earlier promoted version to roll back to');
  });

  it('keeps each change atomic: racing promotions leave the registry at the last one recorded, each with its row', async () => {
    const before = await t.db.selectFrom('remote_registry_changes').select('id').execute();
    const results = await Promise.all(['2.0.0', '3.0.0', '2.0.0', '3.0.0'].map((version) => post('promote', { remote: 'games', version })));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const after = await t.db.selectFrom('remote_registry_changes').selectAll().orderBy('id').execute();
    expect(after.length - before.length).toBe(ok.length);
    const channel = await t.db.selectFrom('remote_channels').selectAll().where('remote', '=', 'games').executeTakeFirstOrThrow();
    expect(channel.promoted).toBe(after.at(-1)!.to_version);
    // Each change starts from where the one before it left the registry.
    const promotions = after.filter((c) => c.action === 'promote' && c.id > before.at(-1)!.id);
    for (let i = 1; i < promotions.length; i += 1) expect(promotions[i]!.from_version).toBe(promotions[i - 1]!.to_version);
  });

  it('lists every remote and shows the history, newest first', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/release/list', headers: master })).json().data.items;
    expect(list.find((r: { remote: string }) => r.remote === 'games').releases.map((r: { version: string }) => r.version)).toEqual(['3.0.0', '2.0.0', '1.0.0']);
    const history = (await t.app.inject({ method: 'GET', url: '/api/v1/release/history/games', headers: master })).json().data;
    expect(history.changes[0].id).toBeGreaterThan(history.changes.at(-1).id);
    expect(history.changes.at(-1)).toMatchObject({ action: 'publish', to_version: '1.0.0' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/release/history/nothing', headers: master })).statusCode).toBe(404);
  });
});

describe('edges of the release commands (wallet)', () => {
  it('refuses a version or base URL that cannot be a folder or an address, before anything is written', async () => {
    for (const [version, baseUrl] of [
      ['../escape', undefined],
      ['1.0 beta', undefined],
      ['1.0.0+build', undefined],
      ['1.0.0', 'cdn.example.com/remotes'],
      ['1.0.0', 'javascript:alert(1)'],
    ] as const) {
      const attempt = service.publish({ remote: 'wallet', version, commit: '', distDir: fakeBuild(folders.root, 'wallet'), baseUrl }, author);
      await expect(attempt).rejects.toMatchObject({ status: 400, messageKey: 'release.invalid' });
    }
    expect(existsSync(path.join(folders.releasesDir, 'wallet'))).toBe(false);
    expect(existsSync(path.join(folders.root, 'escape'))).toBe(false);
  });

  it('records an absolute manifest URL for a version served from a CDN', async () => {
    const published = await service.publish({ remote: 'wallet', version: '1.0.0', commit: '', distDir: fakeBuild(folders.root, 'wallet', { marker: 'w1' }), baseUrl: 'https://cdn.example/remotes/' }, author);
    expect(published.manifest).toBe('https://cdn.example/remotes/wallet/1.0.0/mf-manifest.json');
    await publish('wallet', '2.0.0', { marker: 'w2' });
    await publish('wallet', '3.0.0', { marker: 'w3' });
  });

  it('ends only the canary it names, and says so when there is none', async () => {
    for (const version of ['1.0.0', '2.0.0', '3.0.0']) await smokeCheck('wallet', version);
    expect((await post('promote', { remote: 'wallet', version: '1.0.0' })).statusCode).toBe(200);
    expect((await post('canary', { remote: 'wallet', version: '2.0.0', percent: 0 })).json().message).toBe('wallet has no canary of 2.0.0 to end');
    await post('canary', { remote: 'wallet', version: '2.0.0', percent: 20 });
    const other = await post('canary', { remote: 'wallet', version: '3.0.0', percent: 0 });
    expect(other.statusCode).toBe(409);
    expect((await post('canary', { remote: 'wallet', version: '2.0.0', percent: 0 })).json().data.remote.canary).toBeNull();
  });

  it('keeps the rollback chain when a promotion of the promoted version ended a canary', async () => {
    // Promoted 1.0.0 above; then 2.0.0, a canary of 3.0.0 ended by promoting 2.0.0 again, then 3.0.0.
    await post('promote', { remote: 'wallet', version: '2.0.0' });
    await post('canary', { remote: 'wallet', version: '3.0.0', percent: 10 });
    await post('promote', { remote: 'wallet', version: '2.0.0' });
    await post('promote', { remote: 'wallet', version: '3.0.0' });
    expect((await post('rollback', { remote: 'wallet' })).json().data.remote).toMatchObject({ promoted: '2.0.0', previous: '1.0.0' });
    expect((await post('rollback', { remote: 'wallet' })).json().data.remote).toMatchObject({ promoted: '1.0.0', previous: null });
  });

  it('refuses, as a conflict and not a server error, a version whose files are gone or whose smoke check cannot run', async () => {
    rmSync(path.join(folders.releasesDir, 'wallet', '3.0.0'), { recursive: true });
    const gone = await post('promote', { remote: 'wallet', version: '3.0.0' });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toMatch(/^The files of wallet 3\.0\.0 are not in this server's releases folder/);
    await expect(service.smokeCheck('wallet', '2.0.0', () => Promise.reject(new Error('browser crashed')), { site: 'http://casino.test', checkedBy: 'cli:tester' })).rejects.toMatchObject({
      status: 409,
      messageKey: 'release.smoke_failed',
      params: { problems: 'it could not run (browser crashed)' },
    });
    expect((await post('canary', { remote: 'wallet', version: '2.0.0', percent: 10 })).json().message).toBe('The smoke check refused wallet 2.0.0: it could not run (browser crashed)');
  });

  it('refuses a build made for Module Federation\'s own runtime, saying to build it again, and one whose entry is not where the shell loads it', async () => {
    const old = await service.publish({ remote: 'wallet', version: '4.0.0', commit: '', distDir: fakeBuild(folders.root, 'wallet', { runtime: null }) }, author).catch((error: unknown) => error);
    expect(old).toMatchObject({ status: 400, messageKey: 'release.invalid' });
    expect((old as { params: { problem: string } }).params.problem).toMatch(/built for Module Federation's own runtime, which the shell no longer runs: build it again/);
    expect(existsSync(path.join(folders.releasesDir, 'wallet', '4.0.0'))).toBe(false);
    const elsewhere = fakeBuild(folders.root, 'wallet');
    const manifest = JSON.parse(readFileSync(path.join(elsewhere, 'mf-manifest.json'), 'utf8')) as { metaData: { remoteEntry: { name: string } } };
    manifest.metaData.remoteEntry.name = 'entry.js';
    writeFileSync(path.join(elsewhere, 'mf-manifest.json'), JSON.stringify(manifest));
    const moved = await service.publish({ remote: 'wallet', version: '4.0.0', commit: '', distDir: elsewhere }, author).catch((error: unknown) => error);
    expect((moved as { params: { problem: string } }).params.problem).toMatch(/does not name remoteEntry\.js beside it as the remote's entry/);
  });

  it('refuses a truncated manifest or an unreadable shell in one line, as a refusal and not a stack trace', async () => {
    const dir = fakeBuild(folders.root, 'wallet', { marker: 'cut' });
    writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":"wallet","meta');
    const cut = await service.publish({ remote: 'wallet', version: '4.0.0', commit: '', distDir: dir }, author).catch((error: unknown) => error);
    expect(cut).toMatchObject({ status: 400, messageKey: 'release.invalid' });
    expect((cut as { params: { problem: string } }).params.problem).toMatch(/mf-manifest\.json: .*JSON/);
    const noShell = new ReleaseService({ db: t.db, releasesDir: folders.releasesDir, shellDist: path.join(folders.root, 'no-shell') });
    await expect(noShell.promote('wallet', '2.0.0', author)).rejects.toMatchObject({ status: 409, messageKey: 'release.shell_unreadable' });
  });
});

describe('a process whose releases folder lacks what the registry gives out', () => {
  it('is told which versions it would answer 404 for; versions on a CDN are not its to hold', async () => {
    const other = path.join(folders.root, 'another-releases-dir');
    const missing = await missingReleaseFolders(t.db, other);
    expect(missing).toEqual(expect.arrayContaining([{ remote: 'games', version: expect.any(String), as: 'promoted' }]));
    expect(missing.filter((m) => m.remote === 'wallet' && m.version === '1.0.0')).toEqual([]);
    expect(await missingReleaseFolders(t.db, folders.releasesDir)).toEqual([]);
  });
});
