import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
// The seed's second master line (master2 > agency3 > member7) is the other line.
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const as = async (username: string) => bearer(await loginAs(t.app, username));
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { ...EN, ...headers } });
const publish = async (publisher: string, type: 'notice' | 'event' | 'popup', title: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/core/admin/board-message/create', headers: { ...EN, ...(await as(publisher)) }, payload: { type, title, content: `<p>${title}</p>` } });
  expect(res.statusCode).toBe(200);
  return res.json().data.id as number;
};
const titles = async (type: string, headers: Record<string, string>) => (await get(`/api/v1/core/board-message/list?type=${type}&pageSize=100`, headers)).json().data.items.map((m: { title: string }) => m.title);
const popupTitles = async (headers: Record<string, string>) => (await get('/api/v1/core/popup/get', headers)).json().data.items.map((p: { title: string }) => p.title);

describe("a master's announcements and popups reach its own line only", () => {
  it('shows a notice to the members and partners under its master, and to no other line or guest', async () => {
    const id = await publish('master1', 'notice', '마스터1 공지');
    for (const viewer of ['member1', 'member4', 'agency1', 'master1']) {
      const headers = await as(viewer);
      expect(await titles('notice', headers)).toContain('마스터1 공지');
      expect((await get(`/api/v1/core/board-message/get?id=${id}`, headers)).statusCode).toBe(200);
    }
    for (const viewer of ['member7', 'agency3', 'master2']) {
      const headers = await as(viewer);
      expect(await titles('notice', headers)).not.toContain('마스터1 공지');
      const detail = await get(`/api/v1/core/board-message/get?id=${id}`, headers);
      expect({ status: detail.statusCode, body: detail.json() }).toEqual({ status: 404, body: { code: 'NOT_FOUND', message: 'The announcement was not found' } });
    }
    expect(await titles('notice', {})).not.toContain('마스터1 공지');
    expect((await get(`/api/v1/core/board-message/get?id=${id}`)).statusCode).toBe(404);
  });

  it('keeps popup announcements and events in the line too, both ways', async () => {
    await publish('master2', 'popup', '마스터2 팝업');
    await publish('master2', 'event', '마스터2 이벤트');
    expect(await titles('popup', await as('member7'))).toContain('마스터2 팝업');
    expect(await titles('event', await as('member7'))).toContain('마스터2 이벤트');
    expect(await titles('popup', await as('member1'))).not.toContain('마스터2 팝업');
    expect(await titles('event', await as('member1'))).not.toContain('마스터2 이벤트');
    expect(await titles('event', {})).not.toContain('마스터2 이벤트');
  });

  it('keeps image popups in the line', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/core/admin/popup/create',
      headers: { ...EN, ...(await as('master2')) },
      payload: { image_url: '/static/demo/popup-1.svg', title: '마스터2 이미지' },
    });
    expect(res.statusCode).toBe(200);
    expect(await popupTitles(await as('member7'))).toContain('마스터2 이미지');
    expect(await popupTitles(await as('member1'))).not.toContain('마스터2 이미지');
    expect(await popupTitles({})).not.toContain('마스터2 이미지');
  });

  it('still shows site-wide content (the seed, the operator command line) to every line and to guests', async () => {
    const siteWide = await t.db.selectFrom('board_messages').select('title').where('type', '=', 'notice').where('line_id', 'is', null).executeTakeFirstOrThrow();
    const siteWidePopup = await t.db.selectFrom('popups').select('title').where('active', '=', true).where('line_id', 'is', null).executeTakeFirstOrThrow();
    for (const headers of [{}, await as('member1'), await as('member7')]) {
      expect(await titles('notice', headers)).toContain(siteWide.title);
      expect(await popupTitles(headers)).toContain(siteWidePopup.title);
    }
  });
});
