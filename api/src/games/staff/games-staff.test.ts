import { snapshot } from '../../../test/row-counts';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let master: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  master = await as('master1');
});
afterAll(() => t.close());

async function as(username: string) {
  return { ...EN, ...bearer(await loginAs(t.app, username)) };
}
async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = master) {
  const res = await t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, data: res.json().data, message: res.json().message };
}
const play = async (username: string, gameId: number) => call('POST', '/game/playgame', { game_id: gameId }, await as(username));

describe('the catalog', () => {
  it('lists types with counts, every brand of a type and its games, withdrawn ones too', async () => {
    const types = (await call('GET', '/game/admin/type/list')).data.items as { code: string; brand_count: number; game_count: number }[];
    expect(types.map((x) => x.code)).toEqual(['casino', 'slot', 'lotto']);
    const brandCount = await t.db.selectFrom('game_brands').select((eb) => eb.fn.countAll<number>().as('n')).where('game_type', '=', 'slot').executeTakeFirstOrThrow();
    expect(types.find((x) => x.code === 'slot')!.brand_count).toBe(Number(brandCount.n));

    const brands = (await call('GET', '/game/admin/brand/list?game_type=slot')).data.items;
    expect(brands.length).toBe(Number(brandCount.n));
    expect(brands[0]).toEqual(expect.objectContaining({ game_type: 'slot', active: true, provider: expect.any(String), game_count: expect.any(Number) }));
    const games = await call('GET', `/game/admin/game/list?brand_id=${brands[0].id}&pageSize=5`);
    expect(games.data.items.length).toBeGreaterThan(0);
    expect(games.data.total).toBe(brands[0].game_count);
  });

  it("withdraws a game: gone from the lobby, and 'game not found' to a member who opens it", async () => {
    const brand = (await call('GET', '/game/admin/brand/list?game_type=slot')).data.items[0];
    const game = (await call('GET', `/game/admin/game/list?brand_id=${brand.id}`)).data.items[0];
    expect((await play('member1', game.id)).status).toBe(200);

    const withdrawn = await call('PUT', '/game/admin/game/update', { id: game.id, name: game.name, image_url: game.image_url, sort: game.sort, active: false });
    expect(withdrawn.data).toMatchObject({ id: game.id, active: false });
    const lobby = await call('GET', `/game/brand/${brand.id}?pageSize=100`, undefined, EN);
    expect(lobby.data.games.items.map((g: { id: number }) => g.id)).not.toContain(game.id);
    const refused = await play('member1', game.id);
    expect(refused.status).toBe(404);
    expect(refused.message).toBe('Game not found');
    expect((await call('GET', `/game/admin/game/list?brand_id=${brand.id}&active=false`)).data.items.map((g: { id: number }) => g.id)).toEqual([game.id]);

    await call('PUT', '/game/admin/game/update', { id: game.id, name: '새 이름', image_url: '/uploads/' + 'a'.repeat(64) + '.png', sort: 99, active: true });
    const renamed = (await call('GET', `/game/brand/${brand.id}?pageSize=100`, undefined, EN)).data.games.items.find((g: { id: number }) => g.id === game.id);
    expect(renamed).toMatchObject({ name: '새 이름' });
    const trail = await t.db.selectFrom('audit_log').select('action').where('subject', '=', `game:${game.id}`).orderBy('id').execute();
    expect(trail.map((r) => r.action)).toEqual(['game.withdraw', 'game.update']);
  });

  it("withdraws a brand: its lobby is gone and its games are 'not found'", async () => {
    const brand = (await call('GET', '/game/admin/brand/list?game_type=casino')).data.items[0];
    const game = (await call('GET', `/game/admin/game/list?brand_id=${brand.id}`)).data.items[0];
    await call('PUT', '/game/admin/brand/update', { id: brand.id, name: brand.name, logo_url: brand.logo_url, sort: brand.sort, active: false });
    expect((await call('GET', '/game/public/brand?game_type=casino', undefined, EN)).data.items.map((b: { id: number }) => b.id)).not.toContain(brand.id);
    expect((await call('GET', `/game/brand/${brand.id}`, undefined, EN)).status).toBe(404);
    expect((await play('member1', game.id)).status).toBe(404);
    await call('PUT', '/game/admin/brand/update', { id: brand.id, name: brand.name, logo_url: brand.logo_url, sort: brand.sort, active: true });
    expect((await play('member1', game.id)).status).toBe(200);
  });

  it('refuses unknown rows (404) and bad fields (400), changing nothing', async () => {
    const before = await snapshot(t.db);
    expect((await call('PUT', '/game/admin/game/update', { id: 999_999, name: 'x', image_url: '/static/x.png', sort: 1, active: true })).status).toBe(404);
    expect((await call('PUT', '/game/admin/brand/update', { id: 999_999, name: 'x', logo_url: '/static/x.png', sort: 1, active: true })).status).toBe(404);
    expect((await call('PUT', '/game/admin/game/update', { id: 1, name: 'x', image_url: 'javascript:alert(1)', sort: 1, active: true })).status).toBe(400);
    expect((await call('PUT', '/game/admin/game/update', { id: 1, name: 'x', image_url: '/static/x.png', sort: -1, active: true })).status).toBe(400);
    expect((await call('GET', '/game/admin/game/list?brand_id=999999')).status).toBe(404);
    expect(await snapshot(t.db)).toEqual(before);
  });
});

describe('game permissions', () => {
  it("shows for each type and brand the rule that wins and where it comes from", async () => {
    // Seeded: member3 is denied Pearl Casino; agency2's members the lotto games.
    const member3 = (await call('GET', '/game/admin/permission/get?username=member3')).data;
    expect(member3.account).toMatchObject({ username: 'member3', level: 'member', partner: { username: 'agency1' } });
    const pearl = member3.effective.find((e: { brand_name: string | null }) => e.brand_name === 'Pearl Casino');
    expect(pearl).toMatchObject({ game_type: 'casino', allowed: false, source: 'own_brand' });
    expect(member3.effective.find((e: { game_type: string; brand_id: number | null }) => e.game_type === 'slot' && e.brand_id === null)).toMatchObject({ allowed: true, source: 'default' });

    const member4 = (await call('GET', '/game/admin/permission/get?username=member4')).data;
    expect(member4.partner_rules).toContainEqual({ game_type: 'lotto', brand_id: null, allowed: false });
    expect(member4.effective.filter((e: { game_type: string }) => e.game_type === 'lotto').every((e: { allowed: boolean; source: string }) => !e.allowed && e.source === 'partner_type')).toBe(true);
  });

  it('denies a brand to a member, who then gets the permission message; removing the rule allows it again', async () => {
    const member = (await call('GET', '/game/admin/permission/get?username=member2')).data;
    const brand = (await call('GET', '/game/admin/brand/list?game_type=slot')).data.items[0];
    const game = (await call('GET', `/game/admin/game/list?brand_id=${brand.id}&active=true`)).data.items[0];
    const denied = await call('PUT', '/game/admin/permission/set', { user_id: member.account.id, game_type: 'slot', brand_id: brand.id, allowed: false });
    expect(denied.data.rules).toContainEqual({ game_type: 'slot', brand_id: brand.id, allowed: false });
    expect(denied.data.effective.find((e: { brand_id: number | null }) => e.brand_id === brand.id)).toMatchObject({ allowed: false, source: 'own_brand' });
    const refused = await play('member2', game.id);
    expect(refused.status).toBe(403);
    expect(refused.message).toBe('You do not have permission to access this game');

    // Allowing the brand while the whole type is denied: the brand rule wins.
    await call('PUT', '/game/admin/permission/set', { user_id: member.account.id, game_type: 'slot', brand_id: null, allowed: false });
    const both = await call('PUT', '/game/admin/permission/set', { user_id: member.account.id, game_type: 'slot', brand_id: brand.id, allowed: true });
    expect(both.data.effective.find((e: { brand_id: number | null }) => e.brand_id === brand.id)).toMatchObject({ allowed: true, source: 'own_brand' });
    expect((await play('member2', game.id)).status).toBe(200);

    await call('PUT', '/game/admin/permission/set', { user_id: member.account.id, game_type: 'slot', brand_id: brand.id, allowed: null });
    const removed = await call('PUT', '/game/admin/permission/set', { user_id: member.account.id, game_type: 'slot', brand_id: null, allowed: null });
    expect(removed.data.rules.filter((r: { game_type: string }) => r.game_type === 'slot')).toEqual([]);
    expect((await play('member2', game.id)).status).toBe(200);
    const trail = await t.db.selectFrom('audit_log').select(['action', 'before', 'after']).where('target_id', '=', member.account.id).where('action', '=', 'game_permission.set').orderBy('id').execute();
    expect(trail.map((r) => [r.before, r.after])).toEqual([
      [{ allowed: null }, { allowed: false }],
      [{ allowed: null }, { allowed: false }],
      [{ allowed: false }, { allowed: true }],
      [{ allowed: true }, { allowed: null }],
      [{ allowed: false }, { allowed: null }],
    ]);
  });

  it("sets a partner's defaults for its members", async () => {
    const agency = (await call('GET', '/game/admin/permission/get?username=agency1')).data;
    await call('PUT', '/game/admin/permission/set', { user_id: agency.account.id, game_type: 'lotto', brand_id: null, allowed: false });
    const member1 = (await call('GET', '/game/admin/permission/get?username=member1')).data;
    expect(member1.effective.find((e: { game_type: string; brand_id: null }) => e.game_type === 'lotto' && e.brand_id === null)).toMatchObject({ allowed: false, source: 'partner_type' });
    const defaults = await call('GET', '/core/role/get/member-default', undefined, await as('agency1'));
    expect(defaults.data.items).toContainEqual({ game_type: 'lotto', brand_id: null, allowed: false });
    await call('PUT', '/game/admin/permission/set', { user_id: agency.account.id, game_type: 'lotto', brand_id: null, allowed: null });
  });

  it('refuses a brand of another type (400) and an account outside the line (404)', async () => {
    const member = (await call('GET', '/game/admin/permission/get?username=member1')).data;
    const casinoBrand = (await call('GET', '/game/admin/brand/list?game_type=casino')).data.items[0];
    const before = await snapshot(t.db);
    expect((await call('PUT', '/game/admin/permission/set', { user_id: member.account.id, game_type: 'slot', brand_id: casinoBrand.id, allowed: false })).status).toBe(400);
    expect((await call('GET', '/game/admin/permission/get?username=member7')).status).toBe(404);
    expect((await call('GET', '/game/admin/permission/get?username=nobody')).status).toBe(404);
    expect(await snapshot(t.db)).toEqual(before);
  });
});
