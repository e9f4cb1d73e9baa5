import { sql } from 'kysely';
import { revokeAllSessions } from '../../auth/sessions';
import { createDemoProvider } from '../../demo-provider/demo-provider';
import { readLaunchToken } from '../../demo-provider/launch-token';
import { setUserState } from '../../users/user-service';
import { callWallet, creditOf, firstGameOf, TEST_PROVIDER_SECRET, userId } from '../../../test/provider-wallet';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const launchKey = createDemoProvider({ callbackSecret: TEST_PROVIDER_SECRET, transport: async () => ({ status: 500, body: {} }) }).launchKey;

/** Launches member's slot game through playgame: the window's token and the game session inside it. */
async function launch(login: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/game/playgame', headers: { ...EN, ...bearer(login) }, payload: { game_id: (await firstGameOf(t, 'slot')).id } });
  expect(res.statusCode).toBe(200);
  const window = new URL(res.json().data.url).searchParams.get('t')!;
  return { window, session: readLaunchToken(launchKey, window)!.session };
}

let seq = 0;
const ids = () => ({ txn_id: `end-${++seq}`, round_id: `end-round-${seq}` });

/** A bet the provider reports, as the game window's round would. */
const bet = (session: string, round = ids()) => callWallet(t, 'bet', { session, ...round, amount: 1_000 });

const expectBetRefused = async (session: string, username: string) => {
  const credit = await creditOf(t, username);
  const res = await bet(session);
  expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 403, body: { code: 'SESSION_EXPIRED', message: 'The game session has expired; open the game again' } });
  expect(await creditOf(t, username)).toBe(credit);
};

describe('a game session ends with the login session that launched it', () => {
  it('refuses bets after logout, in the wallet and in the game window, while the open round still settles', async () => {
    const login = await loginAs(t.app, 'member1');
    const { window, session } = await launch(login);
    const open = ids();
    expect((await bet(session, open)).statusCode).toBe(200);
    const pending = ids();
    expect((await bet(session, pending)).statusCode).toBe(200);

    expect((await t.app.inject({ method: 'POST', url: '/api/v1/core/auth/logout', headers: bearer(login) })).statusCode).toBe(200);

    await expectBetRefused(session, 'member1');
    const inWindow = await t.app.inject({ method: 'POST', url: '/demo-provider/api/slot', headers: EN, payload: { t: window, stake: 1_000 } });
    expect(inWindow.statusCode).toBe(403);
    expect(inWindow.json().code).toBe('SESSION_EXPIRED');

    // Money already staked is never stuck: the win of the open round is paid, a bet is refunded.
    const credit = await creditOf(t, 'member1');
    expect((await callWallet(t, 'win', { session, txn_id: `win-${open.txn_id}`, round_id: open.round_id, amount: 3_000 })).statusCode).toBe(200);
    expect((await callWallet(t, 'rollback', { session, txn_id: `rb-${pending.txn_id}`, round_id: pending.round_id, ref_txn_id: pending.txn_id })).statusCode).toBe(200);
    expect(await creditOf(t, 'member1')).toBe(credit + 3_000 + 1_000);
  });

  it('refuses bets after the member is stopped, and still after the member is allowed back', async () => {
    const { session } = await launch(await loginAs(t.app, 'member6'));
    expect((await bet(session)).statusCode).toBe(200);
    await setUserState(t.db, await userId(t, 'member6'), 'stop');
    expect((await bet(session)).statusCode).toBe(403);
    await setUserState(t.db, await userId(t, 'member6'), 'normal');
    await expectBetRefused(session, 'member6');
  });

  it('refuses bets after a connection reset (every session of the member revoked)', async () => {
    const { session } = await launch(await loginAs(t.app, 'member3'));
    expect((await bet(session)).statusCode).toBe(200);
    await revokeAllSessions(t.db, await userId(t, 'member3'));
    await expectBetRefused(session, 'member3');
  });

  it('never outlives the login session: opened to end with it at the latest, and ended when it is cut short', async () => {
    const login = await loginAs(t.app, 'member4');
    await sql`UPDATE sessions SET expires_at = now() + interval '30 minutes' WHERE user_id = ${await userId(t, 'member4')}`.execute(t.db);
    const { session } = await launch(login);
    const row = await t.db
      .selectFrom('game_sessions as g')
      .innerJoin('sessions as s', 's.id', 'g.login_session_id')
      .select(['g.expires_at', 's.expires_at as login_expires_at'])
      .where('g.user_id', '=', await userId(t, 'member4'))
      .executeTakeFirstOrThrow();
    expect(row.expires_at).toEqual(row.login_expires_at);

    expect((await bet(session)).statusCode).toBe(200);
    await sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = ${await userId(t, 'member4')}`.execute(t.db);
    await expectBetRefused(session, 'member4');
  });

  it('leaves no live game session behind when logout races the launch', async () => {
    for (let i = 0; i < 10; i++) {
      const login = await loginAs(t.app, 'member5');
      const [launched] = await Promise.all([
        t.app.inject({ method: 'POST', url: '/api/v1/game/playgame', headers: { ...EN, ...bearer(login) }, payload: { game_id: (await firstGameOf(t, 'slot')).id } }),
        t.app.inject({ method: 'POST', url: '/api/v1/core/auth/logout', headers: bearer(login) }),
      ]);
      expect([200, 401]).toContain(launched.statusCode);
    }
    const live = await t.db
      .selectFrom('game_sessions as g')
      .innerJoin('sessions as s', 's.id', 'g.login_session_id')
      .select('g.id')
      .where('s.revoked_at', 'is not', null)
      .where('g.expires_at', '>', sql<Date>`now()`)
      .execute();
    expect(live).toEqual([]);
  });

  it('cannot be opened without a login session, even by hand', async () => {
    const game = await firstGameOf(t, 'slot');
    const insert = sql`INSERT INTO game_sessions (token_hash, user_id, game_id, provider, expires_at)
      VALUES (${Buffer.alloc(32, 7)}, ${await userId(t, 'member1')}, ${game.id}, 'demo', now() + interval '1 hour')`;
    await expect(insert.execute(t.db)).rejects.toThrow(/game_sessions_login_session_required/);
  });
});
