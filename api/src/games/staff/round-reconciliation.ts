import { ROUND_LIST_LIMIT, STALE_ROUND_MINUTES, type ClosedRoundBet, type ProviderReconciliation, type StaleRound, type UnseenRollback } from '@casino/contract';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';
import { seoulDayEnd, seoulDayStart } from '../../db/seoul-day';

export interface ReconciliationQuery {
  day: string;
  provider?: string;
}

/** A round of `game_rounds as r` open with no call for the stale time: its provider left it. */
export const staleRound = sql<SqlBool>`NOT r.closed AND r.updated_at < now() - make_interval(mins => ${STALE_ROUND_MINUTES})`;

/** Refused calls of `provider_transactions as t` (409: the partial index of migration 047) with this code. */
const refusedWith = (code: 'TXN_ROLLED_BACK' | 'ROUND_CLOSED'): Expression<SqlBool> =>
  sql<SqlBool>`t.response_status = 409 AND t.kind = 'bet' AND t.response_body->>'code' = ${code}`;

/**
 * A Seoul day's rounds that do not reconcile, per provider (issue 31): rounds left open past the
 * stale time (the round's day is its first bet's), rollbacks that named a bet never seen (the
 * tombstone rollbackBet leaves), and bets refused because their round was settled. Each list the
 * oldest first, up to ROUND_LIST_LIMIT, with its total.
 */
export async function roundReconciliation(db: Kysely<Database>, query: ReconciliationQuery) {
  const from = seoulDayStart(query.day);
  const to = seoulDayEnd(query.day);
  const rounds = db
    .selectFrom('game_rounds as r')
    .where('r.created_at', '>=', from)
    .where('r.created_at', '<', to)
    .where(staleRound)
    .$if(query.provider !== undefined, (q) => q.where('r.provider', '=', query.provider!));
  const refused = (code: 'TXN_ROLLED_BACK' | 'ROUND_CLOSED') =>
    db
      .selectFrom('provider_transactions as t')
      .where('t.created_at', '>=', from)
      .where('t.created_at', '<', to)
      .where(refusedWith(code))
      .$if(query.provider !== undefined, (q) => q.where('t.provider', '=', query.provider!));

  const [staleItems, unseenItems, closedItems, staleCounts, unseenCounts, closedCounts] = await Promise.all([
    rounds
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
      .execute(),
    refused('TXN_ROLLED_BACK')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select(['t.provider', 't.txn_id', 't.round_id', 'u.username', 'u.nickname', 't.created_at'])
      .orderBy('t.created_at')
      .orderBy('t.txn_id')
      .limit(ROUND_LIST_LIMIT)
      .execute(),
    refused('ROUND_CLOSED')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select(['t.provider', 't.txn_id', 't.round_id', 'u.username', 'u.nickname', 't.amount', 't.created_at'])
      .orderBy('t.created_at')
      .orderBy('t.txn_id')
      .limit(ROUND_LIST_LIMIT)
      .execute(),
    rounds.select(['r.provider', sql<string>`count(*)`.as('n')]).groupBy('r.provider').execute(),
    refused('TXN_ROLLED_BACK').select(['t.provider', sql<string>`count(*)`.as('n')]).groupBy('t.provider').execute(),
    refused('ROUND_CLOSED').select(['t.provider', sql<string>`count(*)`.as('n')]).groupBy('t.provider').execute(),
  ]);

  const providers = new Map<string, ProviderReconciliation>();
  const count = (rows: { provider: string; n: string }[], key: 'stale_rounds' | 'unseen_rollbacks' | 'closed_round_bets') => {
    for (const row of rows) {
      const figures = providers.get(row.provider) ?? { provider: row.provider, stale_rounds: 0, unseen_rollbacks: 0, closed_round_bets: 0 };
      figures[key] = Number(row.n);
      providers.set(row.provider, figures);
    }
  };
  count(staleCounts, 'stale_rounds');
  count(unseenCounts, 'unseen_rollbacks');
  count(closedCounts, 'closed_round_bets');
  const total = (key: 'stale_rounds' | 'unseen_rollbacks' | 'closed_round_bets') => [...providers.values()].reduce((sum, p) => sum + p[key], 0);

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
      items: unseenItems.map(
        (t): UnseenRollback => ({ provider: t.provider, bet_txn_id: t.txn_id, round_id: t.round_id ?? '', username: t.username, nickname: t.nickname, at: t.created_at.toISOString() }),
      ),
      total: total('unseen_rollbacks'),
    },
    closed_round_bets: {
      items: closedItems.map(
        (t): ClosedRoundBet => ({ provider: t.provider, txn_id: t.txn_id, round_id: t.round_id ?? '', username: t.username, nickname: t.nickname, amount: t.amount, at: t.created_at.toISOString() }),
      ),
      total: total('closed_round_bets'),
    },
  };
}
