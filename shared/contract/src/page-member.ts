import { Type } from '@sinclair/typebox';
import type { DataOf } from './endpoint';
import { Account, walletBalance, type userInfo } from './endpoints/user';

/**
 * The signed-in member of a page's session, as `user/info` and `wallet/balance` answer for it:
 * read by the API as it serves the page and handed to the server render, which starts from it
 * instead of asking for it. The profile is checked only as present: its dates carry a string
 * format the render service's check does not know, and it comes from the API's own answer.
 */
export const PageMember = Type.Object({ info: Type.Object({ account: Account, user: Type.Unknown() }), wallet: walletBalance.data }, { additionalProperties: false });
export interface PageMember {
  info: DataOf<typeof userInfo>;
  wallet: DataOf<typeof walletBalance>;
}
