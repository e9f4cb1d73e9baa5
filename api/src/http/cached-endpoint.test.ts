import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pg from 'pg';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { ...EN, ...headers } });
const brandId = async (code: string) => (await t.db.selectFrom('game_brands').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
const as = async (username: string) => bearer(await loginAs(t.app, username));

describe('catalog answers from the response cache', () => {
  it('shows a renamed brand and a hidden game on the very next read', async () => {
    const id = await brandId('neon-reels');
    const url = `/api/v1/game/brand/${id}`;
    const before = (await get(url)).json().data;
    expect((await get(url)).json().data).toEqual(before);
    expect((await get('/api/v1/game/public/brand?game_type=slot')).json().data.items).toContainEqual(expect.objectContaining({ name: 'Neon Reels' }));

    await t.db.updateTable('game_brands').set({ name: 'Neon Reels Deluxe' }).where('id', '=', id).execute();
    await t.db.updateTable('games').set({ active: false }).where('brand_id', '=', id).where('code', '=', 'neon-nights').execute();
    try {
      const after = (await get(url)).json().data;
      expect(after.brand.name).toBe('Neon Reels Deluxe');
      expect(after.brand.game_count).toBe(before.brand.game_count - 1);
      expect(after.games.items.map((g: { code: string }) => g.code)).not.toContain('neon-nights');
      expect((await get('/api/v1/game/public/brand?game_type=slot')).json().data.items).toContainEqual(expect.objectContaining({ name: 'Neon Reels Deluxe' }));
    } finally {
      await t.db.updateTable('game_brands').set({ name: 'Neon Reels' }).where('id', '=', id).execute();
      await t.db.updateTable('games').set({ active: true }).where('brand_id', '=', id).execute();
    }
    expect((await get(url)).json().data).toEqual(before);
  });

  it('hears a change another process commits once the notification is in', async () => {
    const url = '/api/v1/core/site-setting/get';
    expect((await get(url)).json().data.support_contact).toBe('고객센터 텔레그램 @lucky_cs');
    const other = new pg.Client({ connectionString: t.url });
    await other.connect();
    try {
      await other.query("UPDATE site_settings SET support_contact = 'support@example.test'");
      await t.changes.sync();
      expect((await get(url)).json().data.support_contact).toBe('support@example.test');
      await other.query("UPDATE site_settings SET support_contact = '고객센터 텔레그램 @lucky_cs'");
    } finally {
      await other.end();
    }
  });

  it('lists a notice the operator posts on the very next read', async () => {
    const list = '/api/v1/core/board-message/list?type=notice';
    const master = await as('master1');
    const titles = async (headers: Record<string, string>) => (await get(list, headers)).json().data.items.map((m: { title: string }) => m.title);
    expect(await titles(master)).not.toContain('캐시 공지');
    const posted = await t.app.inject({ method: 'POST', url: '/api/v1/core/admin/board-message/create', headers: { ...EN, ...master }, payload: { type: 'notice', title: '캐시 공지', content: '<p>바로 보입니다</p>' } });
    expect(posted.statusCode).toBe(200);
    expect(await titles(master)).toContain('캐시 공지');
  });
});

describe('caller-dependent answers', () => {
  beforeAll(async () => {
    // A second line beside the seeded one: masterx > memberx.
    const { password_hash } = await t.db.selectFrom('users').select('password_hash').where('username', '=', 'member1').executeTakeFirstOrThrow();
    const add = async (username: string, level: 'master' | 'member', parent: number | null) =>
      (
        await t.db
          .insertInto('users')
          .values({ username, nickname: username, role: level === 'master' ? 'partner' : 'member', level, parent_id: parent, phone: '010-0000-0000', bank_name: '은행', account_number: '000-000000', password_hash, withdraw_password_hash: password_hash })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    await add('memberx', 'member', await add('masterx', 'master', null));
  });

  const popupTitles = async (headers: Record<string, string>) => (await get('/api/v1/core/popup/get', headers)).json().data.items.map((p: { title: string }) => p.title);

  it("never serves one line's popups to a guest or another line, whoever asked first", async () => {
    const [member1, memberx] = [await as('member1'), await as('memberx')];
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/core/admin/popup/create', headers: { ...EN, ...(await as('master1')) }, payload: { image_url: '/static/demo/popup-1.svg', title: '라인1 팝업' } });
    expect(res.statusCode).toBe(200);
    expect(await popupTitles({})).not.toContain('라인1 팝업');
    expect(await popupTitles(member1)).toContain('라인1 팝업');
    expect(await popupTitles(memberx)).not.toContain('라인1 팝업');
    expect(await popupTitles({})).not.toContain('라인1 팝업');
    expect(await popupTitles(member1)).toContain('라인1 팝업');
  });

  it("answers another caller's validator with the full answer, marked private", async () => {
    const member1 = await as('member1');
    const mine = await get('/api/v1/core/popup/get', member1);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    const guest = await get('/api/v1/core/popup/get', { 'if-none-match': String(mine.headers.etag) });
    expect(guest.statusCode).toBe(200);
    expect(guest.json().data.items.map((p: { title: string }) => p.title)).not.toContain('라인1 팝업');
  });

  it('follows a member moved to another line on the next read', async () => {
    const memberx = await as('memberx');
    expect(await popupTitles(memberx)).not.toContain('라인1 팝업');
    const agency1 = await t.db.selectFrom('users').select('id').where('username', '=', 'agency1').executeTakeFirstOrThrow();
    await t.db.updateTable('users').set({ parent_id: agency1.id }).where('username', '=', 'memberx').execute();
    expect(await popupTitles(memberx)).toContain('라인1 팝업');
  });
});

describe('validators and compression', () => {
  it('sends a strong ETag and no-cache, and 304 with no body to a browser holding the same answer', async () => {
    const url = '/api/v1/core/site-setting/get';
    const first = await get(url);
    expect(first.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toBe('Accept-Encoding, Accept-Language');
    for (const held of [first.headers.etag, `W/${first.headers.etag}`, `"other", ${first.headers.etag}`, '*']) {
      const again = await get(url, { 'if-none-match': String(held) });
      expect({ status: again.statusCode, body: again.body, etag: again.headers.etag }).toEqual({ status: 304, body: '', etag: first.headers.etag });
    }
    await t.db.updateTable('site_settings').set({ min_deposit: 20000 }).execute();
    try {
      const changed = await get(url, { 'if-none-match': String(first.headers.etag) });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(first.headers.etag);
      expect(changed.json().data.min_deposit).toBe(20000);
    } finally {
      await t.db.updateTable('site_settings').set({ min_deposit: 10000 }).execute();
    }
  });

  it('compresses an answer above 1 KiB as the client prefers, with its own validator per encoding, and keeps small ones plain', async () => {
    const url = `/api/v1/game/brand/${await brandId('neon-reels')}`;
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect([br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual(['br', 'gzip']);
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    expect((await get(url, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) })).statusCode).toBe(304);
    expect((await get(url, { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');

    const small = await get('/api/v1/core/site-setting/get', { 'accept-encoding': 'br' });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the other JSON answers above 1 KiB too', async () => {
    const res = await get('/docs/json', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).openapi).toMatch(/^3\./);
  });
});
