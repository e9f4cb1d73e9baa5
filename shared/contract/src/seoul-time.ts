/*
 * The site's clock (spec: KRW site; DESIGN.md). The API stores and sends UTC instants; every day a
 * filter names and every time a person reads is Seoul's, wherever the server or the browser is.
 *
 * Seoul has kept UTC+9 without daylight saving since 1988, so a fixed offset is exact for every
 * instant the site holds and needs neither the time-zone database nor Intl: a CSV export formats
 * a million rows with it.
 */

/** The zone's name, for SQL (`AT TIME ZONE`) and for Intl formats that follow the reader's language. */
export const SEOUL_TIME_ZONE = 'Asia/Seoul';

/** The zone's offset as ISO 8601 writes it. */
export const SEOUL_UTC_OFFSET = '+09:00';

const SEOUL_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** An instant as the API and the database give it: a Date, ISO text or epoch milliseconds. */
export type Instant = Date | string | number;

/** Seoul's wall clock at an instant, as `YYYY-MM-DDTHH:mm:ss.sssZ` text (the Z is not true). */
const seoulClock = (instant: Instant) => new Date(new Date(instant).getTime() + SEOUL_OFFSET_MS).toISOString();

/** The Seoul day an instant falls on, `YYYY-MM-DD`. */
export const formatSeoulDate = (instant: Instant): string => seoulClock(instant).slice(0, 10);

/** Today in Seoul, `YYYY-MM-DD`. */
export const seoulToday = (now: Instant = Date.now()): string => formatSeoulDate(now);

/**
 * An instant on Seoul's wall clock: `YYYY-MM-DD HH:mm`, or `YYYY-MM-DD HH:mm:ss` with `'second'`
 * (where rows are seconds apart, like a game round's calls).
 */
export function formatSeoulDateTime(instant: Instant, precision: 'minute' | 'second' = 'minute'): string {
  const clock = seoulClock(instant).replace('T', ' ');
  return clock.slice(0, precision === 'second' ? 19 : 16);
}

/** The instant a Seoul day (`YYYY-MM-DD`) starts. */
export const seoulDayStart = (day: string): Date => new Date(`${day}T00:00:00${SEOUL_UTC_OFFSET}`);

/** The instant after a Seoul day ends (the next day's start): compare with `<`. */
export const seoulDayEnd = (day: string): Date => seoulDayStart(addDays(day, 1));

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOfNumber = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The day `days` after (negative: before) `day`, both `YYYY-MM-DD`. */
export const addDays = (day: string, days: number): string => dayOfNumber(dayNumber(day) + days);

/** How many days `to` is after `from` (negative when before); NaN when either is not a day. */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** The first day of the month `day` is in. */
export const monthStart = (day: string): string => `${day.slice(0, 8)}01`;

/** The last day of the month `day` is in. */
export const monthEnd = (day: string): string => new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0)).toISOString().slice(0, 10);

/** The Monday of the week (Monday to Sunday) `day` is in. */
export const weekStart = (day: string): string => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/** A `YYYY-MM-DD` that names a real calendar day. */
export function isDay(text: string | null | undefined): text is string {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
