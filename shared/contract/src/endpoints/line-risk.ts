import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint, Page, PageQuery } from '../endpoint';
import { Amount, Count, Id } from '../integers';
import { RiskKind } from './risk-kinds';

/*
 * Risk flags over a partner's line (issue 31, decision 071): computed from the last 30 days when
 * asked, never stored, each with the figures that raised it. A flag is a reason to look, not a
 * verdict: the partner decides.
 */

/** How far back every flag looks. */
export const RISK_WINDOW_DAYS = 30;
/** A member signing in from this many addresses or more in one Seoul day. */
export const RISK_ADDRESSES_PER_DAY = 4;
/** A prize this many times the member's usual (its median prize of the window) or more is a big win. */
export const RISK_BIG_WIN_FACTOR = 10;
/** ...when the member has won at least this many rounds in the window (fewer say nothing of its usual), */
export const RISK_BIG_WIN_MIN_WINS = 5;
/** ...and the prize is at least this much (won): ten times a tiny usual is not worth a look. */
export const RISK_BIG_WIN_MIN_PRIZE = 100_000;
/** The other accounts a shared address or device names (the rest are counted). */
export const RISK_OTHERS_SHOWN = 5;

const Others = { others: Type.Array(Type.String()), others_count: Count() };

export const RiskFlag = Type.Object({
  user: Type.Object({ id: Id(), username: Type.String(), nickname: Type.String(), partner: Type.String() }),
  /** The latest moment behind the flag: the last sign-in from the address or device, the day's last sign-in, the win, the withdrawal request. */
  at: Type.String({ format: 'date-time' }),
  flag: Type.Union([
    /** Other members of the line signed in from the same address. */
    Type.Object({ kind: Type.Literal('shared_address'), address: Type.String(), ...Others }),
    /** Other members of the line signed in from the same browser. */
    Type.Object({ kind: Type.Literal('shared_device'), ...Others }),
    /** Many addresses in one Seoul day. */
    Type.Object({ kind: Type.Literal('many_addresses'), day: Type.String({ format: 'date' }), addresses: Count() }),
    /** A prize far above the member's median prize. */
    Type.Object({ kind: Type.Literal('big_win'), prize: Amount(), median: Amount(), game: Type.String() }),
    /** A withdrawal requested (not deleted or rejected) with less staked since the last deposit than the line's rolling requirement asks (line-turnover.ts). */
    Type.Object({ kind: Type.Literal('low_turnover'), amount: Amount(), deposit: Amount(), staked: Amount(), required: Amount() }),
  ]),
});
export type RiskFlag = Static<typeof RiskFlag>;

export const lineRiskFlags = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/user/risk-flags',
  access: 'partner',
  summary: "The risk flags of the caller's line's members over the last 30 days, the latest first; of one kind, or of one member.",
  query: Type.Object({ kind: Type.Optional(RiskKind), user_id: Type.Optional(Id()), ...PageQuery }, { additionalProperties: false }),
  data: Page(RiskFlag),
  errors: [404],
});
