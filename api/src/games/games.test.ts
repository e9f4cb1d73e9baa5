import { startTestApp, type TestApp } from '../../test/test-app';
import { snapshot } from '../../test/row-counts';
import { DEMO_GAME_BRANDS } from '../seed/demo-games';
import { containsPattern } from '../db/contains-pattern';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });

async function brandId(code: string) {
  return (await t.db.selectFrom('game_brands').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
}

describe('GET /api/v1/game/public/brand', () => {
  it.each(['casino', 'slot', 'lotto'] as const)('lists the %s brands in display order with their game counts', async (type) => {
    const res = await get(`/api/v1/game/public/brand?game_type=${type}`);
    expect(res.statusCode).toBe(200);
    const expected = DEMO_GAME_BRANDS.filter((b) => b.type === type).map((b) => ({
      id: expect.any(Number),
      game_type: type,
      code: b.code,
      name: b.name,
      logo_url: `/static/demo/brands/${b.code}.svg`,
      game_count: b.games.length,
    }));
    expect(expected.length).toBeGreaterThan(0);
    expect(res.json().data.items).toEqual(expected);
  });

  it('has 4-5 casino and slot brands, one lotto brand, 6-30 games each and one brand with more than a page', () => {
    const count = (type: string) => DEMO_GAME_BRANDS.filter((b) => b.type === type).length;
    expect(count('casino')).toBeGreaterThanOrEqual(4);
    expect(count('slot')).toBeGreaterThanOrEqual(4);
    expect(count('lotto')).toBe(1);
    for (const b of DEMO_GAME_BRANDS) expect(b.games.length).toBeGreaterThanOrEqual(6);
    for (const b of DEMO_GAME_BRANDS) expect(b.games.length).toBeLessThanOrEqual(30);
    expect(DEMO_GAME_BRANDS.some((b) => b.games.length > 20)).toBe(true);
  });

  it('follows sort, hides inactive brands and counts only active games', async () => {
    const royal = await brandId('royal-table');
    const lucky = await brandId('lucky-live');
    const dragon = await brandId('dragon-gaming');
    await t.db.updateTable('game_brands').set({ sort: 99 }).where('id', '=', lucky).execute();
    await t.db.updateTable('game_brands').set({ active: false }).where('id', '=', dragon).execute();
    await t.db.updateTable('games').set({ active: false }).where('brand_id', '=', royal).where('code', '=', 'royal-sic-bo').execute();
    try {
      const items = (await get('/api/v1/game/public/brand?game_type=casino')).json().data.items as { code: string; game_count: number }[];
      expect(items.map((b) => b.code)).toEqual(['royal-table', 'velvet-room', 'pearl-casino', 'lucky-live']);
      expect(items[0]!.game_count).toBe(6);
    } finally {
      await t.db.updateTable('game_brands').set({ sort: 1 }).where('id', '=', lucky).execute();
      await t.db.updateTable('game_brands').set({ active: true }).where('id', '=', dragon).execute();
      await t.db.updateTable('games').set({ active: true }).where('brand_id', '=', royal).execute();
    }
  });

  it.each(['', 'game_type=poker', 'game_type=CASINO'])('answers %j with 400 VALIDATION, writing nothing', async (qs) => {
    const before = await snapshot(t.db);
    const res = await get(`/api/v1/game/public/brand?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(await snapshot(t.db)).toEqual(before);
  });
});

describe('GET /api/v1/game/brand/:id', () => {
  const neon = DEMO_GAME_BRANDS.find((b) => b.code === 'neon-reels')!;

  it('answers the brand and the first page of 20 games in display order', async () => {
    const id = await brandId('neon-reels');
    const res = await get(`/api/v1/game/brand/${id}`);
    expect(res.statusCode).toBe(200);
    const { brand, games } = res.json().data;
    expect(brand).toEqual({ id, game_type: 'slot', code: 'neon-reels', name: 'Neon Reels', logo_url: '/static/demo/brands/neon-reels.svg', game_count: neon.games.length });
    expect(games.total).toBe(neon.games.length);
    expect(games.items).toHaveLength(20);
    expect(games.items[0]).toEqual({ id: expect.any(Number), code: 'neon-nights', name: 'Neon Nights', image_url: '/static/demo/games/neon-reels/neon-nights.svg' });
    expect(games.items.map((g: { code: string }) => g.code)).toEqual(neon.games.slice(0, 20).map((g) => g.code));
  });

  it('pages: page 2 holds the rest; pageSize is honoured', async () => {
    const id = await brandId('neon-reels');
    const page2 = (await get(`/api/v1/game/brand/${id}?page=2`)).json().data.games;
    expect(page2.total).toBe(neon.games.length);
    expect(page2.items.map((g: { code: string }) => g.code)).toEqual(neon.games.slice(20).map((g) => g.code));
    const small = (await get(`/api/v1/game/brand/${id}?page=3&pageSize=5`)).json().data.games;
    expect(small.items.map((g: { code: string }) => g.code)).toEqual(neon.games.slice(10, 15).map((g) => g.code));
    const beyond = (await get(`/api/v1/game/brand/${id}?page=50`)).json().data.games;
    expect(beyond).toEqual({ items: [], total: neon.games.length });
  });

  it('orders by sort then id', async () => {
    const id = await brandId('star-spin');
    await t.db.updateTable('games').set({ sort: 0 }).where('brand_id', '=', id).where('code', 'in', ['comet-cash', 'meteor-millions']).execute();
    try {
      const items = (await get(`/api/v1/game/brand/${id}`)).json().data.games.items.map((g: { code: string }) => g.code);
      expect(items.slice(0, 3)).toEqual(['comet-cash', 'meteor-millions', 'galaxy-gems']);
    } finally {
      const star = DEMO_GAME_BRANDS.find((b) => b.code === 'star-spin')!;
      for (const [i, g] of star.games.entries()) await t.db.updateTable('games').set({ sort: i + 1 }).where('brand_id', '=', id).where('code', '=', g.code).execute();
    }
  });

  it('searches names case-insensitively, with total counting the matches', async () => {
    const id = await brandId('neon-reels');
    const res = (await get(`/api/v1/game/brand/${id}?search=${encodeURIComponent('  NEON ')}`)).json().data;
    expect(res.games.items.map((g: { name: string }) => g.name)).toEqual(['Neon Nights', 'Neon Samurai']);
    expect(res.games.total).toBe(2);
    expect(res.brand.game_count).toBe(neon.games.length);
    const laser = (await get(`/api/v1/game/brand/${id}?search=laser&pageSize=1&page=2`)).json().data.games;
    expect(laser).toEqual({ items: [expect.objectContaining({ name: 'Laser Lions' })], total: 2 });
  });

  it('takes %, _ and \\ in the search literally', async () => {
    const neonId = await brandId('neon-reels');
    const pct = (await get(`/api/v1/game/brand/${neonId}?search=${encodeURIComponent('0%')}`)).json().data.games;
    expect(pct.items.map((g: { name: string }) => g.name)).toEqual(['Arcade 100% Wild']);
    expect((await get(`/api/v1/game/brand/${neonId}?search=%25`)).json().data.games.total).toBe(1);
    const pyramid = await brandId('pyramid-play');
    const under = (await get(`/api/v1/game/brand/${pyramid}?search=_`)).json().data.games;
    expect(under.items.map((g: { name: string }) => g.name)).toEqual(['Desert_Storm Megaways']);
    expect((await get(`/api/v1/game/brand/${pyramid}?search=${encodeURIComponent('\\')}`)).json().data.games.total).toBe(0);
    expect(containsPattern('a%b_c\\d')).toBe('%a\\%b\\_c\\\\d%');
  });

  it('answers 404 NOT_FOUND for an unknown brand and for an inactive one', async () => {
    const unknown = await get('/api/v1/game/brand/987654321');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: 'The game provider was not found' });
    const id = await brandId('lucky-ball');
    expect((await get(`/api/v1/game/brand/${id}`)).statusCode).toBe(200);
    await t.db.updateTable('game_brands').set({ active: false }).where('id', '=', id).execute();
    try {
      const res = await get(`/api/v1/game/brand/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    } finally {
      await t.db.updateTable('game_brands').set({ active: true }).where('id', '=', id).execute();
    }
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999999999999'])('answers id %j with 400 VALIDATION, writing nothing', async (id) => {
    const before = await snapshot(t.db);
    const res = await get(`/api/v1/game/brand/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(await snapshot(t.db)).toEqual(before);
  });

  it.each(['page=0', 'pageSize=101', 'pageSize=0', `search=${'x'.repeat(51)}`, 'search=a%00b'])('answers %s with 400, writing nothing', async (qs) => {
    const id = await brandId('lucky-live');
    const before = await snapshot(t.db);
    const res = await get(`/api/v1/game/brand/${id}?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(await snapshot(t.db)).toEqual(before);
  });
});

describe('demo game images', () => {
  it('serves an SVG for every seeded logo and game image', async () => {
    const rows = [
      ...(await t.db.selectFrom('game_brands').select('logo_url as url').execute()),
      ...(await t.db.selectFrom('games').select('image_url as url').execute()),
    ];
    expect(rows.length).toBeGreaterThan(50);
    for (const { url } of rows) {
      const res = await t.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toMatch(/^<svg /);
    }
  });

  it('writes the name, XML-escaped, and derives stable colours from the code', async () => {
    const a = (await t.app.inject({ method: 'GET', url: '/static/demo/games/pyramid-play/pharaoh-s-gold.svg' })).body;
    expect(a).toContain('Pharaoh&apos;s Gold');
    expect((await t.app.inject({ method: 'GET', url: '/static/demo/games/pyramid-play/pharaoh-s-gold.svg' })).body).toBe(a);
    const b = (await t.app.inject({ method: 'GET', url: '/static/demo/games/pyramid-play/sands-of-ra.svg' })).body;
    expect(b.match(/hsl\([^)]*\)/)![0]).not.toBe(a.match(/hsl\([^)]*\)/)![0]);
    expect((await t.app.inject({ method: 'GET', url: '/static/demo/brands/lucky-live.svg' })).body).toContain('>Lucky Live</text>');
  });

  it('answers 404 for unknown codes and keeps the other static files', async () => {
    for (const url of ['/static/demo/brands/nope.svg', '/static/demo/games/lucky-live/nope.svg', '/static/demo/games/nope/x.svg', '/static/demo/brands/lucky-live.png']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/static/demo/logo.svg' })).statusCode).toBe(200);
  });
});
