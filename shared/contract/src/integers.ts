import { Type } from '@sinclair/typebox';

/**
 * Every integer in the contract has an upper bound, so an absurd value is a 400 at the door
 * instead of an overflow in PostgreSQL (bigint) or a silently rounded JavaScript number.
 */
export const MAX_ID = Number.MAX_SAFE_INTEGER;
export const MAX_PAGE = 100_000;
export const MAX_AMOUNT = Number.MAX_SAFE_INTEGER;

/** A row id (PostgreSQL bigint identity, starting at 1). */
export const Id = () => Type.Integer({ minimum: 1, maximum: MAX_ID });
/** Whole KRW, never negative. */
export const Amount = () => Type.Integer({ minimum: 0, maximum: MAX_AMOUNT });
/** A difference of amounts (a profit, a net): negative when more went out than came in. */
export const SignedAmount = () => Type.Integer({ minimum: -MAX_AMOUNT, maximum: MAX_AMOUNT });
/** A count of rows. */
export const Count = () => Type.Integer({ minimum: 0, maximum: MAX_ID });
