import type { LineMember } from '@casino/contract';

/** A member of the line as `userLineList` answers it: `member7` under master1, normal, 30,000 cash. */
export const lineMember = (overrides: Partial<LineMember> = {}): LineMember => {
  const username = overrides.username ?? 'member7';
  return {
    id: 7,
    username,
    nickname: `${username}-nick`,
    parent_username: 'master1',
    state: 'normal',
    grade: 1,
    cash: 30_000,
    credit: 0,
    rolling_point: 0,
    online: false,
    created_at: '2025-03-01T01:00:00.000Z',
    last_login_at: null,
    last_deposit_at: null,
    risk: [],
    ...overrides,
  };
};
