import { startTestApp, type TestApp } from '../../../test/test-app';
import { sql } from 'kysely';
import { creditOf, openGameSession, userId } from '../../../test/provider-wallet';
import { WALLET_BET } from './place-bet';
import { WALLET_WIN } from './settle-win';
import { WalletBatcher } from './wallet-batcher';
import type { MoneyCall } from './wallet-function';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const bet = (batcher: WalletBatcher, call: MoneyCall) => batcher.run({ fn: WALLET_BET, provider: 'demo', call, lang: 'en' });
const win = (batcher: WalletBatcher, call: MoneyCall) => batcher.run({ fn: WALLET_WIN, provider: 'demo', call, lang: 'en' });

describe('WalletBatcher', () => {
  it('answers every call of a batch as if it had run alone, in order within a session', async () => {
    // One lane: the first call runs alone, everything sent meanwhile goes in the next batch.
    const batcher = new WalletBatcher(t.db, { lanes: 1 });
    const rich = await openGameSession(t, 'member1');
    const broke = await openGameSession(t, 'member2'); // no credit
    const credit = await creditOf(t, 'member1');
    const answers = await Promise.all([
      bet(batcher, { session: rich, txn_id: 'bb-1', round_id: 'bb-r1', amount: 1_000 }),
      bet(batcher, { session: rich, txn_id: 'bb-2', round_id: 'bb-r2', amount: 2_000 }),
      bet(batcher, { session: broke, txn_id: 'bb-3', round_id: 'bb-r3', amount: 1_000 }),
      bet(batcher, { session: rich, txn_id: 'bb-2', round_id: 'bb-r2', amount: 2_000 }),
      win(batcher, { session: rich, txn_id: 'bb-4', round_id: 'bb-r2', amount: 10_000 }),
      win(batcher, { session: rich, txn_id: 'bb-5', round_id: 'bb-nope', amount: 10_000 }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 400, 200, 200, 404]);
    expect(answers[1]).toEqual(answers[3]);
    expect(answers[2]!.body).toEqual({ code: 'INSUFFICIENT_FUNDS', message: 'Not enough game credit for this bet' });
    expect(answers[4]!.body).toEqual({ data: { balance: credit - 3_000 + 10_000, txn_id: 'bb-4' } });
    expect(await creditOf(t, 'member1')).toBe(credit + 7_000);
    const stored = await t.db.selectFrom('provider_transactions').select(['txn_id', 'response_status']).where('txn_id', 'like', 'bb-%').orderBy('txn_id').execute();
    expect(stored).toEqual([
      { txn_id: 'bb-1', response_status: 200 },
      { txn_id: 'bb-2', response_status: 200 },
      { txn_id: 'bb-3', response_status: 400 },
      { txn_id: 'bb-4', response_status: 200 },
      // bb-5, a win for a round not (yet) there, is answered but not kept: a resend may succeed.
    ]);
  });

  it('runs the calls of a batch that failed as a whole again one by one, so only the faulty call fails', async () => {
    // A line whose rates the database should never hold (a child above its parent) makes
    // wallet_bet raise, which aborts the whole batch it is in.
    await sql`ALTER TABLE rolling_rates DISABLE TRIGGER rolling_rates_within_line`.execute(t.db);
    await t.db.updateTable('rolling_rates').set({ rate_bp: 5_000 }).where('user_id', '=', await userId(t, 'member6')).where('game_type', '=', 'casino').execute();
    await sql`ALTER TABLE rolling_rates ENABLE TRIGGER rolling_rates_within_line`.execute(t.db);

    const batcher = new WalletBatcher(t.db, { lanes: 1 });
    const faulty = await openGameSession(t, 'member6', 'casino');
    const fine = await openGameSession(t, 'member4', 'slot');
    const [credit, faultyCredit] = [await creditOf(t, 'member4'), await creditOf(t, 'member6')];
    const results = await Promise.allSettled([
      bet(batcher, { session: fine, txn_id: 'bf-0', round_id: 'bf-r0', amount: 1_000 }),
      bet(batcher, { session: fine, txn_id: 'bf-1', round_id: 'bf-r1', amount: 1_000 }),
      bet(batcher, { session: faulty, txn_id: 'bf-2', round_id: 'bf-r2', amount: 1_000 }),
      bet(batcher, { session: fine, txn_id: 'bf-3', round_id: 'bf-r3', amount: 1_000 }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(await creditOf(t, 'member4')).toBe(credit - 3_000);
    expect(await creditOf(t, 'member6')).toBe(faultyCredit);
    expect(await t.db.selectFrom('provider_transactions').select('txn_id').where('txn_id', '=', 'bf-2').execute()).toEqual([]);
    await sql`ALTER TABLE rolling_rates DISABLE TRIGGER rolling_rates_within_line`.execute(t.db);
    await t.db.updateTable('rolling_rates').set({ rate_bp: 50 }).where('user_id', '=', await userId(t, 'member6')).where('game_type', '=', 'casino').execute();
    await sql`ALTER TABLE rolling_rates ENABLE TRIGGER rolling_rates_within_line`.execute(t.db);
  });
});
