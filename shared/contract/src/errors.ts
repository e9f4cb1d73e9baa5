import { Type, type Static } from '@sinclair/typebox';

/** Machine-readable error codes; `message` beside them is for people, in their language. */
export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'CROSS_SITE',
  'INVALID_CREDENTIALS',
  'ACCOUNT_STOPPED',
  /** The member is taking a break from play (a cool-off or a self-exclusion): no sign-in until it ends. */
  'ACCOUNT_EXCLUDED',
  /** The right password from an address the partner account's sign-in allow-list does not cover. */
  'ADDRESS_REFUSED',
  'INVALID_REFERRAL',
  'USERNAME_TAKEN',
  'INSUFFICIENT_FUNDS',
  /** A limit of the member's (deposit, loss, wager) would be passed: refused, nothing moved. */
  'LIMIT_REACHED',
  'WRONG_EXCHANGE_PASSWORD',
  'BELOW_MINIMUM',
  'GAME_UNAVAILABLE',
  'INVALID_SIGNATURE',
  'SESSION_NOT_FOUND',
  'SESSION_EXPIRED',
  'ROUND_NOT_FOUND',
  'ROUND_CLOSED',
  /** A win for a round the operator closed stale, its stakes refunded (issue 31). */
  'ROUND_VOIDED',
  'TXN_ROLLED_BACK',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  /** The second step of a sign-in can no longer complete (expired, used, too many wrong codes): sign in again. */
  'SIGN_IN_EXPIRED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ErrorBody = Type.Object({
  message: Type.String(),
  code: Type.String(),
});
export type ErrorBody = Static<typeof ErrorBody>;
