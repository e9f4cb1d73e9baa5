import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PUT' | 'GET', url: string, headers: Record<string, string>, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { ...EN, ...headers }, ...(payload ? { payload } : {}) });
const as = async (username: string) => bearer(await loginAs(t.app, username));
const userId = async (username: string) => (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

describe('operator: announcements', () => {
  it('stores announcements sanitized, so the detail its line reads carries no script', async () => {
    const master = await as('master1');
    const res = await call('POST', '/api/v1/core/admin/board-message/create', master, {
      type: 'notice',
      title: '점검 안내',
      content: '<p onclick="alert(1)">점검<script>alert(2)</script> <a href="javascript:alert(3)">링크</a></p><img src="x" onerror="alert(4)">',
    });
    expect(res.statusCode).toBe(200);
    const { id, content } = res.json().data;
    expect(content).toBe('<p>점검 <a target="_blank" rel="noopener noreferrer">링크</a></p><img src="x">');
    const detail = await call('GET', `/api/v1/core/board-message/get?id=${id}`, await as('member1'));
    expect(detail.json().data.content).toBe(content);
  });

  it('refuses content that is nothing once sanitized, and anyone but the master', async () => {
    expect((await call('POST', '/api/v1/core/admin/board-message/create', await as('master1'), { type: 'event', title: 'x', content: '<script>alert(1)</script>' })).statusCode).toBe(400);
    const agency = await call('POST', '/api/v1/core/admin/board-message/create', await as('agency1'), { type: 'notice', title: 'x', content: '<p>x</p>' });
    expect(agency.statusCode).toBe(403);
    expect((await call('POST', '/api/v1/core/admin/board-message/create', await as('member1'), { type: 'notice', title: 'x', content: '<p>x</p>' })).statusCode).toBe(403);
  });
});

describe('operator: inbox messages', () => {
  const unread = async (username: string) => (await call('GET', '/api/v1/core/message/list', await as(username))).json().data.unread;

  it('sends to one member, or to every member under a partner, sanitized', async () => {
    const master = await as('master1');
    const [m1, m4, m5] = [await unread('member1'), await unread('member4'), await unread('member5')];
    const one = await call('POST', '/api/v1/core/admin/note/send', master, { title: '개별 안내', content: '<b>안녕하세요</b><script>x</script>', target: { kind: 'user', user_id: await userId('member1') } });
    expect(one.json()).toEqual({ data: { id: expect.any(Number), sent: 1 } });
    const stored = await t.db.selectFrom('inbox_messages').select('content').where('title', '=', '개별 안내').executeTakeFirstOrThrow();
    expect(stored.content).toBe('<b>안녕하세요</b>');
    const line = await call('POST', '/api/v1/core/admin/note/send', master, { title: '부산 안내', content: '<p>공지</p>', target: { kind: 'line', partner_id: await userId('agency2') } });
    expect(line.json()).toEqual({ data: { id: expect.any(Number), sent: 3 } });
    expect([await unread('member1'), await unread('member4'), await unread('member5')]).toEqual([m1 + 1, m4 + 1, m5 + 1]);
  });

  it('needs one target of the right kind, inside the line', async () => {
    const master = await as('master1');
    const body = { title: 't', content: '<p>c</p>' };
    expect((await call('POST', '/api/v1/core/admin/note/send', master, body)).statusCode).toBe(400);
    expect((await call('POST', '/api/v1/core/admin/note/send', master, { ...body, target: { kind: 'user', user_id: 1, partner_id: 2 } })).statusCode).toBe(400);
    expect((await call('POST', '/api/v1/core/admin/note/send', master, { ...body, target: { kind: 'user', user_id: 999_999 } })).statusCode).toBe(404);
    // A partner is not a member, a member is not a line.
    expect((await call('POST', '/api/v1/core/admin/note/send', master, { ...body, target: { kind: 'user', user_id: await userId('agency1') } })).statusCode).toBe(404);
    expect((await call('POST', '/api/v1/core/admin/note/send', master, { ...body, target: { kind: 'line', partner_id: await userId('member1') } })).statusCode).toBe(404);
  });
});

describe('operator: tickets', () => {
  it('answers a downline member’s inquiry, which the member then sees and confirms; a confirmed one is closed', async () => {
    const member = await as('member2');
    const { id } = (await call('POST', '/api/v1/core/ticket/create', member, { title: '문의', content: '내용' })).json().data;
    const master = await as('master1');
    const answered = await call('PUT', '/api/v1/core/admin/ticket/answer', master, { ticket_id: id, answer: '  답변입니다  ' });
    expect(answered.json().data).toEqual(expect.objectContaining({ id, status: 'answered', answer: '답변입니다', answered_at: expect.any(String) }));
    expect((await call('PUT', '/api/v1/core/ticket/confirm-ticket', member, { ticket_id: id })).json().data.status).toBe('confirmed');
    expect((await call('PUT', '/api/v1/core/admin/ticket/answer', master, { ticket_id: id, answer: '또' })).statusCode).toBe(409);
    expect((await call('PUT', '/api/v1/core/admin/ticket/answer', master, { ticket_id: 999_999, answer: 'x' })).statusCode).toBe(404);
    expect((await call('PUT', '/api/v1/core/admin/ticket/answer', await as('agency1'), { ticket_id: id, answer: 'x' })).statusCode).toBe(403);
  });
});

describe('operator: image popups', () => {
  it('adds an active popup at the end of the sequence, shown to its line by the popup call', async () => {
    const master = await as('master1');
    const res = await call('POST', '/api/v1/core/admin/popup/create', master, { image_url: '/static/demo/popup-2.svg', title: '새 이벤트' });
    expect(res.statusCode).toBe(200);
    const { items } = (await call('GET', '/api/v1/core/popup/get', await as('member1'))).json().data;
    expect(items.at(-1)).toEqual(expect.objectContaining({ id: res.json().data.id, image_url: '/static/demo/popup-2.svg', is_non_closable: false }));
  });

  it.each([
    ['a javascript: image', 'javascript:alert(1)'],
    ['an http image', 'http://evil.example/x.png'],
    ['a path outside /static', '/api/v1/core/user/info'],
    ['an attribute breakout', 'https://x.example/a.png" onerror="alert(1)'],
  ])('refuses %s with 400', async (_case, image_url) => {
    const res = await call('POST', '/api/v1/core/admin/popup/create', await as('master1'), { image_url, title: 'x' });
    expect(res.statusCode).toBe(400);
  });

  it('is for the master only', async () => {
    expect((await call('POST', '/api/v1/core/admin/popup/create', await as('agency1'), { image_url: '/static/demo/popup-1.svg', title: 'x' })).statusCode).toBe(403);
  });
});
