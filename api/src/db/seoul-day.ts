import { sql } from 'kysely';

/*
 * Days in the product are Asia/Seoul days (spec: KRW site; DESIGN.md): a `from`/`to` filter of
 * YYYY-MM-DD covers from that day's Seoul midnight to the next day's, whatever the server's zone.
 */

/** The instant a Seoul day starts. */
export const seoulDayStart = (day: string) => sql<Date>`(${day}::date)::timestamp AT TIME ZONE 'Asia/Seoul'`;

/** The instant after a Seoul day ends (the next day's start): compare with `<`. */
export const seoulDayEnd = (day: string) => sql<Date>`(${day}::date + 1)::timestamp AT TIME ZONE 'Asia/Seoul'`;
