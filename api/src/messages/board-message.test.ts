import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await loginAs(t.app, 'member1');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { ...EN, ...headers } });
const LIST = '/api/v1/core/board-message/list';
const GET = '/api/v1/core/board-message/get';

describe('GET /api/v1/core/board-message/list', () => {
  it('lists published notices newest first, without content, to anyone', async () => {
    const res = await get(`${LIST}?type=notice`);
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data;
    expect(total).toBe(3);
    expect(items.map((m: { title: string }) => m.title)).toEqual(['개인정보 보호 안내', '은행 점검 시간 안내', '사이트 이용 안내']);
    expect(Object.keys(items[0]).sort()).toEqual(['created_at', 'id', 'title', 'type']);
  });

  it('pages with page and pageSize', async () => {
    const res = await get(`${LIST}?type=notice&page=2&pageSize=2`);
    expect(res.json().data).toEqual({ items: [expect.objectContaining({ title: '사이트 이용 안내' })], total: 3 });
  });

  it('answers an empty page for the last page number the contract allows', async () => {
    const res = await get(`${LIST}?type=notice&page=100000&pageSize=100`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ items: [], total: 3 });
  });

  it('lists events', async () => {
    const res = await get(`${LIST}?type=event`);
    expect(res.json().data.total).toBe(2);
  });

  it('shows popup announcements only to a signed-in user', async () => {
    const anonymous = await get(`${LIST}?type=popup`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Please log in' });
    const signedIn = await get(`${LIST}?type=popup`, bearer(token));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.items.map((m: { title: string }) => m.title)).toEqual(['[안내] 신규 게임 오픈', '[필독] 출금 계좌 확인']);
  });

  it('treats an invalid token on a popup list as signed out', async () => {
    expect((await get(`${LIST}?type=popup`, bearer('bogus'))).statusCode).toBe(401);
  });

  it('leaves out unpublished messages', async () => {
    await t.db.updateTable('board_messages').set({ published: false }).where('title', '=', '사이트 이용 안내').execute();
    expect((await get(`${LIST}?type=notice`)).json().data.total).toBe(2);
    await t.db.updateTable('board_messages').set({ published: true }).where('title', '=', '사이트 이용 안내').execute();
  });

  it.each([
    ['', 'Please fill in all fields'],
    ['?type=news', 'Type must be one of: notice, event, popup'],
    ['?type=notice&pageSize=101', 'Page size must be at most 100'],
    ['?type=notice&page=0', 'Page must be at least 1'],
    ['?type=notice&page=two', 'Page is invalid'],
    ['?type=notice&page=100001', 'Page must be at most 100000'],
    ['?type=notice&page=99999999999999999999', 'Page must be at most 100000'],
  ])('answers 400 for %j', async (query, message) => {
    const res = await get(`${LIST}${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION', message });
  });
});

describe('GET /api/v1/core/board-message/get', () => {
  const idOf = async (title: string) => (await t.db.selectFrom('board_messages').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;

  it('answers one announcement with its HTML content', async () => {
    const id = await idOf('첫 충전 10% 보너스');
    const res = await get(`${GET}?id=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id,
      type: 'event',
      title: '첫 충전 10% 보너스',
      content: '<p>가입 후 첫 충전 시 <strong>10%</strong>를 추가로 드립니다.</p>',
      created_at: expect.stringMatching(/Z$/),
    });
  });

  it('answers a popup announcement only to a signed-in user', async () => {
    const id = await idOf('[필독] 출금 계좌 확인');
    expect((await get(`${GET}?id=${id}`)).statusCode).toBe(401);
    expect((await get(`${GET}?id=${id}`, bearer(token))).statusCode).toBe(200);
  });

  it('answers 404 NOT_FOUND for an unknown or unpublished id', async () => {
    const res = await get(`${GET}?id=999999`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'The announcement was not found' });
    const id = await idOf('개인정보 보호 안내');
    await t.db.updateTable('board_messages').set({ published: false }).where('id', '=', id).execute();
    expect((await get(`${GET}?id=${id}`)).statusCode).toBe(404);
    await t.db.updateTable('board_messages').set({ published: true }).where('id', '=', id).execute();
  });

  it('answers 404 for the largest id the contract allows', async () => {
    expect((await get(`${GET}?id=9007199254740991`)).statusCode).toBe(404);
  });

  it.each([
    [`${GET}?id=abc`, '번호가 올바르지 않습니다'],
    [`${GET}?id=0`, '번호는 1 이상이어야 합니다'],
    [`${LIST}?type=notice&page=0`, '페이지는 1 이상이어야 합니다'],
    [`${LIST}?type=news`, '유형은 다음 중 하나여야 합니다: notice, event, popup'],
  ])('answers bad input in Korean with the right particles: %s', async (url, message) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION', message });
  });

  it('answers 404 in Korean by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${GET}?id=999999` });
    expect(res.json().message).toBe('공지사항을 찾을 수 없습니다');
  });

  it.each([
    ['', 'Please fill in all fields'],
    ['?id=abc', 'ID is invalid'],
    ['?id=0', 'ID must be at least 1'],
    ['?id=1.5', 'ID is invalid'],
    ['?id=99999999999999999999', 'ID must be at most 9007199254740991'],
    ['?id=9007199254740992', 'ID must be at most 9007199254740991'],
  ])('answers 400 for %j', async (query, message) => {
    const res = await get(`${GET}${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION', message });
  });
});
