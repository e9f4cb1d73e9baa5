/*
 * The API's days are the site's calendar (Asia/Seoul, SeoulDay in the contract) and its times
 * are UTC: "today" on a staff screen is Seoul's today wherever the reader is, and rows show
 * Seoul time so the day a row sits under matches the filter that found it.
 */
const SEOUL = 'Asia/Seoul';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SEOUL, year: 'numeric', month: '2-digit', day: '2-digit' });
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SEOUL,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Today in Seoul, YYYY-MM-DD. */
export const seoulToday = (now: Date = new Date()): string => dayFormat.format(now);

/**
 * An instant as Seoul's wall clock: `YYYY-MM-DD HH:mm`, or `YYYY-MM-DD HH:mm:ss` with
 * `'second'` (where rows are seconds apart, like a game round's calls).
 */
export function formatSeoulTime(iso: string, precision: 'minute' | 'second' = 'minute'): string {
  const parts = Object.fromEntries(timeFormat.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  const minute = `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
  return precision === 'second' ? `${minute}:${parts.second}` : minute;
}

/** The first day of the month `day` (YYYY-MM-DD) is in. */
export const monthStart = (day: string): string => `${day.slice(0, 8)}01`;

/** The day `days` after (negative: before) `day`, both YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A YYYY-MM-DD that names a real calendar day. */
export function isDay(text: string | null | undefined): text is string {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
