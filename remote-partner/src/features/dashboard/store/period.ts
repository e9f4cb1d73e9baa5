
export type PeriodKind = 'today' | 'month' | 'range';

/** The days the dashboard sums: Seoul days, both ends included. */
export interface Period {
  kind: PeriodKind;
  from: string;
  to: string;
}

/**
 * The period in the URL, so a reload or a shared link shows the same figures: `?from=&to=` a
 * chosen range, `?period=month` this month so far, nothing today. A range is sent as it is: the
 * API is the one that refuses a reversed or too long one, with a message.
 */
export function periodOf(params: URLSearchParams, today: string): Period {
  const from = params.get('from');
  const to = params.get('to');
  if (isDay(from) && isDay(to)) return { kind: 'range', from, to };
  if (params.get('period') === 'month') return { kind: 'month', from: monthStart(today), to: today };
  return { kind: 'today', from: today, to: today };
}

/** The query string of a period (what `periodOf` reads back). */
export function periodParams(period: Pick<Period, 'kind'> & Partial<Period>): URLSearchParams {
  if (period.kind === 'range' && period.from && period.to) return new URLSearchParams({ from: period.from, to: period.to });
  if (period.kind === 'month') return new URLSearchParams({ period: 'month' });
  return new URLSearchParams();
}import { isDay, monthStart } from '@casino/contract';

