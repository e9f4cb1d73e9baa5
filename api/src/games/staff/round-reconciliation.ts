import {
  ROUND_LIST_LIMIT,
  STALE_ROUND_MINUTES,
  type ClosedRoundBet,
  type ProviderReconciliation,
  type StaleRound,
  type UnseenRollback,
  type VoidedRoundWin,
} from '@casino/contract';
import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { seoulDayEnd, seoulDayStart } from '../../db/seoul-day';

export interface ReconciliationQuery {
  day: string;
  provider?: string;
}

type Counted = 'stale_rounds' | 'unseen_rollbacks' | 'closed_round_bets' | 'voided_round_wins';

/** A round of `game_rounds as r` open with no call for the stale time: its provider left it. */
const staleRound = sql<SqlBool>`NOT r.closed AND r.updated_at < now() - make_interval(mins => ${STALE_ROUND_MINUTES})`;

/** The refused calls of `provider_transactions as t` (409: the partial index of migration 047) of this kind and code. */
const refused = (kind: 'bet' | 'win', code: 'TXN_ROLLED_BACK' | 'ROUND_CLOSED' | 'ROUND_VOIDED'): Expression<SqlBool> =>
  sql<SqlBool>`t.response_status = 409 AND t.kind = ${kind} AND t.response_body->>'code' = ${code}`;

/**
 * A Seoul day's rounds that do not reconcile, per provider (issue 31): rounds left open past the
 * stale time (the round's day is its first bet's), rollbacks that named a bet never seen (the
 * tombstone rollbackBet leaves), bets refused because their round was settled, and wins refused
 * because the operator had closed theirs. Each list the oldest first, up to ROUND_LIST_LIMIT,
 * with its total. One snapshot on one connection, the queries one after another: an operator's
 * page never holds more of the pool the wallet's calls share, and its counts agree with its lists.
 */
export async function roundReconciliation(db: Kysely<Database>, query: ReconciliationQuery) {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute((trx) => readDay(trx, query));
}

async function readDay(trx: Transaction<Database>, query: ReconciliationQuery) {
  const from = seoulDayStart(query.day);
  const to = seoulDayEnd(query.day);
  const rounds = trx
    .selectFrom('game_rounds as r')
    .where('r.created_at', '>=', from)
    .where('r.created_at', '<', to)
    .where(staleRound)
    .$if(query.provider !== undefined, (q) => q.where('r.provider', '=', query.provider!));
  const calls = (kind: 'bet' | 'win', code: 'TXN_ROLLED_BACK' | 'ROUND_CLOSED' | 'ROUND_VOIDED') =>
    trx
      .selectFrom('provider_transactions as t')
      .where('t.created_at', '>=', from)
      .where('t.created_at', '<', to)
      .where(refused(kind, code))
      .$if(query.provider !== undefined, (q) => q.where('t.provider', '=', query.provider!));
  const listed = (kind: 'bet' | 'win', code: 'TXN_ROLLED_BACK' | 'ROUND_CLOSED' | 'ROUND_VOIDED') =>
    calls(kind, code)
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select(['t.provider', 't.txn_id', 't.round_id', 'u.username', 'u.nickname', 't.amount', 't.created_at'])
      .orderBy('t.created_at')
      .orderBy('t.txn_id')
      .limit(ROUND_LIST_LIMIT)
      .execute();

  const providers = new Map<string, ProviderReconciliation>();
  const count = (rows: { provider: string; n: string }[], key: Counted) => {
    for (const row of rows) {
      const figures = providers.get(row.provider) ?? { provider: row.provider, stale_rounds: 0, unseen_rollbacks: 0, closed_round_bets: 0, voided_round_wins: 0 };
      figures[key] = Number(row.n);
      providers.set(row.provider, figures);
    }
  };
  count(await rounds.select(['r.provider', sql<string>`count(*)`.as('n')]).groupBy('r.provider').execute(), 'stale_rounds');
  count(await calls('bet', 'TXN_ROLLED_BACK').select(['t.provider', sql<string>`count(*)`.as('n')]).groupBy('t.provider').execute(), 'unseen_rollbacks');
  count(await calls('bet', 'ROUND_CLOSED').select(['t.provider', sql<string>`count(*)`.as('n')]).groupBy('t.provider').execute(), 'closed_round_bets');
  count(await calls('win', 'ROUND_VOIDED').select(['t.provider', sql<string>`count(*)`.as('n')]).groupBy('t.provider').execute(), 'voided_round_wins');
  const total = (key: Counted) => [...providers.values()].reduce((sum, p) => sum + p[key], 0);

  const staleItems = await rounds
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .innerJoin('games as g', 'g.id', 'r.game_id')
    .select((eb) => [
      'r.provider',
      'r.round_id',
      'u.username',
      'u.nickname',
      'g.name as game',
      sql<string>`r.bet - r.refund`.as('open_stake'),
      eb
        .selectFrom('provider_transactions as t')
        .whereRef('t.round_id', '=', 'r.round_id')
        .whereRef('t.provider', '=', 'r.provider')
        .where('t.kind', '=', 'bet')
        .where('t.response_status', '=', 200)
        .where('t.rolled_back', '=', false)
        .select(sql<string>`count(*)`.as('n'))
        .as('bets'),
      'r.created_at',
      'r.updated_at',
    ])
    .orderBy('r.created_at')
    .orderBy('r.id')
    .limit(ROUND_LIST_LIMIT)
    .execute();
  const unseen = await listed('bet', 'TXN_ROLLED_BACK');
  const closedBets = await listed('bet', 'ROUND_CLOSED');
  const voidedWins = await listed('win', 'ROUND_VOIDED');

  const call = (t: (typeof unseen)[number]) => ({ provider: t.provider, txn_id: t.txn_id, round_id: t.round_id ?? '', username: t.username, nickname: t.nickname, amount: t.amount, at: t.created_at.toISOString() });
  return {
    day: query.day,
    stale_after_minutes: STALE_ROUND_MINUTES,
    providers: [...providers.values()].sort((a, b) => a.provider.localeCompare(b.provider)),
    stale_rounds: {
      items: staleItems.map(
        (r): StaleRound => ({
          provider: r.provider,
          round_id: r.round_id,
          username: r.username,
          nickname: r.nickname,
          game: r.game,
          open_stake: Number(r.open_stake),
          bets: Number(r.bets),
          started_at: r.created_at.toISOString(),
          last_call_at: r.updated_at.toISOString(),
        }),
      ),
      total: total('stale_rounds'),
    },
    unseen_rollbacks: {
      items: unseen.map((t): UnseenRollback => {
        const { txn_id, amount: _amount, ...rest } = call(t);
        return { ...rest, bet_txn_id: txn_id };
      }),
      total: total('unseen_rollbacks'),
    },
    closed_round_bets: { items: closedBets.map((t): ClosedRoundBet => call(t)), total: total('closed_round_bets') },
    voided_round_wins: { items: voidedWins.map((t): VoidedRoundWin => call(t)), total: total('voided_round_wins') },
  };
}
