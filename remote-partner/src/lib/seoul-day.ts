/*
 * The API's days are the site's calendar (Asia/Seoul, SeoulDay in the contract): "today" on a
 * partner's screen is Seoul's today wherever the partner is.
 */
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in Seoul, YYYY-MM-DD. */
export const seoulToday = (now: Date = new Date()): string => dayFormat.format(now);

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
