import { formatSeoulDateTime } from '@casino/contract';

/** A moment in a list cell on Seoul's clock, or a dash when there is none (never signed in, never deposited). */
export function DateCell({ iso }: { iso: string | null }) {
  if (!iso) return <span aria-label="-">-</span>;
  return <time dateTime={iso}>{formatSeoulDateTime(iso)}</time>;
}
