import { sql } from 'kysely';
import { firstGameOf, openGameSession, signedWalletCall, userId } from '../../test/provider-wallet';
import { bearer } from '../../test/test-app';
import { loginVia, startTwoApis, TWO_APIS_START_MS, type ApiProcess, type HttpAnswer, type TwoApis } from '../../test/two-api-processes';
import type { LedgerAccountKind } from '../db/schema';
import { findAccountId, houseAccountId } from '../wallet/accounts';
import { postNow } from '../wallet/ledger';

/* A partner's money races (trades, decisions, the losing settlement) spread over two API processes. */

let apis: TwoApis;
let a: ApiProcess;
let b: ApiProcess;
beforeAll(async () => {
  apis = await startTwoApis();
  [a, b] = apis.processes;
}, TWO_APIS_START_MS);
afterAll(() => apis?.close());

const id = (username: string) => userId(apis, username);
const balance = async (username: string, kind: LedgerAccountKind) =>
  (await apis.db.selectFrom('ledger_balances').select('balance').where('user_id', '=', await id(username)).where('kind', '=', kind).executeTakeFirstOrThrow()).balance;

/** Sets a balance to exactly `amount`, from or to the house. */
async function setBalance(username: string, kind: LedgerAccountKind, amount: number) {
  const delta = amount - (await balance(username, kind));
  const account = await findAccountId(apis.db, await id(username), kind);
  if (delta !== 0) await postNow(apis.db, { kind: 'test_fund', entries: [{ accountId: await houseAccountId(apis.db), amount: -delta }, { accountId: account, amount: delta }] });
}

const post = (api: ApiProcess, url: string, token: string, payload?: unknown, headers: Record<string, string> = {}) =>
  api.inject({ method: 'POST', url, headers: { ...bearer(token), ...headers }, payload });
const trade = (api: ApiProcess, token: string, payload: Record<string, unknown>, key?: string) =>
  post(api, '/api/v1/wallet/agency/trade', token, payload, key ? { 'idempotency-key': key } : {});
const count = (answers: HttpAnswer[], status: number) => answers.filter((r) => r.statusCode === status).length;

describe('trades over two processes', () => {
  it('pays exactly what the balance covers when 50 top-ups race: 10 of 10,000 against 100,000', async () => {
    await setBalance('agency2', 'partner_balance', 100_000);
    const memberBefore = await balance('member5', 'member_cash');
    const [token, child] = [await loginVia(a, 'agency2'), await id('member5')];
    const answers = await apis.spread(50, (api) => trade(api, token, { user_id: child, direction: 'pay', amount: 10_000 }));
    expect([count(answers, 200), count(answers, 409)]).toEqual([10, 40]);
    expect(await balance('agency2', 'partner_balance')).toBe(0);
    expect(await balance('member5', 'member_cash')).toBe(memberBefore + 100_000);
  });

  it('answers a top-up retried on both processes (one Idempotency-Key) with one trade', async () => {
    await setBalance('agency1', 'partner_balance', 1_000_000);
    const token = await loginVia(b, 'agency1');
    const body = { user_id: await id('member1'), direction: 'pay', amount: 5_000 };
    const answers = await apis.spread(10, (api) => trade(api, token, body, 'two-process-topup'));
    expect(count(answers, 200)).toBe(10);
    expect(new Set(answers.map((r) => r.json().data.trade.id)).size).toBe(1);
    expect(await balance('agency1', 'partner_balance')).toBe(1_000_000 - 5_000);
  });

  it('lets one of a recovery and the child spending the same 10,000 have it', async () => {
    await setBalance('member2', 'member_cash', 10_000);
    await setBalance('member2', 'member_credit', 0);
    const [agency, member, child] = [await loginVia(a, 'agency1'), await loginVia(b, 'member2'), await id('member2')];
    const session = await openGameSession(apis, 'member2', 'slot');
    const [recovered, converted, bets] = await Promise.all([
      apis.spread(10, (api) => trade(api, agency, { user_id: child, direction: 'recover', amount: 10_000 })),
      apis.spread(10, (api) => post(api, '/api/v1/wallet/convert/credit', member, { amount: 10_000 })),
      apis.spread(10, (api, i) => api.inject(signedWalletCall('bet', { session, txn_id: `spend-${i}`, round_id: `spend-r${i}`, amount: 10_000 }))),
    ]);
    expect(count(recovered, 200) + count(converted, 200)).toBe(1);
    expect(count(bets, 200)).toBeLessThanOrEqual(count(converted, 200));
    expect(recovered.every((r) => [200, 409].includes(r.statusCode))).toBe(true);
  });
});

describe('decisions over two processes', () => {
  it('approves a deposit once when 40 approvals arrive at both processes', async () => {
    await setBalance('agency2', 'partner_balance', 1_000_000);
    const member = await loginVia(b, 'member4');
    const statement = (await post(b, '/api/v1/wallet/statement/member/create', member, { type: 'deposit', amount: 60_000 })).json().data.statement.id;
    const memberBefore = await balance('member4', 'member_cash');
    const agency = await loginVia(a, 'agency2');
    const answers = await apis.spread(40, (api) => post(api, `/api/v1/wallet/agency/statement/approve/${statement}`, agency));
    expect([count(answers, 200), count(answers, 409)]).toEqual([1, 39]);
    expect(await balance('member4', 'member_cash')).toBe(memberBefore + 60_000);
    expect(await balance('agency2', 'partner_balance')).toBe(1_000_000 - 60_000);
  });
});

describe('the losing settlement over two processes', () => {
  const seoulDaysAgo = (n: number) => new Date(Date.now() + 9 * 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);

  it('pays each partner once when settlements of one period race on both processes', async () => {
    // A lost slot round of member1 two Seoul days ago: agency1 (20 %) earns 20,000, master1 (30 % - 20 %) 10,000.
    const day = seoulDaysAgo(2);
    const game = await firstGameOf(apis, 'slot');
    await sql`INSERT INTO game_rounds (provider, round_id, user_id, game_id, brand_id, game_type, bet, prize, closed, created_at)
      VALUES ('demo', 'two-process-losing', ${await id('member1')}, ${game.id}, ${game.brand_id}, 'slot', 100000, 0, true, (${day}::date + time '12:00') AT TIME ZONE 'Asia/Seoul')`.execute(apis.db);
    const [master0, agency0] = [await balance('master1', 'partner_balance'), await balance('agency1', 'partner_balance')];
    const master = await loginVia(a, 'master1');
    const answers = await apis.spread(6, (api) => post(api, '/api/v1/game/partner/report/losing/settle', master, { period: 'day', day }));
    expect(count(answers, 200)).toBe(6);
    expect(answers.reduce((sum, r) => sum + r.json().data.paid, 0)).toBe(30_000);
    expect([(await balance('master1', 'partner_balance')) - master0, (await balance('agency1', 'partner_balance')) - agency0]).toEqual([10_000, 20_000]);
  });
});

describe('rolling rates over two processes', () => {
  it('answers changes racing along one line 200 or the rule 409, never a 500, and keeps the rule and the history', async () => {
    const [master, agency] = [await loginVia(a, 'master1'), await loginVia(b, 'agency1')];
    const [agency1, member1] = [await id('agency1'), await id('member1')];
    const change = (api: ApiProcess, token: string, user_id: number, rates: Record<string, number>) =>
      api.inject({ method: 'PATCH', url: '/api/v1/game/partner/rolling/setting', headers: { ...bearer(token), 'accept-language': 'en' }, payload: { user_id, rates } });
    // The master moves agency1's casino rate down and up while agency1 moves member1's across it.
    const answers = await apis.spread(60, (api, i) =>
      i % 3 === 0 ? change(api, master, agency1, { casino: 60 + ((i * 37) % 141) }) : change(api, agency, member1, { casino: 40 + ((i * 29) % 121), lotto: (i * 7) % 81 }),
    );
    expect(answers.map((r) => r.statusCode).filter((s) => s !== 200 && s !== 409)).toEqual([]);
    const { rows: breaches } = await sql`SELECT c.user_id FROM rolling_rates c JOIN users u ON u.id = c.user_id
      LEFT JOIN rolling_rates p ON p.user_id = u.parent_id AND p.game_type = c.game_type
      WHERE u.parent_id IS NOT NULL AND c.rate_bp > coalesce(p.rate_bp, 0)`.execute(apis.db);
    expect(breaches).toEqual([]);
    const { rows: stale } = await sql`SELECT r.user_id, r.game_type FROM rolling_rates r
      WHERE r.rate_bp IS DISTINCT FROM (SELECT h.rate_bp FROM rolling_rate_history h WHERE h.user_id = r.user_id AND h.game_type = r.game_type ORDER BY h.valid_from DESC LIMIT 1)`.execute(apis.db);
    expect(stale).toEqual([]);
  });
});
