import { sql } from 'kysely';
import { expectPagedLike } from '../../test/paged-list';
import { callWallet, openGameSession, userId } from '../../test/provider-wallet';
import { bearer, EN, loginAs, startTestApp, type TestApp } from '../../test/test-app';

/*
 * game_transaction is the reconciliation list an operator checks against the provider's own
 * (issue 26): every wallet call the provider made for the member in the range, by the call's own
 * time, refused ones flagged, whether or not it opened a round, and whenever its round opened.
 *
 * The calls are made as the provider makes them, then moved to fixed instants of one Seoul day
 * (and the days around it), so nothing depends on today's date. Only the call list and the round
 * detail are read here: moving a round's time does not move the report totals.
 */

let t: TestApp;
const headers: Record<string, Record<string, string>> = {};
const DAY = '2025-06-10';
let member1 = 0;
let round4 = 0;

const at = (instant: string) => sql`(${instant}::timestamp AT TIME ZONE 'Asia/Seoul')`;
const moveCall = (txnId: string, instant: string) => sql`UPDATE provider_transactions SET created_at = ${at(instant)} WHERE txn_id = ${txnId}`.execute(t.db);
const moveRound = (roundId: string, instant: string) => sql`UPDATE game_rounds SET created_at = ${at(instant)} WHERE round_id = ${roundId}`.execute(t.db);

async function call(name: 'bet' | 'win' | 'rollback', body: Record<string, unknown>, status: number) {
  const res = await callWallet(t, name, body);
  expect([body.txn_id, res.statusCode]).toEqual([body.txn_id, status]);
}

beforeAll(async () => {
  t = await startTestApp();
  for (const name of ['agency1', 'master1', 'agency2', 'master2']) headers[name] = { ...EN, ...bearer(await loginAs(t.app, name)) };
  member1 = await userId(t, 'member1');
  const session = await openGameSession(t, 'member1', 'slot');
  const expired = await openGameSession(t, 'member1', 'slot', -1);
  const unknown = 'a-session-the-wallet-never-gave';

  // Refused first bets: short credit, an expired session. Neither opens a round.
  await call('bet', { session, txn_id: 'gt-refused-1', round_id: 'gt-r1', amount: 900_000_000 }, 400);
  await call('bet', { session: expired, txn_id: 'gt-refused-2', round_id: 'gt-r2', amount: 1_000 }, 403);
  // A rollback of a bet never seen: answered, and the bet's id kept refused; the late bet is refused.
  await call('rollback', { session, txn_id: 'gt-rb-1', round_id: 'gt-r3', ref_txn_id: 'gt-ghost' }, 200);
  await call('bet', { session, txn_id: 'gt-ghost', round_id: 'gt-r3', amount: 1_000 }, 409);
  // A round opened the day before, won inside the day; a call for it with an unknown session.
  await call('bet', { session, txn_id: 'gt-bet-4', round_id: 'gt-r4', amount: 5_000 }, 200);
  await call('win', { session, txn_id: 'gt-win-4', round_id: 'gt-r4', amount: 7_000 }, 200);
  await call('bet', { session: unknown, txn_id: 'gt-lost-1', round_id: 'gt-r4', amount: 1_000 }, 404);
  // Not member1's: an unknown session naming no round of it, and another member's bet.
  await call('bet', { session: unknown, txn_id: 'gt-lost-2', round_id: 'gt-nowhere', amount: 1_000 }, 404);
  await call('bet', { session: await openGameSession(t, 'member3', 'slot'), txn_id: 'gt-other-1', round_id: 'gt-r5', amount: 1_000 }, 200);
  // Just outside the day, either side.
  await call('bet', { session, txn_id: 'gt-before', round_id: 'gt-r6', amount: 1_000 }, 200);
  await call('bet', { session, txn_id: 'gt-after', round_id: 'gt-r7', amount: 1_000 }, 200);

  await moveRound('gt-r4', '2025-06-09 23:50:00');
  await moveCall('gt-bet-4', '2025-06-09 23:50:00');
  await moveCall('gt-win-4', `${DAY} 00:00:00`);
  await moveCall('gt-lost-1', `${DAY} 00:20:00`);
  await moveCall('gt-refused-1', `${DAY} 10:00:00`);
  await moveCall('gt-refused-2', `${DAY} 10:05:00`);
  // The rollback and the bet it keeps refused were written in one transaction: one instant.
  expect((await sql<{ n: number }>`SELECT count(DISTINCT created_at)::int AS n FROM provider_transactions WHERE txn_id IN ('gt-rb-1', 'gt-ghost')`.execute(t.db)).rows[0]!.n).toBe(1);
  await moveCall('gt-rb-1', `${DAY} 11:00:00`);
  await moveCall('gt-ghost', `${DAY} 11:00:00`);
  await moveCall('gt-lost-2', `${DAY} 12:00:00`);
  await moveCall('gt-other-1', `${DAY} 12:00:00`);
  await moveRound('gt-r6', '2025-06-09 23:59:59.999999');
  await moveCall('gt-before', '2025-06-09 23:59:59.999999');
  await moveRound('gt-r7', '2025-06-11 00:00:00');
  await moveCall('gt-after', '2025-06-11 00:00:00');
  round4 = Number((await t.db.selectFrom('game_rounds').select('id').where('round_id', '=', 'gt-r4').executeTakeFirstOrThrow()).id);
});
afterAll(() => t.close());

const list = (partner: string, user: number, query = `from=${DAY}&to=${DAY}&pageSize=100`) =>
  t.app.inject({ method: 'GET', url: `/api/v1/game/partner/game_transaction?user_id=${user}&${query}`, headers: headers[partner] });

describe('a member\'s call list (game_transaction)', () => {
  it('lists every call of the day by its own time, once, refused ones flagged, with its round when it opened one', async () => {
    const res = await list('agency1', member1);
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data;
    const slot = (await sql<{ id: number; name: string }>`SELECT g.id, g.name FROM games g JOIN game_rounds r ON r.game_id = g.id WHERE r.round_id = 'gt-r4'`.execute(t.db)).rows[0]!;
    const noRound = (roundId: string) => ({ round: { id: null, round_id: roundId, provider: 'demo' }, game: null, game_type: null });
    const inRound4 = { round: { id: round4, round_id: 'gt-r4', provider: 'demo' }, game: { id: Number(slot.id), name: slot.name }, game_type: 'slot' };
    expect(items.map(({ created_at, ...c }: { created_at: string }) => ({ ...c, at: created_at }))).toEqual([
      { txn_id: 'gt-rb-1', kind: 'rollback', amount: 0, rolled_back: false, refused: false, ...noRound('gt-r3'), at: '2025-06-10T02:00:00.000Z' },
      { txn_id: 'gt-ghost', kind: 'bet', amount: 0, rolled_back: true, refused: true, ...noRound('gt-r3'), at: '2025-06-10T02:00:00.000Z' },
      { txn_id: 'gt-refused-2', kind: 'bet', amount: 1_000, rolled_back: false, refused: true, ...noRound('gt-r2'), at: '2025-06-10T01:05:00.000Z' },
      { txn_id: 'gt-refused-1', kind: 'bet', amount: 900_000_000, rolled_back: false, refused: true, ...noRound('gt-r1'), at: '2025-06-10T01:00:00.000Z' },
      { txn_id: 'gt-lost-1', kind: 'bet', amount: 1_000, rolled_back: false, refused: true, ...inRound4, at: '2025-06-09T15:20:00.000Z' },
      { txn_id: 'gt-win-4', kind: 'win', amount: 7_000, rolled_back: false, refused: false, ...inRound4, at: '2025-06-09T15:00:00.000Z' },
    ]);
    expect(total).toBe(6);
    // The master above sees the same list; pages of it are the list, and past its end is empty.
    expect((await list('master1', member1)).json().data).toEqual({ items, total });
    for (const pageSize of [1, 4]) await expectPagedLike(t.app, headers.agency1!, '/api/v1/game/partner/game_transaction', { user_id: String(member1), from: DAY, to: DAY }, pageSize);
  });

  it('takes the days around it as their own: the round opened the day before lists its bet there', async () => {
    const before = (await list('agency1', member1, 'from=2025-06-09&to=2025-06-09&pageSize=100')).json().data;
    expect(before.items.map((c: { txn_id: string }) => c.txn_id)).toEqual(['gt-before', 'gt-bet-4']);
    expect(before.total).toBe(2);
    const after = (await list('agency1', member1, 'from=2025-06-11&to=2025-06-11&pageSize=100')).json().data;
    expect([after.items.map((c: { txn_id: string }) => c.txn_id), after.total]).toEqual([['gt-after'], 1]);
  });

  it("shows the round's calls in its detail, the one with an unknown session included", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/game/partner/report/betting/history?id=${round4}`, headers: headers.agency1 });
    expect(res.json().data.calls.map((c: { txn_id: string; refused: boolean }) => [c.txn_id, c.refused])).toEqual([
      ['gt-bet-4', false],
      ['gt-win-4', false],
      ['gt-lost-1', true],
    ]);
  });

  it("is a 404 for a member of another line, whoever's line it is", async () => {
    for (const partner of ['agency2', 'master2']) expect([partner, (await list(partner, member1)).statusCode]).toEqual([partner, 404]);
    expect((await list('agency1', await userId(t, 'member4'))).statusCode).toBe(404);
    const summary = await t.app.inject({ method: 'GET', url: `/api/v1/game/partner/game_transaction/summary?user_id=${member1}&from=${DAY}&to=${DAY}`, headers: headers.master2 });
    expect(summary.statusCode).toBe(404);
  });
});
