import { snapshot } from '../../test/row-counts';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { ...EN, ...headers }, ...(payload ? { payload } : {}) });
const as = async (username: string) => bearer(await loginAs(t.app, username));
const inbox = async (headers: Record<string, string>) => (await call('GET', '/api/v1/core/message/list', headers)).json().data;
const userId = async (username: string) => (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

describe('inbox messages', () => {
  it('lists only the caller’s own messages, newest first, with the unread count', async () => {
    const data = await inbox(await as('member1'));
    expect(data.total).toBe(2);
    expect(data.unread).toBe(1);
    expect(data.items.map((m: { title: string; read: boolean }) => [m.title, m.read])).toEqual([
      ['주말 롤링 2배 이벤트 안내', false],
      ['가입을 환영합니다', true],
    ]);
    const mine = await t.db.selectFrom('inbox_messages').select('id').where('user_id', '=', await userId('member1')).execute();
    expect(data.items.map((m: { id: number }) => m.id).sort()).toEqual(mine.map((m) => m.id).sort());
  });

  it('marks read and deletes, and the unread count follows', async () => {
    const member = await as('member2');
    const { items } = await inbox(member);
    const unread = items.find((m: { read: boolean }) => !m.read);
    const read = await call('PUT', '/api/v1/core/message/read', member, { ids: [unread.id] });
    expect(read.json()).toEqual({ data: { unread: 0 } });
    const deleted = await call('DELETE', '/api/v1/core/message/delete', member, { ids: items.map((m: { id: number }) => m.id) });
    expect(deleted.json()).toEqual({ data: { unread: 0 } });
    expect(await inbox(member)).toEqual({ items: [], total: 0, unread: 0 });
    // Deleted is gone: reading or deleting it again is not found.
    expect((await call('PUT', '/api/v1/core/message/read', member, { ids: [unread.id] })).statusCode).toBe(404);
  });

  it("answers another member's message id as not found and changes nothing, even mixed with its own", async () => {
    const theirs = (await t.db.selectFrom('inbox_messages').select('id').where('user_id', '=', await userId('member4')).where('read_at', 'is', null).executeTakeFirstOrThrow()).id;
    const member = await as('member3');
    const own = (await inbox(member)).items.map((m: { id: number }) => m.id);
    const before = [await snapshot(t.db), await t.db.selectFrom('inbox_messages').selectAll().orderBy('id').execute()];
    for (const method of ['PUT', 'DELETE'] as const) {
      const url = method === 'PUT' ? '/api/v1/core/message/read' : '/api/v1/core/message/delete';
      for (const ids of [[theirs], [...own, theirs]]) {
        const res = await call(method, url, member, { ids });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'The message was not found' });
      }
    }
    expect([await snapshot(t.db), await t.db.selectFrom('inbox_messages').selectAll().orderBy('id').execute()]).toEqual(before);
  });

  it.each([
    ['no ids', {}],
    ['an empty list', { ids: [] }],
    ['a repeated id', { ids: [1, 1] }],
    ['a non-id', { ids: ['1'] }],
    ['too many ids', { ids: Array.from({ length: 101 }, (_, i) => i + 1) }],
    ['an unknown field', { ids: [1], all: true }],
  ])('refuses %s with 400', async (_case, payload) => {
    const res = await call('DELETE', '/api/v1/core/message/delete', await as('member3'), payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });
});

describe('customer-service tickets', () => {
  it('writes an inquiry, shows it waiting, and confirms it once answered', async () => {
    const member = await as('member1');
    const created = await call('POST', '/api/v1/core/ticket/create', member, { title: '  출금 문의  ', content: '출금이 언제 처리되나요?' });
    expect(created.statusCode).toBe(200);
    const ticket = created.json().data;
    expect(ticket).toEqual({ id: expect.any(Number), title: '출금 문의', content: '출금이 언제 처리되나요?', status: 'waiting', answer: null, answered_at: null, created_at: expect.any(String) });
    expect((await call('PUT', '/api/v1/core/ticket/confirm-ticket', member, { ticket_id: ticket.id })).statusCode).toBe(409);

    await t.db.updateTable('tickets').set({ answer: '순서대로 처리됩니다.', answered_at: new Date() }).where('id', '=', ticket.id).execute();
    const listed = (await call('GET', '/api/v1/core/ticket/list', member)).json().data;
    expect(listed.items[0]).toEqual(expect.objectContaining({ id: ticket.id, status: 'answered', answer: '순서대로 처리됩니다.', answered_at: expect.any(String) }));
    expect(listed.answered).toBe(1);
    const confirmed = await call('PUT', '/api/v1/core/ticket/confirm-ticket', member, { ticket_id: ticket.id });
    expect(confirmed.json().data.status).toBe('confirmed');
    expect((await call('GET', '/api/v1/core/ticket/list', member)).json().data.answered).toBe(0);
    expect((await call('PUT', '/api/v1/core/ticket/confirm-ticket', member, { ticket_id: ticket.id })).json()).toEqual(confirmed.json());
  });

  it.each([
    ['an empty title', { title: '   ', content: 'x' }, 'Please enter the title'],
    ['an empty content', { title: 'x', content: '' }, 'Please enter the content'],
  ])('refuses %s with the spec message and stores nothing', async (_case, payload, message) => {
    const member = await as('member2');
    const before = await t.db.selectFrom('tickets').select('id').execute();
    const res = await call('POST', '/api/v1/core/ticket/create', member, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION', message });
    expect(await t.db.selectFrom('tickets').select('id').execute()).toEqual(before);
  });

  it.each([
    ['an oversized title', { title: 'x'.repeat(101), content: 'x' }],
    ['an oversized content', { title: 'x', content: 'x'.repeat(5001) }],
    ['an unknown field', { title: 'x', content: 'x', user_id: 1 }],
  ])('refuses %s with 400 and stores nothing', async (_case, payload) => {
    const member = await as('member2');
    const before = await t.db.selectFrom('tickets').select('id').execute();
    expect((await call('POST', '/api/v1/core/ticket/create', member, payload)).statusCode).toBe(400);
    expect(await t.db.selectFrom('tickets').select('id').execute()).toEqual(before);
  });

  it("keeps inquiries private: another member's are neither listed nor confirmable", async () => {
    const { id } = (await call('POST', '/api/v1/core/ticket/create', await as('member4'), { title: '비밀', content: '내용' })).json().data;
    await t.db.updateTable('tickets').set({ answer: '답변', answered_at: new Date() }).where('id', '=', id).execute();
    const other = await as('member6');
    expect((await call('GET', '/api/v1/core/ticket/list', other)).json().data.items.map((x: { id: number }) => x.id)).not.toContain(id);
    const res = await call('PUT', '/api/v1/core/ticket/confirm-ticket', other, { ticket_id: id });
    expect(res.statusCode).toBe(404);
    expect((await t.db.selectFrom('tickets').select('confirmed_at').where('id', '=', id).executeTakeFirstOrThrow()).confirmed_at).toBeNull();
  });

  it('deletes the caller’s own inquiries: gone from the list, not confirmable, not answerable', async () => {
    const member = await as('member5');
    const write = async (title: string) => (await call('POST', '/api/v1/core/ticket/create', member, { title, content: '내용' })).json().data.id as number;
    const [kept, answered, waiting] = [await write('남김'), await write('답변됨'), await write('대기')];
    await t.db.updateTable('tickets').set({ answer: '답변', answered_at: new Date() }).where('id', '=', answered).execute();

    const res = await call('DELETE', '/api/v1/core/ticket/delete', member, { ids: [answered, waiting] });
    expect(res.json()).toEqual({ data: { deleted: 2 } });
    const listed = (await call('GET', '/api/v1/core/ticket/list', member)).json().data;
    expect(listed.items.map((x: { id: number }) => x.id)).toEqual([kept]);
    expect(listed.total).toBe(1);
    expect((await call('PUT', '/api/v1/core/ticket/confirm-ticket', member, { ticket_id: answered })).statusCode).toBe(404);
    const master = await as('master1');
    expect((await call('PUT', '/api/v1/core/admin/ticket/answer', master, { ticket_id: waiting, answer: '늦은 답변' })).statusCode).toBe(404);
    // Deleted once is deleted: again is not found.
    expect((await call('DELETE', '/api/v1/core/ticket/delete', member, { ids: [waiting] })).statusCode).toBe(404);
  });

  it('two deletes of the same inquiry at once: one deletes, the other is not found', async () => {
    const member = await as('member5');
    const { id } = (await call('POST', '/api/v1/core/ticket/create', member, { title: '동시 삭제', content: '내용' })).json().data;
    const answers = await Promise.all([1, 2, 3].map(() => call('DELETE', '/api/v1/core/ticket/delete', member, { ids: [id] })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404, 404]);
    const row = await t.db.selectFrom('tickets').select('deleted_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.deleted_at).toBeInstanceOf(Date);
  });

  it("refuses to delete another member's inquiry, even mixed with its own, and changes nothing", async () => {
    const theirs = (await call('POST', '/api/v1/core/ticket/create', await as('member4'), { title: '남의 문의', content: '내용' })).json().data.id;
    const member = await as('member6');
    const own = (await call('POST', '/api/v1/core/ticket/create', member, { title: '내 문의', content: '내용' })).json().data.id;
    const before = [await snapshot(t.db), await t.db.selectFrom('tickets').selectAll().orderBy('id').execute()];
    for (const ids of [[theirs], [own, theirs], [own, 999_999]]) {
      const res = await call('DELETE', '/api/v1/core/ticket/delete', member, { ids });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'The inquiry was not found' });
    }
    for (const payload of [{}, { ids: [] }, { ids: [own, own] }, { ids: [own], all: true }]) {
      expect((await call('DELETE', '/api/v1/core/ticket/delete', member, payload)).statusCode).toBe(400);
    }
    expect([await snapshot(t.db), await t.db.selectFrom('tickets').selectAll().orderBy('id').execute()]).toEqual(before);
  });
});
