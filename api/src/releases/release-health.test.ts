import { rmSync } from 'node:fs';
import { fakeBuild, releaseFolders } from '../../test/release-builds';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';
import { CANARY_GUARD_ACTOR } from './canary-guard';
import { addressOf, REPORTS_PER_IP_PER_HOUR, REPORTS_PER_VISITOR_PER_HOUR } from './load-reports';
import { ReleaseService } from './release-service';
import { issueReportToken, readReportToken, REPORT_TOKEN_HOURS } from './report-tokens';

/*
 * Health reports (issue 27): only a page the registry served a version may report on it, as the
 * visitor it was served to; render errors count beside loads; a canary halts itself on what its
 * signed-in visitors report, never on guests' figures alone.
 */

let t: TestApp;
let folders: ReturnType<typeof releaseFolders>;
let service: ReleaseService;
let master: Record<string, string>;

const author = { actor: 'cli:tester' };
const passingCheck = async () => [];

beforeAll(async () => {
  folders = releaseFolders();
  t = await startTestApp({ config: { shellDist: folders.shellDist, releasesDir: folders.releasesDir } });
  service = new ReleaseService({ db: t.db, releasesDir: folders.releasesDir, shellDist: folders.shellDist });
  master = { ...EN, ...bearer(await loginAs(t.app, 'master1')) };
  for (const version of ['1.0.0', '2.0.0', '3.0.0']) {
    await service.publish({ remote: 'games', version, commit: '', distDir: fakeBuild(folders.root, 'games', { marker: version }) }, author);
    await service.smokeCheck('games', version, passingCheck, { site: 'http://casino.test', checkedBy: 'cli:tester' });
  }
  await service.promote('games', '1.0.0', author);
});
afterAll(async () => {
  await t.close();
  rmSync(folders.root, { recursive: true, force: true });
});

/** A page as a browser gets it: the registry's games entry, and the headers its reports carry (the cohort cookie a guest was given, or the session). */
async function pageFor(session?: string): Promise<{ version: string; token: string; headers: Record<string, string> }> {
  const res = await t.app.inject({ method: 'GET', url: '/remotes.json', headers: session ? bearer(session) : {} });
  const games = res.json().remotes.games as { version: string; report: string };
  const cohort = res.cookies.find((c) => c.name === 'cohort');
  return { version: games.version, token: games.report, headers: { ...EN, ...(session ? bearer(session) : {}), ...(cohort ? { cookie: `cohort=${cohort.value}` } : {}) } };
}

const report = (page: { headers: Record<string, string> }, payload: object, remoteAddress = '10.9.9.9') =>
  t.app.inject({ method: 'POST', url: '/api/v1/release/health', payload, headers: page.headers, remoteAddress });
const healthOf = async (version: string) =>
  ((await t.app.inject({ method: 'GET', url: '/api/v1/release/history/games', headers: master })).json().data.health as Array<{ version: string }>).find((h) => h.version === version);

describe('reports from the pages the registry served', () => {
  it('count loads, failed loads and render errors per version, with the distinct visitors behind them', async () => {
    const guest = await pageFor();
    const member = await pageFor(await loginAs(t.app, 'member1'));
    const base = { remote: 'games', version: '1.0.0' };
    for (const [page, outcome] of [
      [guest, { outcome: 'loaded' }],
      [member, { outcome: 'loaded' }],
      [member, { outcome: 'render_error', module: './HomePage', error: 'TypeError: x is undefined' }],
      [guest, { outcome: 'failed', error: 'ChunkLoadError: Loading chunk 7 failed' }],
    ] as const) {
      const res = await report(page, { ...base, ...outcome, token: page.token });
      expect(res.json()).toEqual({ data: { recorded: true } });
    }
    expect(await healthOf('1.0.0')).toMatchObject({
      loads: 2,
      failures: 1,
      render_errors: 1,
      visitors: 2,
      signed_in_visitors: 1,
      failing_visitors: 2,
      failing_signed_in_visitors: 1,
      failure_rate: 1,
      last_error: 'ChunkLoadError: Loading chunk 7 failed',
    });
    await report(member, { ...base, outcome: 'render_error', module: './GameTypePage', error: 'Error: late', token: member.token });
    expect(await healthOf('1.0.0')).toMatchObject({ render_errors: 2, visitors: 2, last_error: './GameTypePage: Error: late' });
  });

  it('a forged report changes nothing: no token, a made-up one, another version, another visitor or an altered one', async () => {
    const before = await healthOf('1.0.0');
    const guest = await pageFor();
    const other = await pageFor();
    const [memberA, memberB] = [await pageFor(await loginAs(t.app, 'member2')), await pageFor(await loginAs(t.app, 'member3'))];
    const failure = { remote: 'games', version: '1.0.0', outcome: 'failed', error: 'forged' };
    expect((await report(guest, failure)).statusCode).toBe(400);
    const [body, signature] = guest.token.split('.');
    const altered = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), i: 'account:1' })).toString('base64url')}.${signature}`;
    for (const [page, token] of [
      [guest, 'made.up'],
      [guest, `${guest.token}x`],
      [guest, altered],
      [other, guest.token],
      [{ headers: EN }, guest.token],
      [memberB, memberA.token],
    ] as const) {
      const res = await report(page, { ...failure, token });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('This report was not issued to this page: only a page the site served games 1.0.0 may report on it');
    }
    expect((await report(guest, { ...failure, version: '2.0.0', token: guest.token })).statusCode).toBe(403);
    expect(await healthOf('1.0.0')).toEqual(before);
  });

  it('a token is signed for its version and visitor and lasts a bounded time', () => {
    const key = Buffer.alloc(32, 7);
    const grant = { remote: 'games', version: '1.0.0', visitor: 'account:5' };
    const token = issueReportToken(key, grant, 0);
    expect(readReportToken(key, token, 1000)).toEqual(grant);
    expect(readReportToken(key, token, REPORT_TOKEN_HOURS * 3600_000)).toBeNull();
    expect(readReportToken(Buffer.alloc(32, 8), token, 1000)).toBeNull();
    expect(readReportToken(key, 'x.y.z', 1000)).toBeNull();
  });

  it('a page whose visitor signed in after it loaded reports as that account', async () => {
    const page = await pageFor();
    const session = await loginAs(t.app, 'member4');
    const res = await report({ headers: { ...page.headers, ...bearer(session) } }, { remote: 'games', version: '1.0.0', outcome: 'loaded', token: page.token });
    expect(res.json()).toEqual({ data: { recorded: true } });
    const row = await t.db.selectFrom('remote_load_reports').select(['visitor', 'signed_in']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toEqual({ visitor: expect.stringMatching(/^account:\d+$/), signed_in: true });
  });

  it('limits each visitor, and each address, within an hour', async () => {
    const page = await pageFor();
    const visitor = readReportToken(await keyOf(), page.token)!.visitor;
    await t.db
      .insertInto('remote_load_reports')
      .values(Array.from({ length: REPORTS_PER_VISITOR_PER_HOUR }, () => ({ remote: 'games', version: '1.0.0', failed: false, ip: '10.5.5.5', visitor, signed_in: false })))
      .execute();
    const refused = await report(page, { remote: 'games', version: '1.0.0', outcome: 'loaded', token: page.token }, '10.5.5.6');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many reports from this visitor; try again later');
    const other = await pageFor();
    expect((await report(other, { remote: 'games', version: '1.0.0', outcome: 'loaded', token: other.token }, '10.5.5.6')).statusCode).toBe(200);
    await t.db
      .insertInto('remote_load_reports')
      .values(Array.from({ length: REPORTS_PER_IP_PER_HOUR }, (_, i) => ({ remote: 'games', version: '1.0.0', failed: false, ip: '10.8.8.8', visitor: `device:${i}`, signed_in: false })))
      .execute();
    const busy = await report(other, { remote: 'games', version: '1.0.0', outcome: 'loaded', token: other.token }, '10.8.8.8');
    expect(busy.statusCode).toBe(429);
    expect(busy.headers['retry-after']).toBe('3600');
  });

  it('counts an IPv4 address, or an IPv6 /64, as one address', () => {
    expect(addressOf('10.1.2.3')).toBe('10.1.2.3');
    expect(addressOf('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(addressOf('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressOf('2001:db8:1:2::7')).toBe('2001:db8:1:2::/64');
    expect(addressOf('2001:db8::7')).toBe('2001:db8:0:0::/64');
  });

  it('keeps no control characters of an error (the history reaches a terminal)', async () => {
    const page = await pageFor();
    await report(page, { remote: 'games', version: '1.0.0', outcome: 'failed', error: 'Bad\u001b[31m red\nline', token: page.token }, '10.7.7.7');
    const row = await t.db.selectFrom('remote_load_reports').select('error').where('ip', '=', '10.7.7.7').executeTakeFirstOrThrow();
    expect(row.error).toBe('Bad [31m red line');
  });
});

describe('a canary that halts itself', () => {
  const canary = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/release/canary', payload: { remote: 'games', version: '2.0.0', percent: 100, ...payload }, headers: master });
  const channel = () => t.db.selectFrom('remote_channels').select(['canary', 'promoted']).where('remote', '=', 'games').executeTakeFirstOrThrow();
  const renderError = { remote: 'games', version: '2.0.0', outcome: 'render_error', module: './HomePage', error: 'Error: boom' };

  it('is never halted by guests, however many fail', async () => {
    expect((await canary({ halt_at_percent: 50, min_visitors: 2 })).json().data.remote.canary).toEqual({ version: '2.0.0', percent: 100, halt_at_percent: 50, min_visitors: 2 });
    for (let i = 0; i < 5; i += 1) {
      const guest = await pageFor();
      expect(guest.version).toBe('2.0.0');
      expect((await report(guest, { ...renderError, token: guest.token }, `10.6.0.${i}`)).statusCode).toBe(200);
    }
    expect(await channel()).toEqual({ canary: '2.0.0', promoted: '1.0.0' });
  });

  it('waits for its minimum of signed-in visitors, then halts at its threshold with the reason in the history', async () => {
    const first = await pageFor(await loginAs(t.app, 'member5'));
    await report(first, { ...renderError, token: first.token });
    await report(first, { ...renderError, module: './GameTypePage', token: first.token });
    expect((await channel()).canary).toBe('2.0.0');
    const second = await pageFor(await loginAs(t.app, 'member6'));
    await report(second, { remote: 'games', version: '2.0.0', outcome: 'loaded', token: second.token });
    // 1 of 2 signed-in visitors failed: 50 %, the threshold.
    expect(await channel()).toEqual({ canary: null, promoted: '1.0.0' });
    const history = (await t.app.inject({ method: 'GET', url: '/api/v1/release/history/games', headers: master })).json().data;
    expect(history.changes[0]).toMatchObject({
      action: 'rollback',
      from_version: '2.0.0',
      to_version: '1.0.0',
      actor: CANARY_GUARD_ACTOR,
      reason: 'halted by itself: 1 of 2 signed-in visitors met a failed load or a render error (50 %), at or past its threshold of 50 % over at least 2',
    });
    expect((await pageFor()).version).toBe('1.0.0');
  });

  it('judges a new canary of the version only on what happened since it started, and keeps one below its threshold', async () => {
    expect((await canary({ halt_at_percent: 60, min_visitors: 2 })).statusCode).toBe(200);
    const pages = [await pageFor(await loginAs(t.app, 'member5')), await pageFor(await loginAs(t.app, 'member1'))];
    await report(pages[0]!, { ...renderError, token: pages[0]!.token });
    await report(pages[1]!, { remote: 'games', version: '2.0.0', outcome: 'loaded', token: pages[1]!.token });
    expect((await channel()).canary).toBe('2.0.0');
    const defaults = await canary({ percent: 50 });
    expect(defaults.json().data.remote.canary).toMatchObject({ halt_at_percent: 10, min_visitors: 20 });
  });
});

async function keyOf(): Promise<Buffer> {
  const row = await t.db.selectFrom('release_report_key').select('secret').executeTakeFirstOrThrow();
  return Buffer.from(row.secret, 'hex');
}
