import { SEOUL_TIME_ZONE } from '@casino/contract';
import { sql, type RawBuilder } from 'kysely';

/*
 * Days in the product are Seoul days (the contract's seoul-time): a `from`/`to` filter of
 * YYYY-MM-DD covers from that day's Seoul midnight to the next day's, whatever the server's zone.
 */

/** The zone as a literal, not a parameter: the same text as the report tables' triggers (migration 026). */
const SEOUL = sql.lit(SEOUL_TIME_ZONE);

/** The instant a Seoul day starts. */
export const seoulDayStart = (day: string) => sql<Date>`(${day}::date)::timestamp AT TIME ZONE ${SEOUL}`;

/** The instant after a Seoul day ends (the next day's start): compare with `<`. */
export const seoulDayEnd = (day: string) => sql<Date>`(${day}::date + 1)::timestamp AT TIME ZONE ${SEOUL}`;

/** A timestamptz column on Seoul's wall clock (a timestamp without zone), e.g. for `to_char`. */
export const seoulWallClock = (column: string): RawBuilder<Date> => sql<Date>`${sql.ref(column)} AT TIME ZONE ${SEOUL}`;
