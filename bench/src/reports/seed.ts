// The reports bench's line, in set-based SQL: under master1, 6 agencies and 4 sub-agencies with
// rolling and losing rates like the demo's, 10,000 members, their rounds over the last 90 Seoul
// days (bet, prize, refund and `rolling` per depth as wallet_bet writes them), the report totals
// folded as the API folds them, and approved deposits and withdrawals for the statement rankings.
import type pg from 'pg';

export interface SeedSize {
  members: number;
  rounds: number;
  days: number;
}

/** Rounds per playing session: one member at one game, a round every 40 s. */
const SESSION_ROUNDS = 25;
/** Sessions inserted per statement, in time order (rounds arrive in time order in production). */
const CHUNK_SESSIONS = 4_000;

/** The partners: ragency1..6 under master1, rsub1..4 under ragency1 and ragency2; rates within their parent's. */
async function seedPartners(db: pg.Client) {
  const columns = `username, nickname, role, level, parent_id, referral_code, phone, bank_name, account_number, password_hash, withdraw_password_hash`;
  await db.query(`
    INSERT INTO users (${columns})
    SELECT 'ragency' || a, '리포트에이전시' || a, 'partner', 'agency', m.id, 'RAGENCY' || a, '010-0000-0000', '국민은행', '000-00-000000', m.password_hash, m.withdraw_password_hash
    FROM generate_series(1, 6) a, users m WHERE m.username = 'master1'`);
  await db.query(`
    INSERT INTO users (${columns})
    SELECT 'rsub' || s, '리포트하부' || s, 'partner', 'agency', p.id, 'RSUB' || s, '010-0000-0000', '국민은행', '000-00-000000', p.password_hash, p.withdraw_password_hash
    FROM generate_series(1, 4) s JOIN users p ON p.username = 'ragency' || ((s + 1) / 2)`);
  const rates = (table: string, users: string, casino: string, slot: string, lotto: string) =>
    db.query(`
      INSERT INTO ${table} (user_id, game_type, rate_bp)
      SELECT u.id, t.game_type, t.rate FROM (SELECT id, substring(username FROM '[0-9]+$')::int AS k FROM users WHERE username ~ '${users}') u,
        LATERAL (VALUES ('casino', ${casino}), ('slot', ${slot}), ('lotto', ${lotto})) t (game_type, rate)`);
  // Rolling (master1: 200 / 300 / 100) and losing shares (master1: 4000 / 3000 / 3000), per type.
  await rates('rolling_rates', '^ragency[0-9]+$', '150 - 10 * (u.k - 1)', '250 - 10 * (u.k - 1)', '80 - 5 * (u.k - 1)');
  await rates('rolling_rates', '^rsub[0-9]+$', '100', '180', '40');
  await rates('losing_rates', '^ragency[0-9]+$', '3000 - 100 * (u.k - 1)', '2000', '2000');
  await rates('losing_rates', '^rsub[0-9]+$', '2000', '1500', '1000');
}

/** The members, spread unevenly over the ten partners; four in five have rolling rates of their own. */
async function seedMembers(db: pg.Client, members: number) {
  await db.query(
    `
    INSERT INTO users (username, nickname, role, level, parent_id, phone, bank_name, account_number, password_hash, withdraw_password_hash, created_at)
    SELECT 'rm' || n, '리포트회원' || n, 'member', 'member', p.id, '010-1111-2222', '신한은행', '110-000-000000', p.password_hash, p.withdraw_password_hash,
           now() - interval '200 days' + make_interval(mins => n)
    FROM generate_series(1, $1::int) n
    JOIN (SELECT id, password_hash, withdraw_password_hash, row_number() OVER (ORDER BY id) - 1 AS k FROM users WHERE username ~ '^r(agency|sub)[0-9]+$') p
      ON p.k = (n * 7919) % 13 % 10
    ORDER BY n`,
    [members],
  );
  await db.query(`
    INSERT INTO rolling_rates (user_id, game_type, rate_bp)
    SELECT u.id, t.game_type, t.rate FROM users u, LATERAL (VALUES ('casino', 50), ('slot', 100), ('lotto', 20)) t (game_type, rate)
    WHERE u.username ~ '^rm[0-9]+$' AND substring(u.username FROM 3)::int % 5 <> 0`);
  await db.query(`
    INSERT INTO ledger_accounts (user_id, kind, lock_rank)
    SELECT u.id, k.kind, CASE WHEN u.role = 'partner' THEN 1 ELSE 0 END
    FROM users u JOIN (VALUES ('member', 'member_cash'), ('member', 'member_credit'), ('member', 'rolling_point'), ('member', 'withdraw_hold'),
                              ('partner', 'partner_balance'), ('partner', 'rolling_point')) k(role, kind) ON k.role = u.role
    WHERE u.username ~ '^(ragency|rsub|rm)[0-9]+$'`);
}

/**
 * Each member's line, root first, with its rolling rate per game type at each depth (a round's
 * `rolling` is floor(bet x rate) per depth, as wallet_bet computes it), and its usual stake.
 */
async function seedChains(db: pg.Client) {
  const ratesOf = (type: string) =>
    `ARRAY(SELECT coalesce(rr.rate_bp, 0) FROM unnest(ch.ids) WITH ORDINALITY x (id, o) LEFT JOIN rolling_rates rr ON rr.user_id = x.id AND rr.game_type = '${type}' ORDER BY x.o)`;
  await db.query(`
    CREATE TEMP TABLE bench_chain AS
    SELECT substring(u.username FROM 3)::int AS n, u.id AS user_id, ${ratesOf('casino')} AS casino, ${ratesOf('slot')} AS slot, ${ratesOf('lotto')} AS lotto,
           1000 * (ARRAY[1, 2, 5, 10, 20, 50, 100])[1 + substring(u.username FROM 3)::int * 31 % 7] AS stake
    FROM users u, LATERAL (SELECT array_agg(a.ancestor_id ORDER BY a.depth DESC) || u.id AS ids FROM user_ancestors a WHERE a.user_id = u.id) ch
    WHERE u.username ~ '^rm[0-9]+$'`);
  await db.query(`CREATE UNIQUE INDEX ON bench_chain (n)`);
}

/**
 * The sessions, numbered in time order: a member (the first members play most), a game (casino
 * 55 %, slot 40 %, lotto 5 %; the first games of a type most), a start in the range.
 */
async function seedSessions(db: pg.Client, size: SeedSize) {
  await db.query(`
    CREATE TEMP TABLE bench_games AS
    SELECT g.id, g.brand_id, b.game_type, row_number() OVER (PARTITION BY b.game_type ORDER BY b.sort, b.id, g.sort, g.id) - 1 AS k,
           count(*) OVER (PARTITION BY b.game_type) AS of_type
    FROM games g JOIN game_brands b ON b.id = g.brand_id`);
  await db.query(
    `
    CREATE TEMP TABLE bench_sessions AS
    WITH drawn AS (
      SELECT random() AS r_member, random() AS r_type, random() AS r_game, random() AS r_time FROM generate_series(1, $1::int)
    ), typed AS (
      SELECT d.*, CASE WHEN r_type < 0.55 THEN 'casino' WHEN r_type < 0.95 THEN 'slot' ELSE 'lotto' END AS game_type FROM drawn d
    ), range AS (
      SELECT ((now() AT TIME ZONE 'Asia/Seoul')::date - ($3::int - 1))::timestamp AT TIME ZONE 'Asia/Seoul' AS start
    )
    SELECT row_number() OVER (ORDER BY started) - 1 AS s, * FROM (
      SELECT 1 + floor(power(t.r_member, 1.6) * $2::int)::int AS member_n, g.id AS game_id, g.brand_id, g.game_type,
             CASE WHEN g.brand_id % 2 = 0 THEN 'aggr-a' ELSE 'aggr-b' END AS provider,
             range.start + t.r_time * (now() - range.start - interval '${SESSION_ROUNDS * 40} seconds') AS started
      FROM typed t CROSS JOIN range JOIN bench_games g ON g.game_type = t.game_type AND g.k = floor(power(t.r_game, 2) * g.of_type)::int
    ) x`,
    [Math.ceil(size.rounds / SESSION_ROUNDS), size.members, size.days],
  );
  await db.query(`CREATE UNIQUE INDEX ON bench_sessions (s)`);
  return (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM bench_sessions`)).rows[0]!.n;
}

/**
 * One chunk of sessions' rounds, in time order. Casino returns 98 % (double 44 %, push 10 %),
 * slot 95 %, lotto 80 %; 1 % are rolled back (stake refunded, rolling taken back); a round of the
 * last minute is still open (no win yet).
 */
const insertRounds = (db: pg.Client, from: number, to: number, rounds: number) =>
  db.query(
    `
    INSERT INTO game_rounds (provider, round_id, user_id, game_id, brand_id, game_type, bet, prize, refund, closed, created_at, updated_at, rolling)
    SELECT x.provider, 'bench-' || x.i, x.user_id, x.game_id, x.brand_id, x.game_type, x.bet,
           CASE WHEN x.rolled_back OR x.open THEN 0
                WHEN x.game_type = 'casino' THEN CASE WHEN x.luck < 0.44 THEN 2 * x.bet WHEN x.luck < 0.54 THEN x.bet ELSE 0 END
                WHEN x.game_type = 'slot' THEN CASE WHEN x.luck < 0.25 THEN 2 * x.bet WHEN x.luck < 0.30 THEN 5 * x.bet WHEN x.luck < 0.31 THEN 20 * x.bet ELSE 0 END
                ELSE CASE WHEN x.luck < 0.05 THEN 10 * x.bet WHEN x.luck < 0.051 THEN 300 * x.bet ELSE 0 END END,
           CASE WHEN x.rolled_back THEN x.bet ELSE 0 END,
           NOT x.open, x.created_at, x.created_at,
           CASE WHEN x.rolled_back THEN array_fill(0::bigint, ARRAY[cardinality(x.rates)])
                ELSE ARRAY(SELECT floor(x.bet::numeric * r.rate / 10000)::bigint FROM unnest(x.rates) WITH ORDINALITY r (rate, o) ORDER BY r.o) END
    FROM (
      SELECT s.s * ${SESSION_ROUNDS} + k AS i, s.provider, c.user_id, s.game_id, s.brand_id, s.game_type,
             c.stake * (1 + floor(random() * 4))::bigint AS bet, random() AS luck, random() < 0.01 AS rolled_back,
             s.started + k * interval '40 seconds' AS created_at, s.started + k * interval '40 seconds' > now() - interval '1 minute' AS open,
             CASE s.game_type WHEN 'casino' THEN c.casino WHEN 'slot' THEN c.slot ELSE c.lotto END AS rates
      FROM bench_sessions s JOIN bench_chain c ON c.n = s.member_n, generate_series(0, ${SESSION_ROUNDS - 1}) k
      WHERE s.s BETWEEN $1 AND $2 AND s.s * ${SESSION_ROUNDS} + k < $3
    ) x
    ORDER BY x.created_at, x.i`,
    [from, to, rounds],
  );

/** Folds what the round trigger left pending until nothing is (the API's folder may hold the lock a moment). */
async function foldAll(db: pg.Client) {
  for (;;) {
    const { rows } = await db.query<{ folded: number }>(`SELECT game_totals_fold() AS folded`);
    if (rows[0]!.folded > 0) continue;
    const pending = await db.query(`SELECT 1 FROM game_totals_pending LIMIT 1`);
    if (pending.rowCount === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Approved deposits (about 13 a member) and withdrawals (about 6), the most active members most often. */
async function seedStatements(db: pg.Client, size: SeedSize) {
  await db.query(
    `
    INSERT INTO statements (user_id, type, amount, status, created_at, processed_at)
    SELECT c.user_id, x.type, x.amount, 'approve', x.at, x.at + interval '3 minutes'
    FROM (
      SELECT CASE WHEN i % 3 = 0 THEN 'withdraw' ELSE 'deposit' END AS type, 1 + floor(power(random(), 1.6) * $2::int)::int AS member_n,
             10000 * (1 + floor(power(random(), 3) * 100))::bigint AS amount,
             now() - random() * make_interval(days => $3::int) AS at
      FROM generate_series(1, $1::int) i
    ) x JOIN bench_chain c ON c.n = x.member_n
    ORDER BY x.at`,
    [size.members * 19, size.members, size.days],
  );
}

/** Seeds the whole line; reports progress on stdout. Answers the seconds it took. */
export async function seedReportsLine(db: pg.Client, size: SeedSize) {
  const started = Date.now();
  await db.query(`SELECT setseed(0.13)`);
  await db.query('BEGIN');
  await seedPartners(db);
  await seedMembers(db, size.members);
  await db.query('COMMIT');
  await seedChains(db);
  const sessions = await seedSessions(db, size);
  for (let from = 0; from < sessions; from += CHUNK_SESSIONS) {
    await insertRounds(db, from, from + CHUNK_SESSIONS - 1, size.rounds);
    await foldAll(db);
    process.stdout.write(`\r  rounds: ${Math.min(size.rounds, (from + CHUNK_SESSIONS) * SESSION_ROUNDS).toLocaleString('en')} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  process.stdout.write('\n');
  await seedStatements(db, size);
  // As autovacuum leaves the tables some time after a bulk insert: statistics and the visibility map.
  await db.query('VACUUM ANALYZE');
  return (Date.now() - started) / 1000;
}
