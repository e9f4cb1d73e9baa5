import { LIVE_CLOSE, LIVE_MAX_FRAME_BYTES, LIVE_PATH } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { WebSocket } from '@fastify/websocket';
import { buildApp } from '../app';
import { revokeAllSessions } from '../auth/sessions';
import { listenForChanges, type ChangeFeed } from '../db/change-feed';
import { SESSION_COOKIE } from '../http/session-token';
import { loadConfig } from '../config/env';
import { loginAs, startTestApp, type TestApp } from '../../test/test-app';

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

/** A page's channel: its socket and what it was sent, in order. */
interface Channel {
  socket: WebSocket;
  next(): Promise<unknown>;
}

/** Opens a channel (its messages kept from the first, which comes before the upgrade's promise resolves) and waits for its greeting. */
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
  return { socket, next };
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

  it('greets a signed-in page and answers its keep-alive', async () => {
    const socket = await open(t.app, asPage(await loginAs(t.app, 'member1')));
    expect(await answers(socket)).toBe(true);
    socket.socket.terminate();
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
  });
});
