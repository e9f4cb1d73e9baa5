import { addDays, daysBetween, isDay, seoulToday } from '@casino/contract';
import { AppError } from '../http/app-error';

/** The longest range a partner summary covers: a quarter. Longer ranges are the reports' job. */
export const MAX_RANGE_DAYS = 92;

/**
 * A summary's Seoul-day range: both ends given, one (the other is the same day) or none (today).
 * A reversed or too long range is a 400 with a message, not an empty answer.
 */
export function dayRange(query: { from?: string; to?: string }, now = Date.now(), maxDays = MAX_RANGE_DAYS) {
  const from = query.from ?? query.to ?? seoulToday(now);
  const to = query.to ?? query.from ?? seoulToday(now);
  if (!isDay(from)) throw new AppError(400, 'VALIDATION', 'validation.invalid', { field: 'from' });
  if (!isDay(to)) throw new AppError(400, 'VALIDATION', 'validation.invalid', { field: 'to' });
  const span = daysBetween(from, to) + 1;
  if (span < 1) throw new AppError(400, 'VALIDATION', 'partner.range_reversed');
  if (span > maxDays) throw new AppError(400, 'VALIDATION', 'partner.range_too_long', { days: maxDays });
  return { from, to, days: Array.from({ length: span }, (_, i) => addDays(from, i)) };
}

export type DayRange = ReturnType<typeof dayRange>;
