import { STAFF_HTML_MAX_CHARS } from '@casino/contract';
import { sql } from 'kysely';
import { snapshot } from '../../../test/row-counts';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../../test/test-app';
import { downlineOf } from '../../users/downline';

let t: TestApp;
let master1: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  master1 = await as('master1');
});
afterAll(() => t.close());

async function as(username: string) {
  return { ...EN, ...bearer(await loginAs(t.app, username)) };
}
async function call(method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) {
  const res = await t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
  const body = res.json();
  return { status: res.statusCode, data: body.data, message: body.message };
}
const userId = async (username: string) => (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

describe('the inquiry queue', () => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const member1 = await as('member1');
    const member2 = await as('member2');
    for (const [name, who] of [['first', member1], ['second', member2], ['third', member1], ['answered', member2]] as const) {
      ids[name] = (await call('POST', '/core/ticket/create', who, { title: `queue-${name}`, content: `${name} question` })).data.id;
    }
    await call('PUT', '/core/admin/ticket/answer', master1, { ticket_id: ids.answered, answer: 'done' });
    // Made in order: "first" is the oldest waiting inquiry.
    for (const [i, name] of ['first', 'second', 'third', 'answered'].entries()) {
      await sql`UPDATE tickets SET created_at = now() - make_interval(mins => ${60 - i}) WHERE id = ${ids[name]!}`.execute(t.db);
    }
  });

  it('lists waiting inquiries first, oldest first, then the rest newest first', async () => {
    const { data } = await call('GET', '/core/admin/ticket/list?pageSize=100', master1);
    const mine = data.items.filter((r: { title: string }) => r.title.startsWith('queue-')).map((r: { title: string; status: string }) => `${r.title}:${r.status}`);
    expect(mine).toEqual(['queue-first:waiting', 'queue-second:waiting', 'queue-third:waiting', 'queue-answered:answered']);
    const waitingIndex = data.items.findIndex((r: { status: string }) => r.status !== 'waiting');
    expect(data.items.slice(waitingIndex).every((r: { status: string }) => r.status !== 'waiting')).toBe(true);
    expect(data.items[0].member).toEqual({ id: await userId('member1'), username: 'member1', nickname: '행운의별' });
  });

  it('filters by status, member and Seoul day', async () => {
    const titles = async (query: string) => ((await call('GET', `/core/admin/ticket/list?pageSize=100&${query}`, master1)).data.items as { title: string }[]).map((r) => r.title).filter((title) => title.startsWith('queue-'));
    expect(await titles('status=answered')).toEqual(['queue-answered']);
    expect(await titles('member=MEMBER2')).toEqual(['queue-second', 'queue-answered']);
    expect(await titles('member=%ED%96%89%EC%9A%B4%EC%9D%98%EB%B3%84')).toEqual(['queue-first', 'queue-third']);
    expect(await titles('from=2020-01-01&to=2020-01-31')).toEqual([]);
    expect((await call('GET', '/core/admin/ticket/list?from=2020-13-01', master1)).status).toBe(400);
  });

  it("opens one with its member, partner and the member's earlier inquiries", async () => {
    const { data } = await call('GET', `/core/admin/ticket/get?id=${ids.third}`, master1);
    expect(data.ticket).toMatchObject({ id: ids.third, title: 'queue-third', content: 'third question', status: 'waiting', answer: null });
    expect(data.member).toEqual({ id: await userId('member1'), username: 'member1', nickname: '행운의별', partner: 'agency1' });
    expect(data.earlier.map((e: { id: number }) => e.id)).toContain(ids.first);
    expect(data.earlier.map((e: { id: number }) => e.id)).not.toContain(ids.third);
  });

  it('counts the waiting ones, and an answer takes one off; a re-answer is kept in the trail', async () => {
    const waiting = async () => (await call('GET', '/core/admin/ticket/waiting', master1)).data.waiting;
    const before = await waiting();
    await call('PUT', '/core/admin/ticket/answer', master1, { ticket_id: ids.first, answer: 'first answer' });
    expect(await waiting()).toBe(before - 1);
    await call('PUT', '/core/admin/ticket/answer', master1, { ticket_id: ids.first, answer: 'better answer' });
    expect(await waiting()).toBe(before - 1);
    const trail = await t.db.selectFrom('audit_log').select(['action', 'before', 'after']).where('subject', '=', `ticket:${ids.first}`).orderBy('id').execute();
    expect(trail).toEqual([
      { action: 'ticket.answer', before: { answer: null }, after: { answer: 'first answer' } },
      { action: 'ticket.reanswer', before: { answer: 'first answer' }, after: { answer: 'better answer' } },
    ]);
  });
});

describe('announcements', () => {
  it('publishes to the line, lists it for staff, and an unpublished one is gone for members', async () => {
    const created = await call('POST', '/core/admin/board-message/create', master1, { type: 'event', title: '라인 이벤트', content: '<p>이벤트 <script>x</script></p>' });
    expect(created.status).toBe(200);
    const list = await call('GET', '/core/admin/board-message/list?type=event&pageSize=100', master1);
    const row = list.data.items.find((m: { id: number }) => m.id === created.data.id);
    expect(row).toMatchObject({ type: 'event', title: '라인 이벤트', content: '<p>이벤트 </p>', published: true, site_wide: false, editable: true });

    const member = await as('member1');
    const seen = async () => (await call('GET', '/core/board-message/list?type=event&pageSize=100', member)).data.items.some((m: { id: number }) => m.id === created.data.id);
    expect(await seen()).toBe(true);
    const unpublished = await call('PUT', '/core/admin/board-message/update', master1, { id: created.data.id, type: 'event', title: '라인 이벤트', content: '<p>이벤트</p>', published: false });
    expect(unpublished.data).toMatchObject({ published: false });
    expect(await seen()).toBe(false);
    expect((await call('GET', `/core/board-message/get?id=${created.data.id}`, member)).status).toBe(404);
    const trail = await t.db.selectFrom('audit_log').select('action').where('subject', '=', `board_message:${created.data.id}`).orderBy('id').execute();
    expect(trail.map((r) => r.action)).toEqual(['board_message.create', 'board_message.unpublish']);
  });

  it('lets only a master with the site right publish or edit for every line', async () => {
    const siteWide = await call('POST', '/core/admin/board-message/create', master1, { type: 'notice', title: '전체 공지', content: '<p>모두</p>', site_wide: true });
    expect(siteWide.status).toBe(200);
    const member7 = await as('member7');
    expect((await call('GET', `/core/board-message/get?id=${siteWide.data.id}`, member7)).status).toBe(200);

    await t.db.updateTable('users').set({ rights: [] }).where('username', '=', 'master2').execute();
    const master2 = await as('master2');
    const before = await snapshot(t.db);
    const refused = await call('POST', '/core/admin/board-message/create', master2, { type: 'notice', title: 'x', content: '<p>x</p>', site_wide: true });
    expect(refused.status).toBe(403);
    expect(refused.message).toBe('Only an operator of the whole site can change content every line sees');
    const row = (await call('GET', '/core/admin/board-message/list?pageSize=100', master2)).data.items.find((m: { id: number }) => m.id === siteWide.data.id);
    expect(row).toMatchObject({ site_wide: true, editable: false });
    expect((await call('PUT', '/core/admin/board-message/update', master2, { id: siteWide.data.id, type: 'notice', title: 'x', content: '<p>x</p>', published: false })).status).toBe(404);
    expect(await snapshot(t.db)).toEqual(before);
    await t.db.updateTable('users').set({ rights: ['site'] }).where('username', '=', 'master2').execute();
  });

  it('previews exactly what would be stored', async () => {
    const { data } = await call('POST', '/core/admin/html/preview', master1, { content: '<h2 onclick="x()">제목</h2><a href="https://example.com">링크</a><iframe src="https://evil.example"></iframe>' });
    expect(data.content).toBe('<h2>제목</h2><a href="https://example.com" target="_blank" rel="noopener noreferrer">링크</a>');
  });

  // 100,000 characters of Korean are about 300 KB: past the API's default 64 KiB body limit.
  it('takes the longest HTML the contract allows, in Korean, and refuses one character more with 400', async () => {
    const longest = `<p>${'공'.repeat(STAFF_HTML_MAX_CHARS - 7)}</p>`;
    const kept = await call('POST', '/core/admin/html/preview', master1, { content: longest });
    expect([kept.status, kept.data.content]).toEqual([200, longest]);
    const note = await call('POST', '/core/admin/note/send', master1, { title: '긴 쪽지', content: longest, target: { kind: 'user', user_id: await userId('member1') } });
    expect(note.status).toBe(200);
    const before = await snapshot(t.db);
    const tooLong = await call('POST', '/core/admin/board-message/create', master1, { type: 'notice', title: '너무 긺', content: `${longest}x` });
    expect(tooLong.status).toBe(400);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('takes the longest content in emoji sent as escaped pairs, 12 bytes of JSON each', async () => {
    const emoji = String.raw`\ud83c\udfb0`;
    const payload = `{"content":"<p>${emoji.repeat(STAFF_HTML_MAX_CHARS - 7)}</p>"}`;
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/core/admin/html/preview', headers: { ...master1, 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(200);
  });

  it('refuses what would be stored longer than the limit, so a saved announcement can always be saved again as it is', async () => {
    // Within the limit as sent; a bare & is stored as &amp;, five characters.
    const ampersands = `<p>${'&'.repeat(STAFF_HTML_MAX_CHARS - 7)}</p>`;
    const before = await snapshot(t.db);
    const refused = await call('POST', '/core/admin/board-message/create', master1, { type: 'notice', title: '앰퍼샌드', content: ampersands });
    expect([refused.status, refused.message]).toEqual([400, 'The content is too long: stored as HTML it may be at most 100,000 characters']);
    expect(await snapshot(t.db)).toEqual(before);

    const fits = `<p>${'&'.repeat(Math.floor((STAFF_HTML_MAX_CHARS - 7) / 5))}</p>`;
    const created = await call('POST', '/core/admin/board-message/create', master1, { type: 'notice', title: '앰퍼샌드', content: fits });
    expect(created.status).toBe(200);
    const resaved = await call('PUT', '/core/admin/board-message/update', master1, { id: created.data.id, type: 'notice', title: '앰퍼샌드', content: created.data.content, published: true });
    expect([resaved.status, resaved.data.content]).toEqual([200, created.data.content]);
  });
});

describe('image popups', () => {
  it('adds, edits and reorders the line’s popups; members see the new order at once', async () => {
    const a = (await call('POST', '/core/admin/popup/create', master1, { image_url: '/static/demo/popup-1.svg', title: 'popup-a' })).data.id;
    const b = (await call('POST', '/core/admin/popup/create', master1, { image_url: '/static/demo/popup-2.svg', title: 'popup-b' })).data.id;
    const member = await as('member1');
    const shown = async () => ((await call('GET', '/core/popup/get', member)).data.items as { id: number }[]).map((p) => p.id).filter((id) => id === a || id === b);
    expect(await shown()).toEqual([a, b]);

    const list = (await call('GET', '/core/admin/popup/list', master1)).data.items as { id: number; editable: boolean; position: number }[];
    expect(list.map((p) => p.position)).toEqual(list.map((_, i) => i + 1));
    const movable = list.filter((p) => p.editable).map((p) => p.id);
    const reordered = [...movable.filter((id) => id !== a && id !== b), b, a];
    const ordered = await call('PUT', '/core/admin/popup/order', master1, { ids: reordered });
    expect(ordered.status).toBe(200);
    expect(await shown()).toEqual([b, a]);

    const edited = await call('PUT', '/core/admin/popup/update', master1, { id: b, image_url: 'https://cdn.example/p.png', title: 'popup-b2', is_non_closable: true, active: false });
    expect(edited.data).toMatchObject({ id: b, image_url: 'https://cdn.example/p.png', title: 'popup-b2', is_non_closable: true, active: false, editable: true });
    expect(await shown()).toEqual([a]);
  });

  it('refuses an order that misses a popup (409) and changes nothing', async () => {
    const list = (await call('GET', '/core/admin/popup/list', master1)).data.items as { id: number; editable: boolean }[];
    const before = await snapshot(t.db);
    expect((await call('PUT', '/core/admin/popup/order', master1, { ids: list.filter((p) => p.editable).slice(1).map((p) => p.id) })).status).toBe(409);
    expect(await snapshot(t.db)).toEqual(before);
  });
});

describe('inbox notes', () => {
  it('sends to a grade of the line, and the sender sees how many read it', async () => {
    const line = await t.db.selectFrom('users').select(['id', 'username']).where('role', '=', 'member').where('grade', '=', 1).where('state', '=', 'normal').where('id', 'in', downlineOf(await userId('master1'))).execute();
    expect(line.length).toBeGreaterThan(1);
    const sent = await call('POST', '/core/admin/note/send', master1, { title: '등급 안내', content: '<p>1등급</p>', target: { kind: 'grade', grade: 1 } });
    expect(sent.status).toBe(200);
    const everyGradeOne = await t.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('role', '=', 'member').where('grade', '=', 1).where('id', 'in', downlineOf(await userId('master1'))).executeTakeFirstOrThrow();
    expect(sent.data.sent).toBe(Number(everyGradeOne.n));

    const reader = line.find((u) => u.username === 'member1')!;
    const member = await as(reader.username);
    const inbox = (await call('GET', '/core/message/list?pageSize=100', member)).data.items as { id: number; title: string }[];
    await call('PUT', '/core/message/read', member, { ids: [inbox.find((m) => m.title === '등급 안내')!.id] });

    const list = await call('GET', '/core/admin/note/list', master1);
    expect(list.data.items[0]).toEqual({ id: sent.data.id, title: '등급 안내', target: { kind: 'grade', grade: 1, name: expect.any(String) }, sent: sent.data.sent, read: 1, sender: 'master1', created_at: expect.any(String) });
    const one = await call('GET', `/core/admin/note/get?id=${sent.data.id}`, master1);
    expect(one.data.content).toBe('<p>1등급</p>');
  });

  it('says so when a target reaches nobody, and sends nothing', async () => {
    const before = await snapshot(t.db);
    const none = await call('POST', '/core/admin/note/send', master1, { title: 'x', content: '<p>x</p>', target: { kind: 'grade', grade: 5 } });
    expect(none.status).toBe(409);
    expect(await snapshot(t.db)).toEqual(before);
    expect((await call('POST', '/core/admin/note/send', master1, { title: 'x', content: '<p>x</p>', target: { kind: 'grade', grade: 99 } })).status).toBe(404);
  });
});
