import { Type } from '@sinclair/typebox';
import { defineEndpoint } from '../endpoint';
import { MAX_AMOUNT } from '../integers';
import { walletBalance } from './user';

/** `{ amount }`: whole KRW to move, at least 1. */
const ConvertBody = Type.Object({ amount: Type.Integer({ minimum: 1, maximum: MAX_AMOUNT }) }, { additionalProperties: false });

/*
 * Both answer the member's new balances, the same shape as walletBalance. Optional header
 * `Idempotency-Key`: a repeat with the same key and body moves nothing and answers the first
 * answer again. 400 INSUFFICIENT_FUNDS when the source balance is short, 403 FORBIDDEN for a
 * partner (no game credit), 409 CONFLICT when the key was already used for another call or body.
 */
export const convertToCredit = defineEndpoint({
  method: 'POST',
  path: '/api/v1/wallet/convert/credit',
  access: 'user',
  summary: "Moves whole KRW from the member's cash to game credit; answers the new balances.",
  body: ConvertBody,
  data: walletBalance.data,
  errors: [400, 403, 409],
});

export const convertToCash = defineEndpoint({
  method: 'POST',
  path: '/api/v1/wallet/convert/cash',
  access: 'user',
  summary: "Moves whole KRW from the member's game credit back to cash; answers the new balances.",
  body: ConvertBody,
  data: walletBalance.data,
  errors: [400, 403, 409],
});
