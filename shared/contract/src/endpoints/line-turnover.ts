import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint } from '../endpoint';
import { Amount } from '../integers';

/*
 * The rolling requirement (issue 31, decision 071): the share of a member's last deposit a line
 * expects staked before the member withdraws, set by the line's master. It refuses nothing: a
 * withdrawal request shows its turnover against it, a risk flag names a request below it, and
 * the partner decides.
 */

/** The most a line may ask: ten times the deposit. */
export const MAX_TURNOVER_PERCENT = 1000;

/** A share of the deposit in percent, 1-1000. */
export const TurnoverPercent = () => Type.Integer({ minimum: 1, maximum: MAX_TURNOVER_PERCENT });

/** A withdrawal request's play since the member's last deposit before it. */
export const StatementTurnover = Type.Object({
  /** The last deposit before the request: an approved deposit request or a partner's payment. */
  deposit: Amount(),
  deposited_at: Type.String({ format: 'date-time' }),
  /** Stakes from the deposit to the request (rolled back ones not counted). */
  staked: Amount(),
  /** What the line's rolling requirement asks of that deposit now; null: the master set none. */
  required: Type.Union([Amount(), Type.Null()]),
});
export type StatementTurnover = Static<typeof StatementTurnover>;

export const TurnoverRequirement = Type.Object({
  /** Percent of the last deposit; null: none set, no request is measured against one. */
  percent: Type.Union([TurnoverPercent(), Type.Null()]),
  /** Whether the caller may change it: the line's master. */
  editable: Type.Boolean(),
});
export type TurnoverRequirement = Static<typeof TurnoverRequirement>;

export const lineTurnoverRequirement = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/user/turnover-requirement',
  access: 'partner',
  summary: "The caller's line's rolling requirement: the share of a member's last deposit to be staked before a withdrawal.",
  data: TurnoverRequirement,
});

export const lineTurnoverRequirementSet = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/core/user/turnover-requirement',
  access: 'master',
  summary: "Sets (null removes) the master's line's rolling requirement, at once and audited; it refuses no withdrawal, it is shown with each.",
  body: Type.Object({ percent: Type.Union([TurnoverPercent(), Type.Null()]) }, { additionalProperties: false }),
  data: TurnoverRequirement,
});
