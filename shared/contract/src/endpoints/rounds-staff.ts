import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { defineEndpoint } from '../endpoint';
import { Amount, Count } from '../integers';
import { SeoulDay } from './statements';

/*
 * Rounds that reconcile (issue 31): what a provider's calls left unsettled or refused, per
 * provider and Seoul day, and the operator's one action on it, closing a stale round.
 */

/** A round still open this long after its last call (a bet, a refund) is stale: the operator may close it. */
export const STALE_ROUND_MINUTES = 60;
/** Each list shows this many, the oldest first; the totals count them all. */
export const ROUND_LIST_LIMIT = 100;

const ProviderCode = Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9-]+$' });
/** A provider's id for a round or a call, as its calls send it. */
const ExternalId = Type.String({ minLength: 1, maxLength: 100, pattern: '^[\\x21-\\x7e]+$' });

const Player = { username: Type.String(), nickname: Type.String() };

export const StaleRound = Type.Object({
  provider: Type.String(),
  round_id: Type.String(),
  ...Player,
  game: Type.String(),
  /** What is staked in it and not refunded: what closing it gives back. */
  open_stake: Amount(),
  bets: Count(),
  started_at: Type.String({ format: 'date-time' }),
  /** The round's last call (a bet, a refund). */
  last_call_at: Type.String({ format: 'date-time' }),
});
export type StaleRound = Static<typeof StaleRound>;

/** A rollback that named a bet this wallet never saw: the bet, should it come, is refused. */
export const UnseenRollback = Type.Object({
  provider: Type.String(),
  bet_txn_id: Type.String(),
  round_id: Type.String(),
  ...Player,
  at: Type.String({ format: 'date-time' }),
});
export type UnseenRollback = Static<typeof UnseenRollback>;

/** A provider's call refused with nothing moved, with the amount it asked for. */
const RefusedCall = Type.Object({
  provider: Type.String(),
  txn_id: Type.String(),
  round_id: Type.String(),
  ...Player,
  amount: Amount(),
  at: Type.String({ format: 'date-time' }),
});

/** A bet refused because its round was already settled (ROUND_CLOSED). */
export const ClosedRoundBet = RefusedCall;
export type ClosedRoundBet = Static<typeof ClosedRoundBet>;

/** A win refused because the operator had closed its round (ROUND_VOIDED): the game may have shown a prize never paid. */
export const VoidedRoundWin = RefusedCall;
export type VoidedRoundWin = Static<typeof VoidedRoundWin>;

export const ProviderReconciliation = Type.Object({
  provider: Type.String(),
  stale_rounds: Count(),
  unseen_rollbacks: Count(),
  closed_round_bets: Count(),
  voided_round_wins: Count(),
});
export type ProviderReconciliation = Static<typeof ProviderReconciliation>;

const Listed = <T extends TSchema>(item: T) => Type.Object({ items: Type.Array(item, { maxItems: ROUND_LIST_LIMIT }), total: Count() });

export const staffRoundReconciliation = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/admin/round/reconciliation',
  access: 'master',
  right: 'site',
  summary: 'A Seoul day’s stale open rounds, rollbacks of bets never seen, bets on settled rounds and wins refused on closed ones, per provider.',
  query: Type.Object({ day: SeoulDay, provider: Type.Optional(ProviderCode) }, { additionalProperties: false }),
  data: Type.Object({
    day: SeoulDay,
    stale_after_minutes: Count(),
    /** Every provider with something to show that day, by code. */
    providers: Type.Array(ProviderReconciliation, { maxItems: 1000 }),
    stale_rounds: Listed(StaleRound),
    unseen_rollbacks: Listed(UnseenRollback),
    closed_round_bets: Listed(ClosedRoundBet),
    voided_round_wins: Listed(VoidedRoundWin),
  }),
});

export const staffRoundClose = defineEndpoint({
  method: 'POST',
  path: '/api/v1/core/admin/round/close',
  access: 'master',
  right: 'site',
  summary:
    'Closes a stale round once: each stake in it not yet refunded goes back to the member, with the rolling it paid taken back; a later win for it is refused. Audited with the reason.',
  body: Type.Object({ provider: ProviderCode, round_id: ExternalId, reason: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }) }, { additionalProperties: false }),
  data: Type.Object({ refunded: Amount(), bets: Count() }),
  errors: [404, 409],
});
