
/** An instant on Seoul's wall clock (the site's calendar, as the filters count days), or a dash. */
export function When({ iso }: { iso: string | null }) {
  if (!iso) return <span>-</span>;
  return <time dateTime={iso}>{formatSeoulDateTime(iso)}</time>;
}import { formatSeoulDateTime } from '@casino/contract';

