
/** A moment in a list cell, on Seoul's clock like the days the filters pick, to the second (a round's calls are seconds apart). */
export function SeoulTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatSeoulDateTime(iso, 'second')}</time>;
}import { formatSeoulDateTime } from '@casino/contract';

