import type { ChildAccount } from '@casino/contract';

/** A direct child account as `userChildList` answers it: by default member `member<id>`, normal, no money. */
export const childAccount = (id: number, overrides: Partial<ChildAccount> = {}): ChildAccount => ({
  id,
  username: `member${id}`,
  nickname: `nick${id}`,
  level: 'member',
  state: 'normal',
  balance: 0,
  credit: 0,
  rolling_point: 0,
  bank_name: '',
  online: false,
  members: 0,
  partners: 0,
  created_at: '2025-01-01T00:00:00.000Z',
  last_login_at: null,
  last_deposit_at: null,
  ...overrides,
});
