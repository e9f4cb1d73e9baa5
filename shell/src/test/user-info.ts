import type { Account, DataOf, userInfo } from '@casino/contract';

/** The user-info answer for `account`, with a fixed profile. */
export const userInfoOf = (account: Account): DataOf<typeof userInfo> => ({
  account,
  user: { phone: '010-1234-5678', bank_name: 'KB', account_number: '****5678', parent_username: null, created_at: '2025-01-01T00:00:00.000Z', last_login_at: null },
});
