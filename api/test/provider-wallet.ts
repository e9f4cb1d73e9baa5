import { sql } from 'kysely';
import { TEST_PROVIDER_SECRET, type TestApp } from './test-app';
import { createSession } from '../src/auth/sessions';
import { newSessionToken } from '../src/auth/tokens';
import type { Db } from '../src/db/pool';
import { signedHeaders } from '../src/games/provider/callback-signature';
import { findAccountId, houseAccountId } from '../src/wallet/accounts';
import { postNow } from '../src/wallet/ledger';

export { TEST_PROVIDER_SECRET } from './test-app';

/** What the db-only helpers need: a test app, or the two API processes' shared database. */
type WithDb = Pick<TestApp, 'db'>;

export const userId = async (t: WithDb, username: string) =>
  (await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

export const firstGameOf = async (t: WithDb, gameType: 'casino' | 'slot' | 'lotto') =>
  (
    await t.db
      .selectFrom('games as g')
      .innerJoin('game_brands as b', 'b.id', 'g.brand_id')
      .select(['g.id', 'g.brand_id'])
      .where('b.game_type', '=', gameType)
      .orderBy('b.sort')
      .orderBy('g.sort')
      .executeTakeFirstOrThrow()
  );

/**
 * A game session as playgame opens it, under a login session of its own (a game session ends
 * with its login session, migration 014): the token a provider would be given, and that login session.
 */
export async function insertGameSession(db: Db, user: number, gameId: number, hours = 1): Promise<{ token: string; loginSessionId: number }> {
  const login = await createSession(db, { userId: user, ip: '10.0.0.1', userAgent: 'test', ttlHours: 12 });
  const { token, tokenHash } = newSessionToken();
  await db
    .insertInto('game_sessions')
    .values({ token_hash: tokenHash, user_id: user, game_id: gameId, provider: 'demo', login_session_id: login.sessionId, expires_at: sql<Date>`now() + make_interval(hours => ${hours})` })
    .execute();
  return { token, loginSessionId: login.sessionId };
}

/** A game session of `username` on the first game of the type; answers its token. */
export async function openGameSession(t: WithDb, username: string, gameType: 'casino' | 'slot' | 'lotto' = 'slot', hours = 1): Promise<string> {
  return (await insertGameSession(t.db, await userId(t, username), (await firstGameOf(t, gameType)).id, hours)).token;
}

export interface WalletCallOptions {
  secret?: string;
  headers?: Record<string, string>;
  provider?: string;
  /** Sign this text but send `body` (a tampered request). */
  signedBody?: string;
  /** Sign for this path but send to `name`'s (a request moved to another endpoint). */
  signedPath?: string;
}

/** One signed wallet callback as the provider sends it, for `inject` or any HTTP client. */
export function signedWalletCall(name: 'balance' | 'session' | 'bet' | 'win' | 'rollback', body: unknown, options: WalletCallOptions = {}) {
  const payload = JSON.stringify(body);
  const url = `/api/v1/provider/${options.provider ?? 'demo'}/wallet/${name}`;
  return {
    method: 'POST' as const,
    url,
    payload,
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en',
      ...signedHeaders(options.secret ?? TEST_PROVIDER_SECRET, options.signedPath ?? url, options.signedBody ?? payload),
      ...options.headers,
    },
  };
}

/** One signed wallet callback, as the provider sends it. */
export function callWallet(t: TestApp, name: 'balance' | 'session' | 'bet' | 'win' | 'rollback', body: unknown, options: WalletCallOptions = {}) {
  return t.app.inject(signedWalletCall(name, body, options));
}

async function balanceOf(t: WithDb, username: string, kind: 'member_credit' | 'rolling_point') {
  const row = await t.db.selectFrom('ledger_balances').select('balance').where('user_id', '=', await userId(t, username)).where('kind', '=', kind).executeTakeFirstOrThrow();
  return row.balance;
}

export const creditOf = (t: WithDb, username: string) => balanceOf(t, username, 'member_credit');

/** Sets a member's credit or a rolling account to exactly `amount`, from or to the house (a test's funding, or points spent). */
export async function setBalance(t: WithDb, username: string, kind: 'member_credit' | 'rolling_point', amount: number) {
  const account = await findAccountId(t.db, await userId(t, username), kind);
  const delta = amount - (await balanceOf(t, username, kind));
  if (delta !== 0) await postNow(t.db, { kind: 'test_fund', entries: [{ accountId: account, amount: delta }, { accountId: await houseAccountId(t.db), amount: -delta }] });
}
export const rollingOf = (t: WithDb, username: string) => balanceOf(t, username, 'rolling_point');

/** Every member and partner balance: equal before and after means no money moved. */
export async function allBalances(t: WithDb) {
  return t.db.selectFrom('ledger_balances').select(['id', 'balance']).orderBy('id').execute();
}
