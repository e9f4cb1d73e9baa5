import { LIVE_CLOSE, LIVE_MAX_FRAME_BYTES, LIVE_MAX_MESSAGES, LIVE_PATH } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { WebSocket } from '@fastify/websocket';
import { buildApp } from '../app';
import { revokeAllSessions } from '../auth/sessions';
import { listenForChanges, type ChangeFeed } from '../db/change-feed';
import { SESSION_COOKIE } from '../http/session-token';
import { loadConfig } from '../config/env';
import { callWallet, openGameSession, setBalance } from '../../test/provider-wallet';
import { loginAs, startTestApp, type TestApp } from '../../test/test-app';
import { LIVE_MAX_OPENS_PER_MINUTE, LIVE_MAX_PAGES_PER_SESSION } from './open-limits';

/*
 * The live channel (decision 070): who may open it, what it takes, and that a session's end closes
 * that session's pages at once, on this API process and on another one, and never for a write
 * that rolled back.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SITE = 'http://localhost:4000';
const asPage = (token: string, origin = SITE) => ({ cookie: `${SESSION_COOKIE}=${token}`, origin });

/** A page's channel: its socket, its member's figures it was greeted with, and what it was sent since, in order. */
interface Channel {
  socket: WebSocket;
  greeting: unknown[];
  next(): Promise<unknown>;
}

/**
 * Opens a member's channel (its messages kept from the first, which comes before the upgrade's
 * promise resolves) and waits for its greeting: `ready`, then the member's three figures.
 */
async function open(app: FastifyInstance, headers: Record<string, string>): Promise<Channel> {
  const kept: unknown[] = [];
  const waiting: Array<(message: unknown) => void> = [];
  const socket = await app.injectWS(LIVE_PATH, { headers }, {
    onInit: (ws) =>
      ws.on('message', (data) => {
        const message: unknown = JSON.parse(String(data));
        const waiter = waiting.shift();
        if (waiter) waiter(message);
        else kept.push(message);
      }),
  });
  const next = () => (kept.length > 0 ? Promise.resolve(kept.shift()) : new Promise<unknown>((resolve) => waiting.push(resolve)));
  expect(await next()).toEqual({ type: 'ready' });
  const greeting = [await next(), await next(), await next()];
  return { socket, greeting, next };
}

const closing = ({ socket }: Channel) => new Promise<{ code: number; reason: string }>((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })));

/** Whether the channel is still open and answering: a keep-alive and its answer. */
async function answers(channel: Channel): Promise<boolean> {
  if (channel.socket.readyState !== channel.socket.OPEN) return false;
  channel.socket.send(JSON.stringify({ type: 'ping' }));
  return ((await channel.next()) as { type: string }).type === 'pong';
}

const sessionIdOf = async (token: string) => {
  const info = await t.app.inject({ method: 'GET', url: '/api/v1/core/user/info', headers: { authorization: `Bearer ${token}` } });
  expect(info.statusCode).toBe(200);
  const row = await t.db.selectFrom('sessions').select(['id', 'user_id']).orderBy('id', 'desc').where('user_id', '=', info.json().data.account.id).executeTakeFirstOrThrow();
  return row;
};

describe('the live channel', () => {
  it('is refused before the upgrade to a page without a session, with a dead one, or from another site', async () => {
    await expect(t.app.injectWS(LIVE_PATH, { headers: { origin: SITE } })).rejects.toThrow(/401/);
    await expect(t.app.injectWS(LIVE_PATH, { headers: asPage('not-a-session') })).rejects.toThrow(/401/);
    const token = await loginAs(t.app, 'member1');
    await expect(t.app.injectWS(LIVE_PATH, { headers: asPage(token, 'https://evil.example') })).rejects.toThrow(/403/);
  });

  it('refuses a session its 13th open page here, and its 31st open in a minute, with the reason; another session is not held', async () => {
    const token = await loginAs(t.app, 'agency1');
    const pages = await Promise.all(Array.from({ length: LIVE_MAX_PAGES_PER_SESSION }, () => t.app.injectWS(LIVE_PATH, { headers: asPage(token) })));
    await expect(t.app.injectWS(LIVE_PATH, { headers: asPage(token) })).rejects.toThrow(/429/);
    const refused = await t.app.inject({ method: 'GET', url: LIVE_PATH, headers: { ...asPage(token), 'accept-language': 'en' } });
    expect([refused.statusCode, refused.json(), refused.headers['retry-after']]).toEqual([429, { code: 'RATE_LIMITED', message: 'Too many pages of this session are open; close some and try again' }, '60']);

    await Promise.all(pages.map((page) => new Promise((resolve) => (page.once('close', resolve), page.terminate()))));
    let opened = LIVE_MAX_PAGES_PER_SESSION;
    while (opened < LIVE_MAX_OPENS_PER_MINUTE) {
      (await t.app.injectWS(LIVE_PATH, { headers: asPage(token) })).terminate();
      opened += 1;
    }
    const tooOften = await t.app.inject({ method: 'GET', url: LIVE_PATH, headers: { ...asPage(token), 'accept-language': 'en' } });
    expect([tooOften.statusCode, tooOften.json().message]).toEqual([429, 'The live connection was opened too often; try again in a minute']);
    const other = await t.app.injectWS(LIVE_PATH, { headers: asPage(await loginAs(t.app, 'agency1')) });
    other.terminate();
  });

  it('keeps 12 of 20 pages one session opens at once: the rest refused (429) or closed with 4429', async () => {
    const token = await loginAs(t.app, 'agency2');
    // Each page: kept (it answers a keep-alive), closed for the cap (its close code) or refused before the upgrade.
    const pages = Array.from({ length: 20 }, async () => {
      let settle!: (fate: 'kept' | number | string) => void;
      const fate = new Promise<'kept' | number | string>((resolve) => (settle = resolve));
      const upgrade = t.app.injectWS(LIVE_PATH, { headers: asPage(token) }, {
        onInit: (ws) => {
          ws.once('close', (code) => settle(code));
          ws.on('message', (data) => String(data).includes('pong') && settle('kept'));
        },
      });
      const socket = await upgrade.catch((error: unknown) => (settle(String(error)), null));
      if (socket?.readyState === socket?.OPEN) socket?.send(JSON.stringify({ type: 'ping' }));
      return { socket, fate: await fate };
    });
    const fates = await Promise.all(pages);
    expect(fates.filter(({ fate }) => fate === 'kept')).toHaveLength(LIVE_MAX_PAGES_PER_SESSION);
    for (const { fate } of fates.filter(({ fate }) => fate !== 'kept')) expect(String(fate)).toMatch(/^4429$|429/);
    for (const { socket } of fates) socket?.terminate();
  });

  it("greets a member's page with its figures as wallet/balance reads them, and answers its keep-alive", async () => {
    const token = await loginAs(t.app, 'member1');
    const socket = await open(t.app, asPage(token));
    const { balance, credit, rolling_point: rolling, versions } = (await t.app.inject({ method: 'GET', url: '/api/v1/wallet/balance', headers: { authorization: `Bearer ${token}` } })).json().data;
    expect(socket.greeting).toEqual([
      { type: 'balance', figure: 'balance', amount: balance, version: versions.balance },
      { type: 'balance', figure: 'credit', amount: credit, version: versions.credit },
      { type: 'balance', figure: 'rolling_point', amount: rolling, version: versions.rolling_point },
    ]);
    expect(await answers(socket)).toBe(true);
    socket.socket.terminate();
  });

  it("greets a partner's page without figures: no partner figure is sent live", async () => {
    const kept: unknown[] = [];
    const socket = await t.app.injectWS(LIVE_PATH, { headers: asPage(await loginAs(t.app, 'agency1')) }, { onInit: (ws) => ws.on('message', (data) => kept.push(JSON.parse(String(data)))) });
    socket.send(JSON.stringify({ type: 'ping' }));
    await new Promise<void>((resolve) => socket.on('message', (data) => String(data).includes('pong') && resolve()));
    expect(kept).toEqual([{ type: 'ready' }, { type: 'pong' }]);
    socket.terminate();
  });

  it('closes on a message it does not take, and on a frame over its limit', async () => {
    const token = await loginAs(t.app, 'member2');
    for (const frame of ['{"type":"subscribe","topic":"everything"}', 'not json', '{"type":"ping","extra":1}', 'x'.repeat(LIVE_MAX_FRAME_BYTES + 1)]) {
      const socket = await open(t.app, asPage(token));
      const closed = closing(socket);
      socket.socket.send(frame);
      expect([frame.slice(0, 40), (await closed).code]).toEqual([frame.slice(0, 40), frame.length > LIVE_MAX_FRAME_BYTES ? 1009 : LIVE_CLOSE.badMessage]);
    }
  });

  it('answers keep-alives up to its limit, then closes on a flood, and only that page', async () => {
    const token = await loginAs(t.app, 'member2');
    const [flooding, other] = [await open(t.app, asPage(token)), await open(t.app, asPage(token))];
    const closed = closing(flooding);
    for (let i = 0; i <= LIVE_MAX_MESSAGES; i++) flooding.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await closed).toEqual({ code: LIVE_CLOSE.flood, reason: 'too many messages' });
    const answered = [];
    for (let i = 0; i < LIVE_MAX_MESSAGES; i++) answered.push(await flooding.next());
    expect(answered).toEqual(Array.from({ length: LIVE_MAX_MESSAGES }, () => ({ type: 'pong' })));
    expect(await answers(other)).toBe(true);
    other.socket.terminate();
  });

  it("closes the pages of a session that ends, at once, and only that session's", async () => {
    const first = await loginAs(t.app, 'member3');
    const second = await loginAs(t.app, 'member3');
    const other = await loginAs(t.app, 'member4');
    const [a, b, c] = await Promise.all([open(t.app, asPage(first)), open(t.app, asPage(second)), open(t.app, asPage(other))]);
    const closed = closing(a);
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/core/auth/logout', headers: { authorization: `Bearer ${first}` } });
    expect(out.statusCode).toBe(200);
    expect(await closed).toEqual({ code: LIVE_CLOSE.sessionEnded, reason: 'session ended' });
    expect(await answers(b)).toBe(true);
    expect(await answers(c)).toBe(true);
    b.socket.terminate();
    c.socket.terminate();
  });

  it('says a stop is the reason when the account is stopped', async () => {
    const token = await loginAs(t.app, 'member5');
    const socket = await open(t.app, asPage(token));
    const closed = closing(socket);
    const { user_id: userId } = await sessionIdOf(token);
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ state: 'stop' }).where('id', '=', userId).execute();
      await revokeAllSessions(trx, userId);
    });
    try {
      expect(await closed).toEqual({ code: LIVE_CLOSE.stopped, reason: 'stopped' });
    } finally {
      await t.db.updateTable('users').set({ state: 'normal' }).where('id', '=', userId).execute();
    }
  });

  it('closes nothing for a revoke that rolled back', async () => {
    const token = await loginAs(t.app, 'member6');
    const socket = await open(t.app, asPage(token));
    const { id } = await sessionIdOf(token);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx.updateTable('sessions').set({ revoked_at: sql<Date>`now()` }).where('id', '=', id).execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // Anything the rolled-back write had sent would be heard by now: the feed has caught up.
    await t.changes.sync();
    expect(await answers(socket)).toBe(true);
    socket.socket.terminate();
  });

  describe("a member's balances", () => {
    const call = (app: FastifyInstance, token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
    const balances = async (token: string) => {
      const answer = await call(t.app, token, 'GET', '/api/v1/wallet/balance');
      expect(answer.statusCode).toBe(200);
      return answer.json().data as { balance: number; credit: number; versions: { balance: number; credit: number } };
    };

    it('reach every page of the member as each figure changes, in version order, as wallet/balance then reads them; no one else hears', async () => {
      const token = await loginAs(t.app, 'member8');
      const [page, secondPage, stranger] = await Promise.all([open(t.app, asPage(token)), open(t.app, asPage(token)), open(t.app, asPage(await loginAs(t.app, 'member9')))]);
      const before = await balances(token);
      expect((await call(t.app, token, 'POST', '/api/v1/wallet/convert/credit', { amount: 700 })).statusCode).toBe(200);
      expect((await call(t.app, token, 'POST', '/api/v1/wallet/convert/cash', { amount: 200 })).statusCode).toBe(200);
      const after = await balances(token);
      const expected = [
        { type: 'balance', figure: 'balance', amount: before.balance - 700, version: before.versions.balance + 1 },
        { type: 'balance', figure: 'credit', amount: before.credit + 700, version: before.versions.credit + 1 },
        { type: 'balance', figure: 'balance', amount: after.balance, version: after.versions.balance },
        { type: 'balance', figure: 'credit', amount: after.credit, version: after.versions.credit },
      ];
      for (const channel of [page, secondPage]) expect([await channel.next(), await channel.next(), await channel.next(), await channel.next()]).toEqual(expected);
      expect(after.versions).toMatchObject({ balance: before.versions.balance + 2, credit: before.versions.credit + 2 });
      expect(await answers(stranger)).toBe(true);
      for (const channel of [page, secondPage, stranger]) channel.socket.terminate();
    });

    it('tell nothing of a posting that rolled back, or of a repeated call that moved nothing', async () => {
      const token = await loginAs(t.app, 'member10');
      const page = await open(t.app, asPage(token));
      const { versions } = await balances(token);
      const repeat = { authorization: `Bearer ${token}`, 'idempotency-key': 'live-once' };
      const first = await t.app.inject({ method: 'POST', url: '/api/v1/wallet/convert/credit', headers: repeat, payload: { amount: 5 } });
      expect(first.statusCode).toBe(200);
      expect([await page.next(), await page.next()]).toEqual([
        expect.objectContaining({ figure: 'balance', version: versions.balance + 1 }),
        expect.objectContaining({ figure: 'credit', version: versions.credit + 1 }),
      ]);
      const again = await t.app.inject({ method: 'POST', url: '/api/v1/wallet/convert/credit', headers: repeat, payload: { amount: 5 } });
      expect(again.json()).toEqual(first.json());
      await expect(
        t.db.transaction().execute(async (trx) => {
          await sql`SELECT ledger_post('convert_credit', NULL, NULL, ARRAY[a.id, b.id], ARRAY[-1, 1]::bigint[])
            FROM ledger_accounts a, ledger_accounts b, users u
            WHERE u.username = 'member10' AND a.user_id = u.id AND a.kind = 'member_cash' AND b.user_id = u.id AND b.kind = 'member_credit'`.execute(trx);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await t.changes.sync();
      expect(await answers(page)).toBe(true);
      expect((await balances(token)).versions).toMatchObject({ balance: versions.balance + 1, credit: versions.credit + 1 });
      page.socket.terminate();
    });
  });

  it('tells a note sent in bulk once to each account, not once a row', async () => {
    const page = await open(t.app, asPage(await loginAs(t.app, 'member3')));
    await sql`INSERT INTO inbox_messages (user_id, title, content)
      SELECT u.id, 'bulk', 'note ' || n FROM users u, generate_series(1, 300) n WHERE u.role = 'member'`.execute(t.db);
    await t.changes.sync();
    expect(await page.next()).toEqual({ type: 'changed', topic: 'inbox' });
    expect(await answers(page)).toBe(true);
    page.socket.terminate();
  });

  describe("a member's bets and wins", () => {
    it("reach the member's pages after they commit: the newest credit and rolling points, with their versions; nothing for a refused bet", async () => {
      await setBalance(t, 'member12', 'member_credit', 10_000);
      const token = await loginAs(t.app, 'member12');
      const page = await open(t.app, asPage(token));
      const session = await openGameSession(t, 'member12');
      for (const [name, txn, amount] of [['bet', 'live-bet-1', 1_000], ['win', 'live-win-1', 2_500], ['bet', 'live-bet-2', 99_999_999_999]] as const) {
        await callWallet(t, name, { session, txn_id: txn, round_id: `live-round-${txn.slice(-1)}`, amount });
      }
      const { credit, rolling_point: rolling, versions } = (await t.app.inject({ method: 'GET', url: '/api/v1/wallet/balance', headers: { authorization: `Bearer ${token}` } })).json().data;
      // Told after 250 ms, the bet and the win together (or apart, on a slow machine): the figures as they stood, newest last.
      const newest: Record<string, unknown> = {};
      while (newest.credit === undefined || newest.rolling_point === undefined) {
        const message = (await page.next()) as { type: string; figure: 'credit' | 'rolling_point'; version: number };
        expect(message).toEqual({ type: 'balance', figure: expect.stringMatching(/^(credit|rolling_point)$/), amount: expect.any(Number), version: expect.any(Number) });
        if (message.version === versions[message.figure]) newest[message.figure] = message;
      }
      expect(newest).toEqual({
        credit: { type: 'balance', figure: 'credit', amount: credit, version: versions.credit },
        rolling_point: { type: 'balance', figure: 'rolling_point', amount: rolling, version: versions.rolling_point },
      });
      expect(versions.credit).toBe((page.greeting[1] as { version: number }).version + 2);
      expect(await answers(page)).toBe(true);
      page.socket.terminate();
    });
  });

  describe('on another API process on the same database', () => {
    let other: FastifyInstance;
    let feed: ChangeFeed;
    beforeAll(async () => {
      feed = await listenForChanges(t.url);
      other = await buildApp({ db: t.db, changes: feed, config: loadConfig({}) });
      await other.ready();
    });
    afterAll(async () => {
      await other.close();
      await feed.close();
    });

    it("closes a page there when its session ends here", async () => {
      const token = await loginAs(t.app, 'member7');
      const socket = await open(other, asPage(token));
      const closed = closing(socket);
      await t.app.inject({ method: 'POST', url: '/api/v1/core/auth/logout', headers: { authorization: `Bearer ${token}` } });
      expect((await closed).code).toBe(LIVE_CLOSE.sessionEnded);
    });

    it("sends a page there the balance a call here changed", async () => {
      const token = await loginAs(t.app, 'member11');
      const page = await open(other, asPage(token));
      const converted = await t.app.inject({ method: 'POST', url: '/api/v1/wallet/convert/credit', headers: { authorization: `Bearer ${token}` }, payload: { amount: 3 } });
      expect(converted.statusCode).toBe(200);
      const { balance, credit, versions } = converted.json().data;
      expect([await page.next(), await page.next()]).toEqual([
        { type: 'balance', figure: 'balance', amount: balance, version: versions.balance },
        { type: 'balance', figure: 'credit', amount: credit, version: versions.credit },
      ]);
      page.socket.terminate();
    });
  });
});
