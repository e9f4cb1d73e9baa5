import type { LosingPeriodKind } from '../db/schema-reports';
import { seoulToday } from '../partners/day-range';

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

export interface LosingPeriod {
  kind: LosingPeriodKind;
  from: string;
  to: string;
  /** Ended before today (Asia/Seoul): it may be settled. */
  closed: boolean;
}

/** The day, week (Monday to Sunday) or month that holds `day` (Seoul days). */
export function losingPeriod(kind: LosingPeriodKind, day: string, now = Date.now()): LosingPeriod {
  const n = dayNumber(day);
  let from = day;
  let to = day;
  if (kind === 'week') {
    const weekday = (new Date(n * DAY_MS).getUTCDay() + 6) % 7; // Monday 0
    from = dayOf(n - weekday);
    to = dayOf(n - weekday + 6);
  } else if (kind === 'month') {
    const d = new Date(n * DAY_MS);
    from = `${day.slice(0, 8)}01`;
    to = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
  }
  return { kind, from, to, closed: to < seoulToday(now) };
}

/** The first day after the period: when it can be settled. */
export const dayAfter = (period: LosingPeriod) => dayOf(dayNumber(period.to) + 1);
