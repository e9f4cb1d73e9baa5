import { isDay } from '@casino/contract';
import { useSearchParams } from 'react-router-dom';
import { daysFilter, type ReportFilter } from './report-filter';

export interface WindowParams {
  /** The account the window is about (`id`), null when absent or malformed. */
  id: number | null;
  /** The account's login ID, a hint for the heading before the data says it. */
  username: string | null;
  /** The days of the screen that opened the window, when it passed them. */
  from: string | null;
  to: string | null;
}

/** What a window reads from its query string: `id`, `username`, `from`, `to`. */
export function useWindowParams(): WindowParams {
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw !== null && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
  const day = (key: string) => {
    const value = params.get(key);
    return isDay(value) ? value : null;
  };
  return { id: id !== null && Number.isSafeInteger(id) ? id : null, username: params.get('username') || null, from: day('from'), to: day('to') };
}

/** A window's first filter: the days it was opened on, today where it was given none. */
export const windowFilter = (params: WindowParams, today: string): ReportFilter => daysFilter(params.from ?? today, params.to ?? today);
