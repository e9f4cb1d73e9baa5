import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint } from '../endpoint';
import { Id, SignedAmount } from '../integers';
import { Limit, LimitKind, MAX_MONEY_LIMIT, PendingLimit } from './player-limits';
import { ExclusionPeriod } from './player-exclusion';

/*
 * A member's player protection as its partners see it (issue 31, decision 071): its limits, what
 * each period has used, and its break from play. A partner of its line may set a limit of its own
 * for the member, which holds with the member's (the least of them holds), so it can only tighten:
 * never above the member's own, never above a partner's of the line above the caller.
 */

export const LineMemberLimit = Type.Object({
  kind: LimitKind,
  /** The member's own limit now; null: none (a reality check's then comes every 60 minutes, which `cap` and `in_force` count). */
  own: Limit,
  /** A raise or removal the member asked for, waiting to take effect. */
  pending: PendingLimit,
  /** The caller's own limit for the member; null: none. */
  mine: Limit,
  /** The least of the other partners' limits for the member; null: none. */
  others: Limit,
  /** The most the caller may set: the least of the member's own and the limits of the partners above it; null: any. */
  cap: Limit,
  /** What holds now: the least of all of them; null: none. */
  in_force: Limit,
  /** What the running period has used (won deposited or staked, the loss); null for the kinds counted in minutes of a sign-in. */
  used: Type.Union([SignedAmount(), Type.Null()]),
  /** When the period starts again; null for the kinds counted in minutes. */
  resets_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type LineMemberLimit = Static<typeof LineMemberLimit>;

export const LineMemberProtection = Type.Object({
  member: Type.Object({ id: Id(), username: Type.String(), nickname: Type.String() }),
  items: Type.Array(LineMemberLimit),
  /** Its break from play in force; null: none. */
  exclusion: Type.Union([
    Type.Object({ period: ExclusionPeriod, started_at: Type.String({ format: 'date-time' }), until: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]) }),
    Type.Null(),
  ]),
});
export type LineMemberProtection = Static<typeof LineMemberProtection>;

export const lineMemberProtection = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/user/protection',
  access: 'partner',
  summary: "A member of the caller's line: its limits with what each period has used, the caller's and the other partners' limits for it, and its break from play.",
  query: Type.Object({ user_id: Id() }, { additionalProperties: false }),
  data: LineMemberProtection,
  errors: [404],
});

export const lineMemberLimitSet = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/core/user/protection',
  access: 'partner',
  summary:
    "Sets the caller's own limit of a kind for a member of its line (null removes it), at once and audited: never above the member's own limit, never above a limit a partner above the caller set (409 with the most it may set).",
  body: Type.Object(
    { user_id: Id(), kind: LimitKind, amount: Type.Union([Type.Integer({ minimum: 0, maximum: MAX_MONEY_LIMIT }), Type.Null()]) },
    { additionalProperties: false },
  ),
  data: LineMemberProtection,
  errors: [404, 409],
});
