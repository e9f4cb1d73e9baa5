import type { LimitKind } from '@casino/contract';

/** The dialog's tabs: deposits, losses, bets and time. */
export type LimitGroup = 'deposit' | 'loss' | 'wager' | 'session';

export const groupOf = (kind: LimitKind): LimitGroup =>
  kind === 'session_minutes' ? 'session' : kind === 'wager_day' ? 'wager' : kind.startsWith('loss') ? 'loss' : 'deposit';
