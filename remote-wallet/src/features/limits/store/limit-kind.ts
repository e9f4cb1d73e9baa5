import { DEFAULT_REALITY_CHECK_MINUTES, isMinutesKind, type LimitKind } from '@casino/contract';

/** The dialog's tabs: deposits, losses, bets and time. */
export type LimitGroup = 'deposit' | 'loss' | 'wager' | 'session';

export const groupOf = (kind: LimitKind): LimitGroup =>
  isMinutesKind(kind) ? 'session' : kind === 'wager_day' ? 'wager' : kind.startsWith('loss') ? 'loss' : 'deposit';

/**
 * What a kind is with nothing set: no limit, except the reality check, which comes every 60
 * minutes (so 90 from none is less often, and waits like a raise).
 */
export const unsetValueOf = (kind: LimitKind): number | null => (kind === 'reality_check_minutes' ? DEFAULT_REALITY_CHECK_MINUTES : null);
