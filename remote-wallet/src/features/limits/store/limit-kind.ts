import { DEFAULT_REALITY_CHECK_MINUTES, type LimitKind } from '@casino/contract';

/** The dialog's tabs: deposits, losses, bets and time. */
export type LimitGroup = 'deposit' | 'loss' | 'wager' | 'session';

export const groupOf = (kind: LimitKind): LimitGroup =>
  kind.endsWith('_minutes') ? 'session' : kind === 'wager_day' ? 'wager' : kind.startsWith('loss') ? 'loss' : 'deposit';

/** The session lengths offered, in minutes (the contract takes 15 to 720). */
export const SESSION_CHOICES = [15, 30, 60, 90, 120, 180, 240, 360, 480, 720] as const;
/** The reality check's intervals offered, in minutes (the contract takes 15 to 120). */
export const REALITY_CHECK_CHOICES = [15, 30, 45, 60, 90, 120] as const;

/** Chosen from a list of minutes rather than typed as won. */
export const isMinutes = (kind: LimitKind) => groupOf(kind) === 'session';

export const choicesOf = (kind: LimitKind): readonly number[] => (kind === 'reality_check_minutes' ? REALITY_CHECK_CHOICES : SESSION_CHOICES);

/**
 * What a kind is with nothing set: no limit, except the reality check, which comes every 60
 * minutes (so 90 from none is less often, and waits like a raise).
 */
export const unsetValueOf = (kind: LimitKind): number | null => (kind === 'reality_check_minutes' ? DEFAULT_REALITY_CHECK_MINUTES : null);
