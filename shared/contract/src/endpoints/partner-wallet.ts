import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint, Page, PageQuery } from '../endpoint';
import { Amount, Count, Id } from '../integers';
import { StatementTurnover } from './line-turnover';
import { AccountState, Level } from './user';
import { MAX_STATEMENT_AMOUNT, OperatorStatement, SeoulDay, StatementStatus, StatementType } from './statements';

/*
 * A partner's money (DESIGN.md section 5): its balance pays for the deposits it approves and the
 * top-ups it sends to its direct children; withdrawals it approves and recoveries come back to it.
 * Every call sees the caller's own downline only: any other id is 404 and changes nothing.
 */

export const TradeDirection = Type.Union([Type.Literal('pay'), Type.Literal('recover')]);
export type TradeDirection = Static<typeof TradeDirection>;

/** A direct child as the trade screen shows it: what it holds, so a recovery can be sized. */
export const TradeChild = Type.Object({
  id: Id(),
  username: Type.String(),
  nickname: Type.String(),
  level: Level,
  state: AccountState,
  /** A member's cash, or a partner's balance: what a top-up adds to and a recovery takes from. */
  balance: Amount(),
});
export type TradeChild = Static<typeof TradeChild>;

export const Trade = Type.Object({
  id: Id(),
  direction: TradeDirection,
  amount: Amount(),
  memo: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  partner: Type.Object({ id: Id(), username: Type.String() }),
  child: Type.Object({ id: Id(), username: Type.String(), nickname: Type.String(), level: Level }),
});
export type Trade = Static<typeof Trade>;

export const agencyTrade = defineEndpoint({
  method: 'POST',
  path: '/api/v1/wallet/agency/trade',
  access: 'partner',
  summary:
    'Pays to (pay) or recovers from (recover) a direct child, member or partner. A recovery is capped at the child balance, a payment at the caller balance; takes an Idempotency-Key.',
  body: Type.Object(
    {
      user_id: Id(),
      direction: TradeDirection,
      amount: Type.Integer({ minimum: 1, maximum: MAX_STATEMENT_AMOUNT }),
      memo: Type.Optional(Type.String({ maxLength: 200 })),
    },
    { additionalProperties: false },
  ),
  data: Type.Object({ trade: Trade, balance: Amount(), child_balance: Amount() }),
  errors: [404, 409],
});

export const agencyTradeList = defineEndpoint({
  method: 'GET',
  path: '/api/v1/wallet/agency/trade/list',
  access: 'partner',
  summary: "The caller's trades with its direct children, both directions, newest first.",
  query: Type.Object({ direction: Type.Optional(TradeDirection), username: Type.Optional(Type.String({ maxLength: 40 })), from: Type.Optional(SeoulDay), to: Type.Optional(SeoulDay), ...PageQuery }),
  data: Page(Trade),
});

export const agencyTradeUserList = defineEndpoint({
  method: 'GET',
  path: '/api/v1/wallet/agency/trade/user-list',
  access: 'partner',
  summary: 'The direct children the caller can pay to or recover from, with what each holds.',
  query: Type.Object({ username: Type.Optional(Type.String({ maxLength: 40 })), ...PageQuery }),
  data: Page(TradeChild),
});

export const agencyBalanceTotal = defineEndpoint({
  method: 'GET',
  path: '/api/v1/wallet/agency/balance/total',
  access: 'partner',
  summary: "The caller's balance and rolling points, and the totals its whole downline holds.",
  data: Type.Object({
    balance: Amount(),
    rolling_point: Amount(),
    downline: Type.Object({
      member_cash: Amount(),
      member_credit: Amount(),
      member_rolling_point: Amount(),
      /** Members' withdrawals requested and not yet approved or rejected: still in the line. */
      member_withdraw_hold: Amount(),
      partner_balance: Amount(),
      members: Count(),
      partners: Count(),
    }),
    /** When the downline's figures were summed: a large line's are up to 20 s old; the caller's own are live. */
    as_of: Type.String({ format: 'date-time' }),
  }),
});

/** A request of a member of the line, with the partner the member belongs to; a withdrawal with its turnover since the last deposit (null: a deposit, or none before it). */
export const AgencyStatement = Type.Composite([OperatorStatement, Type.Object({ parent_username: Type.String(), turnover: Type.Union([StatementTurnover, Type.Null()]) })]);
export type AgencyStatement = Static<typeof AgencyStatement>;

const AgencyStatementQuery = Type.Object({
  type: Type.Optional(StatementType),
  status: Type.Optional(Type.Union([StatementStatus, Type.Literal('open')])),
  username: Type.Optional(Type.String({ maxLength: 40 })),
  from: Type.Optional(SeoulDay),
  to: Type.Optional(SeoulDay),
  ...PageQuery,
});
/** Requests still waiting for a decision (status request or waiting), by type. */
const OpenRequests = Type.Object({ deposit: Count(), withdraw: Count() });
const AgencyStatementPage = Type.Composite([Page(AgencyStatement), Type.Object({ open: OpenRequests })]);

export const agencyStatementUserList = defineEndpoint({
  method: 'GET',
  path: '/api/v1/wallet/agency/statement/user-list',
  access: 'partner',
  summary: "Deposit and withdrawal requests of the caller's own members (its direct children), newest first; open requests with `status=open`, and how many are open (the menu badge).",
  query: AgencyStatementQuery,
  data: AgencyStatementPage,
});

export const agencyStatementSubList = defineEndpoint({
  method: 'GET',
  path: '/api/v1/wallet/agency/statement/sub-list',
  access: 'partner',
  summary: "Deposit and withdrawal requests of the members below the caller's sub-partners (their partner is named), newest first; the caller may decide them too, from its own balance.",
  query: AgencyStatementQuery,
  data: AgencyStatementPage,
});

export const agencyStatementOpen = defineEndpoint({
  method: 'GET',
  path: '/api/v1/wallet/agency/statement/open',
  access: 'partner',
  summary:
    "How many requests of the caller's line still wait for a decision: of its own members (user-list), of the members below its sub-partners (sub-list), and in all, which is everything the caller may decide (the menu badge).",
  data: Type.Object({ members: OpenRequests, sub: OpenRequests, total: Count() }),
});

const agencyStatementAction = (action: 'approve' | 'wait' | 'reject', summary: string) =>
  defineEndpoint({
    method: 'POST',
    path: `/api/v1/wallet/agency/statement/${action}/:id`,
    access: 'partner',
    summary,
    params: Type.Object({ id: Id() }),
    data: Type.Object({ statement: AgencyStatement, balance: Amount() }),
    errors: [404, 409],
  });

export const agencyStatementApprove = agencyStatementAction(
  'approve',
  "Approves a downline member's request: a deposit moves the amount from the caller's balance to the member's cash; a withdrawal moves the held amount to the caller's balance.",
);
export const agencyStatementWait = agencyStatementAction('wait', 'Marks a new request as being handled (waiting).');
export const agencyStatementReject = agencyStatementAction('reject', "Rejects a request (status delete); a withdrawal's hold returns to the member's cash.");
