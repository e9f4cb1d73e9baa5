import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { TEST_ENV, withDatabase } from '../../test/database-urls';
import { firstGameOf, insertGameSession, userId } from '../../test/provider-wallet';
import { hashToken } from '../auth/tokens';
import { migrate, readMigrations } from '../db/migrate';
import { createDb, type Db } from '../db/pool';
import { seedDemoWorld } from '../seed/seed';
import { reportScope } from './report-scope';
import { rollingSteps } from './rolling-steps';

/*
 * Migration 029 on a database that played before it (issue 26): each older bet gets the rates it
 * was paid at where the rate history, made right where its newest row was not the current rate,
 * gives exactly what the ledger credited; otherwise none, and its working shows the ledger's
 * credit without rates. Played here on migrations up to 028, as a site running them would have.
 */

const BEFORE = 28;
let db: Db;
let name: string;
const admin = () => new pg.Client({ connectionString: process.env[TEST_ENV.adminUrl] });

beforeAll(async () => {
  name = `casino_test_backfill_${randomBytes(4).toString('hex')}`;
  const client = admin();
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  db = createDb(withDatabase(process.env[TEST_ENV.adminUrl]!, name), { max: 4 });
  await migrate(db, readMigrations().filter((m) => m.version <= BEFORE));
  await seedDemoWorld(db, { demoTwoFactor: false });
});
afterAll(async () => {
  await db.destroy();
  const client = admin();
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.end();
});

const setMemberSlot = (trx: Db, member: number, rate: number) => sql`UPDATE rolling_rates SET rate_bp = ${rate} WHERE user_id = ${member} AND game_type = 'slot'`.execute(trx);

describe('migration 029 on bets played before it', () => {
  it("restores each bet's rates where the history and the ledger agree, and leaves them unknown where they do not", async () => {
    const t = { db };
    const [member1, agency1] = [await userId(t, 'member1'), await userId(t, 'agency1')];
    const game = await firstGameOf(t, 'slot');
    const { token } = await insertGameSession(db, member1, game.id);
    const bet = async (txn: string, amount: number, on: Db = db) =>
      (await sql<{ o_outcome: string }>`SELECT o_outcome FROM wallet_bet('demo', ${txn}, ${hashToken(token)}, ${'bf-round'}, ${amount})`.execute(on)).rows[0]!.o_outcome;

    // Slot: master1 3 %, agency1 2.5 %, member1 1 %.
    expect(await bet('bf-1', 10_000)).toBe('ok');
    // A rate the history never saw (changed before it was kept): 0.45 % for a bet of 5,000, which
    // floor(5,000 x rate) = 22 does not pin (0.44 % gives it too), and no history rate fits.
    await sql`ALTER TABLE rolling_rates DISABLE TRIGGER rolling_rates_history`.execute(db);
    await setMemberSlot(db, member1, 45);
    expect(await bet('bf-4', 5_000)).toBe('ok');
    await setMemberSlot(db, member1, 100);
    await sql`ALTER TABLE rolling_rates ENABLE TRIGGER rolling_rates_history`.execute(db);
    // A bet taken while a change to 0.3 % was written but not committed: paid at 1 %, while the
    // history dates 0.3 % from before the bet.
    await db.transaction().execute(async (change) => {
      await sql`SELECT now()`.execute(change);
      await setMemberSlot(change, member1, 30);
      expect(await bet('bf-3', 10_000)).toBe('ok');
    });
    // Two changes that commit in another order than they started: 0.77 % is in force, but the
    // history's newest row says 0.66 %.
    await db.transaction().execute(async (first) => {
      await sql`SELECT now()`.execute(first);
      await db.transaction().execute(async (second) => {
        await sql`SELECT now()`.execute(second);
        await setMemberSlot(second, member1, 66);
      });
      await setMemberSlot(first, member1, 77);
    });
    expect(await bet('bf-2', 10_000)).toBe('ok');

    await migrate(db);

    const rates = await db.selectFrom('provider_transactions').select(['txn_id', 'line_rates']).where('txn_id', 'like', 'bf-%').orderBy('txn_id').execute();
    expect(rates).toEqual([
      { txn_id: 'bf-1', line_rates: [300, 250, 100] },
      { txn_id: 'bf-2', line_rates: [300, 250, 77] },
      { txn_id: 'bf-3', line_rates: [300, 250, 100] },
      { txn_id: 'bf-4', line_rates: null },
    ]);
    // The demo world's own bets, paid at the seeded rates, all restored.
    const seeded = await db.selectFrom('provider_transactions').select('line_rates').where('kind', '=', 'bet').where('txn_id', 'like', 'seed-bet-%').execute();
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.filter((r) => r.line_rates === null)).toEqual([]);
    // The history ends at the rate in force.
    const newest = await db.selectFrom('rolling_rate_history').select('rate_bp').where('user_id', '=', member1).where('game_type', '=', 'slot').orderBy('valid_from', 'desc').executeTakeFirstOrThrow();
    expect(newest.rate_bp).toBe(77);

    // agency1's working of the round, in the order the bets came: by their rates, the one without from the ledger alone.
    const round = await db.selectFrom('game_rounds').select(['id', 'rolling']).where('round_id', '=', 'bf-round').executeTakeFirstOrThrow();
    const steps = (await rollingSteps(db, await reportScope(db, agency1), [round.id])).get(round.id)!;
    expect(steps.map((s) => [s.txn_id, s.own_rate_bp, s.child_rate_bp, s.amount])).toEqual([
      ['bf-1', 250, 100, 250 - 100],
      ['bf-4', null, null, 125 - 22],
      ['bf-3', 250, 100, 250 - 100],
      ['bf-2', 250, 77, 250 - 77],
    ]);
    expect(steps.reduce((sum, s) => sum + s.amount, 0)).toBe(Number(round.rolling[1]) - Number(round.rolling[2]));
  });
});
