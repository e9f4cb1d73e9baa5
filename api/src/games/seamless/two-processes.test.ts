import { sql } from 'kysely';
import { creditOf, openGameSession, signedWalletCall, userId } from '../../../test/provider-wallet';
import { startTwoApis, TWO_APIS_START_MS, type ApiProcess, type HttpAnswer, type TwoApis } from '../../../test/two-api-processes';
import { houseAccountId } from '../../wallet/accounts';
import { postNow } from '../../wallet/ledger';

/*
 * The seamless wallet with a provider's calls spread over two API processes, each batching the
 * calls it receives (wallet-batcher.ts): a transaction id still moves money once, and a credit
 * is never overspent.
 */

let apis: TwoApis;
let a: ApiProcess;
let b: ApiProcess;
beforeAll(async () => {
  apis = await startTwoApis();
  [a, b] = apis.processes;
}, TWO_APIS_START_MS);
afterAll(() => apis?.close());

type Call = Parameters<typeof signedWalletCall>;
const call = (api: ApiProcess, ...args: Call) => api.inject(signedWalletCall(...args));
const count = (answers: HttpAnswer[], status: number) => answers.filter((r) => r.statusCode === status).length;

async function setCredit(username: string, amount: number) {
  const account = await apis.db.selectFrom('ledger_accounts').select(['id', 'balance']).where('user_id', '=', await userId(apis, username)).where('kind', '=', 'member_credit').executeTakeFirstOrThrow();
  const delta = amount - account.balance;
  if (delta !== 0) await postNow(apis.db, { kind: 'test_fund', entries: [{ accountId: await houseAccountId(apis.db), amount: -delta }, { accountId: account.id, amount: delta }] });
}

describe('one transaction id sent to both processes at once', () => {
  it('takes a bet once, answering every copy alike', async () => {
    await setCredit('member2', 50_000);
    const session = await openGameSession(apis, 'member2');
    const answers = await apis.spread(20, (api) => call(api, 'bet', { session, txn_id: 'twin-bet', round_id: 'twin-round', amount: 7_000 }));
    for (const r of answers) expect([r.statusCode, r.json()]).toEqual([200, answers[0]!.json()]);
    expect(await creditOf(apis, 'member2')).toBe(43_000);
  });

  it('pays a win once and refunds a rollback once', async () => {
    await setCredit('member3', 100_000);
    const session = await openGameSession(apis, 'member3');
    for (const [i, round] of ['twin-win', 'twin-void'].entries()) {
      expect((await call(apis.processes[i]!, 'bet', { session, txn_id: `${round}-bet`, round_id: round, amount: 10_000 })).statusCode).toBe(200);
    }
    const wins = await apis.spread(10, (api) => call(api, 'win', { session, txn_id: 'twin-win-pay', round_id: 'twin-win', amount: 25_000 }));
    const rollbacks = await apis.spread(10, (api) => call(api, 'rollback', { session, txn_id: 'twin-void-rb', round_id: 'twin-void', ref_txn_id: 'twin-void-bet' }));
    for (const answers of [wins, rollbacks]) for (const r of answers) expect([r.statusCode, r.json()]).toEqual([200, answers[0]!.json()]);
    expect(await creditOf(apis, 'member3')).toBe(100_000 - 10_000 + 25_000);
  });
});

describe('concurrent bets over two processes', () => {
  it('lets exactly 10 of 50 bets through against a credit that covers 10, none negative', async () => {
    await setCredit('member5', 100_000);
    const session = await openGameSession(apis, 'member5');
    const answers = await apis.spread(50, (api, i) => call(api, 'bet', { session, txn_id: `over-${i}`, round_id: `over-round-${i}`, amount: 10_000 }));
    expect([count(answers, 200), count(answers, 400)]).toEqual([10, 40]);
    for (const r of answers.filter((x) => x.statusCode === 400)) expect(r.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await creditOf(apis, 'member5')).toBe(0);
    const rounds = await apis.db.selectFrom('game_rounds').select((eb) => eb.fn.sum<number>('bet').as('total')).where('round_id', 'like', 'over-round-%').executeTakeFirstOrThrow();
    expect(rounds.total).toBe(100_000);
    expect((await sql`SELECT id FROM ledger_accounts WHERE kind <> 'house' AND balance < 0`.execute(apis.db)).rows).toEqual([]);
  });

  it('lets 50 bets over both processes through only as far as a loss limit (issue 31)', async () => {
    await setCredit('member6', 1_000_000);
    const member = await userId(apis, 'member6');
    await apis.db.deleteFrom('member_play_days').where('user_id', '=', member).execute();
    await apis.db.insertInto('member_limits').values({ user_id: member, kind: 'loss_month', set_by: member, amount: 123_000 }).execute();
    const session = await openGameSession(apis, 'member6');
    const answers = await apis.spread(50, (api, i) => call(api, 'bet', { session, txn_id: `limit-${i}`, round_id: `limit-round-${i}`, amount: 10_000 }));
    expect([count(answers, 200), count(answers, 403)]).toEqual([12, 38]);
    for (const r of answers.filter((x) => x.statusCode === 403)) expect(r.json().code).toBe('LIMIT_REACHED');
    expect(await creditOf(apis, 'member6')).toBe(1_000_000 - 120_000);
    await apis.db.deleteFrom('member_limits').where('user_id', '=', member).execute();
  });

  it('keeps bets, wins and rollbacks of many members consistent, each round starting on one process and ending on the other', async () => {
    const members = ['member1', 'member3', 'member4', 'member6'];
    for (const m of members) await setCredit(m, 1_000_000);
    const sessions = new Map(await Promise.all(members.map(async (m) => [m, await openGameSession(apis, m, 'casino')] as const)));
    await Promise.all(
      members.flatMap((m) => {
        const session = sessions.get(m)!;
        const rounds = Array.from({ length: 10 }, async (_, i) => {
          const [first, second] = i % 2 ? [a, b] : [b, a];
          expect((await call(first, 'bet', { session, txn_id: `mix-${m}-b${i}`, round_id: `mix-${m}-${i}`, amount: 10_000 })).statusCode).toBe(200);
          expect((await call(second, 'win', { session, txn_id: `mix-${m}-w${i}`, round_id: `mix-${m}-${i}`, amount: 15_000 })).statusCode).toBe(200);
        });
        const voided = (async () => {
          await call(a, 'bet', { session, txn_id: `mix-${m}-void`, round_id: `mix-${m}-void`, amount: 50_000 });
          expect((await call(b, 'rollback', { session, txn_id: `mix-${m}-rb`, round_id: `mix-${m}-void`, ref_txn_id: `mix-${m}-void` })).statusCode).toBe(200);
        })();
        return [...rounds, voided];
      }),
    );
    for (const m of members) expect(await creditOf(apis, m)).toBe(1_000_000 + 10 * 5_000);
  });

  it('settles a bet and its rollback racing on different processes either way, never moving money', async () => {
    await setCredit('member2', 200_000);
    const session = await openGameSession(apis, 'member2');
    for (let i = 0; i < 10; i++) {
      const [betting, voiding] = i % 2 ? [a, b] : [b, a];
      const [bet, rollback] = await Promise.all([
        call(betting, 'bet', { session, txn_id: `race-${i}`, round_id: `race-round-${i}`, amount: 20_000 }),
        call(voiding, 'rollback', { session, txn_id: `race-${i}-rb`, round_id: `race-round-${i}`, ref_txn_id: `race-${i}` }),
      ]);
      expect(rollback.statusCode).toBe(200);
      // Taken and then refunded, or refused because its rollback came first.
      expect(bet.statusCode === 200 || bet.json().code === 'TXN_ROLLED_BACK').toBe(true);
      expect(await creditOf(apis, 'member2')).toBe(200_000);
    }
  });
});
