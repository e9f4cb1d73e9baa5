import { type UserStore } from '@casino/platform';

export type SessionState = 'loading' | 'signed-out' | 'member' | 'partner';

/**
 * Who is here. With a session but no account yet the user store is still loading on start,
 * and a guard must wait instead of treating the user as signed out.
 */
export function sessionState(user: Pick<UserStore, 'account' | 'status'>, sessionActive: boolean): SessionState {
  if (user.account) return user.account.role === 'partner' ? 'partner' : 'member';
  if (sessionActive && (user.status === 'idle' || user.status === 'loading')) return 'loading';
  return 'signed-out';
}
