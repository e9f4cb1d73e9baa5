import { MAX_REALITY_CHECK_MINUTES, MAX_SESSION_MINUTES, MIN_REALITY_CHECK_MINUTES, MIN_SESSION_MINUTES, type LimitKind } from '@casino/contract';

const SESSION = [15, 30, 60, 90, 120, 180, 240, 360, 480, 720];
const REALITY_CHECK = [15, 30, 45, 60, 90, 120];

/** The times a partner may choose for a kind counted in minutes, within the API's range and at most `cap`. */
export function minuteChoices(kind: LimitKind, cap: number | null): number[] {
  const [choices, min, max] = kind === 'session_minutes' ? [SESSION, MIN_SESSION_MINUTES, MAX_SESSION_MINUTES] : [REALITY_CHECK, MIN_REALITY_CHECK_MINUTES, MAX_REALITY_CHECK_MINUTES];
  return choices.filter((minutes) => minutes >= min && minutes <= max && (cap === null || minutes <= cap));
}
