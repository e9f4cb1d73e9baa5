import { addDays, monthEnd, monthStart, seoulToday, weekStart } from '@casino/contract';
import type { LosingPeriodKind } from '../db/schema-reports';

export interface LosingPeriod {
  kind: LosingPeriodKind;
  from: string;
  to: string;
  /** Ended before today (Asia/Seoul): it may be settled. */
  closed: boolean;
}

/** The day, week (Monday to Sunday) or month that holds `day` (Seoul days). */
export function losingPeriod(kind: LosingPeriodKind, day: string, now = Date.now()): LosingPeriod {
  let from = day;
  let to = day;
  if (kind === 'week') {
    from = weekStart(day);
    to = addDays(from, 6);
  } else if (kind === 'month') {
    from = monthStart(day);
    to = monthEnd(day);
  }
  return { kind, from, to, closed: to < seoulToday(now) };
}

/** The first day after the period: when it can be settled. */
export const dayAfter = (period: LosingPeriod) => addDays(period.to, 1);
