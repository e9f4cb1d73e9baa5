import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint, STAFF_RIGHTS } from '../endpoint';
import { Amount, Count, Id } from '../integers';

export const Role = Type.Union([Type.Literal('member'), Type.Literal('partner')]);
/** Hierarchy (DESIGN.md section 5): master > agency > member. */
export const Level = Type.Union([Type.Literal('master'), Type.Literal('agency'), Type.Literal('member')]);
export const StaffRight = Type.Union(STAFF_RIGHTS.map((right) => Type.Literal(right)));
export const AccountState = Type.Union([Type.Literal('normal'), Type.Literal('stop')]);

export const Account = Type.Object({
  id: Id(),
  username: Type.String(),
  nickname: Type.String(),
  role: Role,
  level: Level,
  state: AccountState,
  /** A partner's own code that members sign up with; null for members. */
  referral_code: Type.Union([Type.String(), Type.Null()]),
  /** Rights beyond the level (a master's `site`); empty for everyone else. */
  rights: Type.Array(StaffRight),
});
export type Account = Static<typeof Account>;

export const userInfo = defineEndpoint({
  method: 'GET',
  path: '/api/v1/core/user/info',
  access: 'user',
  summary: 'The signed-in account and its profile.',
  data: Type.Object({
    account: Account,
    user: Type.Object({
      phone: Type.String(),
      bank_name: Type.String(),
      /** Masked except the last four digits. */
      account_number: Type.String(),
      parent_username: Type.Union([Type.String(), Type.Null()]),
      created_at: Type.String({ format: 'date-time' }),
      last_login_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    }),
  }),
});

export const walletBalance = defineEndpoint({
  method: 'GET',
  path: '/api/v1/wallet/balance',
  access: 'user',
  summary: 'Cash, game credit and rolling points of the signed-in account, in whole KRW.',
  data: Type.Object({
    balance: Amount(),
    credit: Amount(),
    rolling_point: Amount(),
    /**
     * Each figure's version as read (decision 070): the live channel's balance events carry the
     * next ones, so a page knows whether an event is older or newer than what it shows. Always
     * sent; optional so that a figure without one (a test's, an earlier server's) is still a
     * balance, taken as it is.
     */
    versions: Type.Optional(Type.Object({ balance: Count(), credit: Count(), rolling_point: Count() })),
  }),
});
