import { snapshot } from '../../../test/row-counts';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PLAY = '/api/v1/game/playgame';

const gameId = async (brandCode: string, gameType: 'casino' | 'slot' | 'lotto' = 'slot') =>
  (
    await t.db
      .selectFrom('games as g')
      .innerJoin('game_brands as b', 'b.id', 'g.brand_id')
      .select('g.id')
      .where('b.code', '=', brandCode)
      .where('b.game_type', '=', gameType)
      .orderBy('g.sort')
      .executeTakeFirstOrThrow()
  ).id;

const play = (token: string | null, body: unknown) =>
  t.app.inject({ method: 'POST', url: PLAY, headers: { ...EN, ...(token ? bearer(token) : {}) }, payload: body as Record<string, unknown> });

describe('POST /api/v1/game/playgame', () => {
  it('opens a game session and answers the demo provider launch URL, which serves the game window', async () => {
    const token = await loginAs(t.app, 'member1');
    const id = await gameId('neon-reels');
    const res = await play(token, { game_id: id });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().data.url);
    expect(url.pathname).toBe('/demo-provider/play');
    expect(url.origin).toBe('http://localhost:4000');

    const member1 = (await t.db.selectFrom('users').select('id').where('username', '=', 'member1').executeTakeFirstOrThrow()).id;
    const sessions = await t.db.selectFrom('game_sessions').select(['user_id', 'game_id', 'provider']).where('user_id', '=', member1).execute();
    expect(sessions).toEqual([{ user_id: member1, game_id: id, provider: 'demo' }]);
    // Only the hash of the session token is stored; the window's token does not contain it in the clear either.
    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('data-kind="slot"');
    expect(page.body).toContain('/static/demo-provider/game.js');
  });

  it('builds the launch URL on the configured public origin, whatever Host the request names', async () => {
    const token = await loginAs(t.app, 'member1');
    const forged = { host: 'evil.example:666', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const res = await t.app.inject({ method: 'POST', url: PLAY, headers: { ...EN, ...bearer(token), ...forged }, payload: { game_id: await gameId('neon-reels') } });
    expect(res.statusCode).toBe(200);
    expect(new URL(res.json().data.url).origin).toBe('http://localhost:4000');
  });

  it('refuses a game the member is denied, by brand or through its partner’s defaults, with the spec message', async () => {
    // member3 is denied one casino brand; agency2 keeps its members (member4) out of lotto.
    const denied = [
      ['member3', await gameId('pearl-casino', 'casino')],
      ['member4', await gameId('lucky-ball', 'lotto')],
    ] as const;
    for (const [username, id] of denied) {
      const token = await loginAs(t.app, username);
      const before = await snapshot(t.db);
      const res = await play(token, { game_id: id });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'You do not have permission to access this game' });
      expect(await snapshot(t.db)).toEqual(before);
    }
    // The same games are open to members without those rules.
    expect((await play(await loginAs(t.app, 'member1'), { game_id: await gameId('lucky-ball', 'lotto') })).statusCode).toBe(200);
    expect((await play(await loginAs(t.app, 'member3'), { game_id: await gameId('royal-table', 'casino') })).statusCode).toBe(200);
  });

  it('lets a member’s own rule override its partner’s default', async () => {
    const member6 = (await t.db.selectFrom('users').select('id').where('username', '=', 'member6').executeTakeFirstOrThrow()).id;
    await t.db.insertInto('game_permissions').values({ user_id: member6, game_type: 'lotto', brand_id: null, allowed: true }).execute();
    expect((await play(await loginAs(t.app, 'member6'), { game_id: await gameId('lucky-ball', 'lotto') })).statusCode).toBe(200);
  });

  it('answers game not found for an unknown or inactive game, in Korean by default', async () => {
    const token = await loginAs(t.app, 'member1');
    const unknown = await t.app.inject({ method: 'POST', url: PLAY, headers: bearer(token), payload: { game_id: 999_999 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: '게임을 찾을 수 없습니다' });

    const id = await gameId('star-spin');
    await t.db.updateTable('games').set({ active: false }).where('id', '=', id).execute();
    const inactive = await play(token, { game_id: id });
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json()).toEqual({ code: 'NOT_FOUND', message: 'Game not found' });
    await t.db.updateTable('games').set({ active: true }).where('id', '=', id).execute();
  });

  it('asks a signed-out caller to log in, and refuses partners', async () => {
    const id = await gameId('neon-reels');
    const anonymous = await play(null, { game_id: id });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Please log in' });
    const partner = await play(await loginAs(t.app, 'agency1'), { game_id: id });
    expect(partner.statusCode).toBe(403);
    expect(partner.json().message).toBe('Partner accounts cannot play games');
  });

  it.each([[{}], [{ game_id: 0 }], [{ game_id: '1' }], [{ game_id: 1, extra: true }]])('refuses the body %j with 400 and opens no session', async (body) => {
    const token = await loginAs(t.app, 'member2');
    const before = await snapshot(t.db);
    const res = await play(token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(await snapshot(t.db)).toEqual(before);
  });
});

describe('GET /api/v1/core/role/get/member-default', () => {
  it("answers the partner's defaults: every type, then its brand rules", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/core/role/get/member-default', headers: bearer(await loginAs(t.app, 'agency2')) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items).toEqual([
      { game_type: 'casino', brand_id: null, allowed: true },
      { game_type: 'slot', brand_id: null, allowed: true },
      { game_type: 'lotto', brand_id: null, allowed: false },
    ]);
  });

  it('is for partners only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/core/role/get/member-default', headers: bearer(await loginAs(t.app, 'member1')) });
    expect(res.statusCode).toBe(403);
  });
});
