import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint, Page, PageQuery } from '../endpoint';
import { Amount, Id } from '../integers';
import { walletBalance } from './user';

/** Deposit and withdrawal requests (spec: statements). */
export const StatementType = Type.Union([Type.Literal('deposit'), Type.Literal('withdraw')]);
export type StatementType = Static<typeof StatementType>;

/**
 * The spec's labels. request: new; waiting: an operator is on it; approve: done, money moved;
 * delete: deleted by the member or rejected by an operator (a withdrawal's hold is returned);
 * clear: a finished row hidden from the list (moves no money).
 */
export const StatementStatus = Type.Union([Type.Literal('request'), Type.Literal('waiting'), Type.Literal('approve'), Type.Literal('delete'), Type.Literal('clear')]);
export type StatementStatus = Static<typeof StatementStatus>;

/** A day of the site's calendar (Asia/Seoul), YYYY-MM-DD. */
export const SeoulDay = Type.String({ format: 'date', pattern: '^(19|2\\d)\\d{2}-\\d{2}-\\d{2}$' });

/** The largest single request, 1,000,000,000 KRW: beyond any quick-button sum a person makes. */
export const MAX_STATEMENT_AMOUNT = 1_000_000_000;

export const Statement = Type.Object({
  id: Id(),
  type: StatementType,
  amount: Amount(),
  status: StatementStatus,
  created_at: Type.String({ format: 'date-time' }),
  processed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** Whether the member may still delete it (only a new request). */
  deletable: Type.Boolean(),
});
export type Statement = Static<typeof Statement>;

const StatementAnswer = Type.Object({ statement: Statement, balance: walletBalance.data });

/*
 * Money-moving calls take an optional `Idempotency-Key` header (1-100 printable ASCII): the same
 * key with the same body answers the first answer again and moves nothing; the same key with a
 * different body is 409 CONFLICT.
 */

export const statementCreate = defineEndpoint({
  method: 'POST',
  path: '/api/v1/wallet/statement/member/create',
  access: 'user',
  summary: 'A member requests a deposit or a withdrawal. A withdrawal holds the amount from cash at once and needs the exchange (withdrawal) password.',
  body: Type.Object(
    {
      type: StatementType,
      amount: Type.Integer({ minimum: 1, maximum: MAX_STATEMENT_AMOUNT }),
      /** Required for a withdrawal. */
      withdraw_password: Type.Optional(Type.String({ maxLength: 64 })),
    },
    { additionalProperties: false },
  ),
  data: StatementAnswer,
  errors: [400, 403, 409, 429],
});

export const statementList = defineEndpoint({
  method: 'GET',
  path: '/api/v1/wallet/statement/get',
  access: 'user',
  summary: "The signed-in member's own statements, newest first; cleared rows are hidden.",
  query: Type.Object({
    type: Type.Optional(StatementType),
    status: Type.Optional(StatementStatus),
    /** Inclusive days, YYYY-MM-DD (years 1900-2999), in the site's time zone (Asia/Seoul). */
    from: Type.Optional(SeoulDay),
    to: Type.Optional(SeoulDay),
    ...PageQuery,
  }),
  data: Page(Statement),
});

export const statementDelete = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/wallet/statement/delete/:id',
  access: 'user',
  summary: "Deletes the member's own new request; a withdrawal's held amount returns to cash.",
  params: Type.Object({ id: Id() }),
  data: StatementAnswer,
  errors: [404, 409],
});

export const rollingPointExchange = defineEndpoint({
  method: 'POST',
  path: '/api/v1/game/rollingpoint/exchange',
  access: 'user',
  summary: 'Converts rolling points into cash, 1:1; answers the new balances.',
  body: Type.Object({ amount: Type.Integer({ minimum: 1, maximum: MAX_STATEMENT_AMOUNT }) }, { additionalProperties: false }),
  data: walletBalance.data,
  errors: [400, 409],
});

/** What an operator sees of a statement: whose it is. */
export const OperatorStatement = Type.Composite([
  Statement,
  Type.Object({ user_id: Id(), username: Type.String(), nickname: Type.String(), bank_name: Type.String(), account_number: Type.String() }),
]);
export type OperatorStatement = Static<typeof OperatorStatement>;

export const operatorStatementList = defineEndpoint({
  method: 'GET',
  path: '/api/v1/wallet/statement/admin/list',
  access: 'master',
  summary: 'Every statement, newest first, filtered by type and status.',
  query: Type.Object({ type: Type.Optional(StatementType), status: Type.Optional(StatementStatus), ...PageQuery }),
  data: Page(OperatorStatement),
});

const operatorAction = (action: 'approve' | 'wait' | 'reject', summary: string) =>
  defineEndpoint({
    method: 'POST',
    path: `/api/v1/wallet/statement/admin/${action}/:id`,
    access: 'master',
    summary,
    params: Type.Object({ id: Id() }),
    data: Type.Object({ statement: OperatorStatement }),
    errors: [404, 409],
  });

export const operatorStatementApprove = operatorAction('approve', 'Approves a request; a deposit credits cash, a withdrawal pays out its hold.');
export const operatorStatementWait = operatorAction('wait', 'Marks a new request as being handled (waiting).');
export const operatorStatementReject = operatorAction('reject', "Rejects a request (status delete); a withdrawal's hold returns to cash.");
