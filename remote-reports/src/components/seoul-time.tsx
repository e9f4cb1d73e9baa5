import { formatSeoulTime } from '../lib/seoul-day';

/** A moment in a list cell, on Seoul's clock like the days the filters pick. */
export function SeoulTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatSeoulTime(iso)}</time>;
}
