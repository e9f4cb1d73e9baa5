import { formatDateTime } from '../lib/format';

/** A moment in a list cell, or a dash when there is none (never signed in, never deposited). */
export function DateCell({ iso }: { iso: string | null }) {
  if (!iso) return <span aria-label="-">-</span>;
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}
