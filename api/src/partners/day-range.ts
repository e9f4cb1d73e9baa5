import { AppError } from '../http/app-error';

/** The longest range a partner summary covers: a quarter. Longer ranges are the reports' job. */
export const MAX_RANGE_DAYS = 92;

const DAY_MS = 86_400_000;
const SEOUL_OFFSET_MS = 9 * 3_600_000;

/** Today in Asia/Seoul (no daylight saving there), as YYYY-MM-DD. */
export const seoulToday = (now = Date.now()) => new Date(now + SEOUL_OFFSET_MS).toISOString().slice(0, 10);

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/**
 * A summary's Seoul-day range: both ends given, one (the other is the same day) or none (today).
 * A reversed or too long range is a 400 with a message, not an empty answer.
 */
export function dayRange(query: { from?: string; to?: string }, now = Date.now(), maxDays = MAX_RANGE_DAYS) {
  const from = query.from ?? query.to ?? seoulToday(now);
  const to = query.to ?? query.from ?? seoulToday(now);
  if (!Number.isFinite(dayNumber(from))) throw new AppError(400, 'VALIDATION', 'validation.invalid', { field: 'from' });
  if (!Number.isFinite(dayNumber(to))) throw new AppError(400, 'VALIDATION', 'validation.invalid', { field: 'to' });
  const span = dayNumber(to) - dayNumber(from) + 1;
  if (span < 1) throw new AppError(400, 'VALIDATION', 'partner.range_reversed');
  if (span > maxDays) throw new AppError(400, 'VALIDATION', 'partner.range_too_long', { days: maxDays });
  return { from, to, days: Array.from({ length: span }, (_, i) => dayOf(dayNumber(from) + i)) };
}

export type DayRange = ReturnType<typeof dayRange>;
