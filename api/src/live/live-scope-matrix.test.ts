import { LIVE_PATH } from '@casino/contract';
import type { WebSocket } from '@fastify/websocket';
import { SESSION_COOKIE } from '../http/session-token';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';

/*
 * The scope matrix over the live channel, as scope-matrix.test.ts walks it over the routes: every
 * kind of change about member4 (agency2's line, under master1), its sign-in and sign-out too, is made once, with a channel open
 * for accounts on and off that line; each hears exactly what it is about, and nothing of anyone
 * else's: member4 its own lists and figures, agency2 and master1 their line's requests and
 * sign-ups, master1 its inquiries too, and agency1, its member1, member4's fellow member5, master2
 * and its member7 nothing at all. Popups go by line, as `site/popup` answers them.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SITE = 'http://localhost:4000';
const WATCHERS = ['member4', 'agency2', 'master1', 'agency1', 'member1', 'member5', 'master2', 'member7'] as const;
type Watcher = (typeof WATCHERS)[number];

interface Watching {
  socket: WebSocket;
  /** What it heard after its greeting, keep-alive answers left out. */
  readonly heard: Array<{ type: string; topic?: string; figure?: string }>;
  /** Resolves once everything sent to it before now has arrived (a keep-alive is answered after it). */
  settled(): Promise<void>;
}

/**
 * A channel for each watcher, greeted: every one signs in first and the feed catches up, so no
 * watcher hears another's sign-in (`online`) as a change made after it opened.
 */
async function watchAll(): Promise<Record<Watcher, Watching>> {
  const tokens = await Promise.all(WATCHERS.map((name) => loginAs(t.app, name)));
  await t.changes.sync();
  return Object.fromEntries(await Promise.all(WATCHERS.map(async (name, i) => [name, await watch(name, tokens[i]!)] as const))) as Record<Watcher, Watching>;
}

/** A channel of `username`'s, greeted (ready, and a member's three figures). */
async function watch(username: string, token: string): Promise<Watching> {
  const all: Array<{ type: string; topic?: string; figure?: string }> = [];
  const socket = await t.app.injectWS(LIVE_PATH, { headers: { cookie: `${SESSION_COOKIE}=${token}`, origin: SITE } }, {
    onInit: (ws) => ws.on('message', (data) => all.push(JSON.parse(String(data)) as Watching['heard'][number])),
  });
  // The greeting: ready, then a member's three figures (read from the database, so after a keep-alive's answer).
  const greeted = () => all.filter((message) => message.type === 'ready' || message.type === 'balance').length >= (username.startsWith('member') ? 4 : 1);
  await new Promise<void>((resolve) => {
    const check = () => (greeted() ? resolve() : setTimeout(check, 5));
    check();
  });
  const greeting = all.length;
  return {
    socket,
    get heard() {
      return all.slice(greeting).filter((message) => message.type !== 'pong');
    },
    settled: () => answered(socket, all),
  };
}

function answered(socket: WebSocket, all: Array<{ type: string }>): Promise<void> {
  const pongs = all.filter((message) => message.type === 'pong').length;
  socket.send(JSON.stringify({ type: 'ping' }));
  return new Promise((resolve) => {
    const check = () => (all.filter((message) => message.type === 'pong').length > pongs ? resolve() : setTimeout(check, 5));
    check();
  });
}

const send = async (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) => {
  const answer = await t.app.inject({ method, url, headers: { ...EN, ...bearer(token) }, payload });
  expect([url, answer.statusCode]).toEqual([url, 200]);
  return answer.json().data;
};

it('tells each change about member4 to member4 and its line, and to no one else', async () => {
  const channels = await watchAll();
  const member4 = await loginAs(t.app, 'member4');
  const master1 = await loginAs(t.app, 'master1');
  const member4Id = (await t.db.selectFrom('users').select('id').where('username', '=', 'member4').executeTakeFirstOrThrow()).id;

  const { statement } = await send('POST', '/api/v1/wallet/statement/member/create', member4, { type: 'deposit', amount: 10_000 });
  await send('POST', `/api/v1/wallet/statement/admin/approve/${statement.id}`, master1);
  const { id: ticketId } = await send('POST', '/api/v1/core/ticket/create', member4, { title: 'live', content: 'a question' });
  await send('PUT', '/api/v1/core/admin/ticket/answer', master1, { ticket_id: ticketId, answer: 'an answer' });
  await send('POST', '/api/v1/core/admin/note/send', master1, { target: { kind: 'user', user_id: member4Id }, title: 'live', content: 'a note' });
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/v1/core/register',
    headers: { origin: SITE },
    payload: { referral_code: 'AGENCY2', username: 'livescope1', password: 'secret12', password_confirm: 'secret12', nickname: '라이브', withdraw_password: '4321', withdraw_password_confirm: '4321', phone: '010-1234-5678', bank_name: '신한은행', account_number: '110-123-456789' },
  });
  expect(registered.statusCode).toBe(200);
  await send('POST', '/api/v1/wallet/convert/credit', member4, { amount: 1_000 });
  await send('POST', '/api/v1/core/auth/logout', member4);

  // Everything committed is heard once the feed has caught up, and sent before a keep-alive's
  // answer; in commit order (an approval's cash before its status: ledger_post runs first).
  await t.changes.sync();
  await Promise.all(WATCHERS.map((name) => channels[name].settled()));
  const heard = Object.fromEntries(WATCHERS.map((name) => [name, channels[name].heard.map(summary)]));
  expect(heard).toEqual({
    member4: ['changed statements', 'balance balance', 'changed statements', 'changed tickets', 'changed tickets', 'changed inbox', 'balance balance', 'balance credit'],
    // Inquiries are the masters' to answer: an agency does not hear of them. Its sign-in and
    // sign-out are its line's (`online`).
    agency2: ['changed online', 'changed request_new', 'changed requests', 'changed signup_new', 'changed online'],
    master1: ['changed online', 'changed request_new', 'changed requests', 'changed inquiry_new', 'changed inquiries', 'changed signup_new', 'changed online'],
    agency1: [],
    member1: [],
    member5: [],
    master2: [],
    member7: [],
  });
  for (const { socket } of Object.values(channels)) socket.terminate();
});

it("tells a line's new popup to that line's members, a site-wide one to every member, and neither to a partner", async () => {
  const channels = await watchAll();
  const [master1, master2] = [await loginAs(t.app, 'master1'), await loginAs(t.app, 'master2')];

  const { id: shown } = await send('POST', '/api/v1/core/admin/popup/create', master2, { image_url: '/static/demo/popup-1.svg', title: 'master2 live popup' });
  await send('POST', '/api/v1/core/admin/board-message/create', master1, { type: 'popup', title: 'master1 live popup', content: '<p>live</p>' });
  // Neither a notice nor a popup published hidden is shown as a popup.
  await send('POST', '/api/v1/core/admin/board-message/create', master1, { type: 'notice', title: 'master1 notice', content: '<p>live</p>' });
  const { id: hidden } = await send('POST', '/api/v1/core/admin/popup/create', master1, { image_url: '/static/demo/popup-1.svg', title: 'master1 hidden', active: false });
  // An edit or a reorder of a popup already shown shows nothing new; switching one on does.
  await send('PUT', '/api/v1/core/admin/popup/update', master2, { id: shown, image_url: '/static/demo/popup-2.svg', title: 'master2 live popup, edited', is_non_closable: false, active: true });
  const order: Array<{ id: number }> = (await send('GET', '/api/v1/core/admin/popup/list', master2)).items;
  await send('PUT', '/api/v1/core/admin/popup/order', master2, { ids: order.map(({ id }) => id).reverse() });
  await send('PUT', '/api/v1/core/admin/popup/update', master1, { id: hidden, image_url: '/static/demo/popup-1.svg', title: 'master1 hidden', is_non_closable: false, active: true });
  // What the server's operator publishes from the command line is site-wide.
  await t.db.insertInto('popups').values({ image_url: '/static/demo/popup-2.svg', title: 'site-wide live popup', sort: 99 }).execute();

  await t.changes.sync();
  await Promise.all(WATCHERS.map((name) => channels[name].settled()));
  const heard = Object.fromEntries(WATCHERS.map((name) => [name, channels[name].heard.map(summary)]));
  const times = (n: number) => Array.from({ length: n }, () => 'changed popups');
  expect(heard).toEqual({ member4: times(3), member1: times(3), member5: times(3), member7: times(2), agency2: [], master1: [], agency1: [], master2: [] });
  for (const { socket } of Object.values(channels)) socket.terminate();
});

/** A message as the matrix writes it: `changed statements`, `balance credit`. */
function summary(message: { type: string; topic?: string; figure?: string }): string {
  return `${message.type} ${message.topic ?? message.figure}`;
}
