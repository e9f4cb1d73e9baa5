import { formatSeoulDate, formatSeoulDateTime } from '@casino/contract';

/** A date on Seoul's clock the way the lists show it, with the exact instant for assistive tech and tooltips. */
export function PostedAt({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  return (
    <time dateTime={iso} title={formatSeoulDateTime(iso, 'second')}>
      {withTime ? formatSeoulDateTime(iso) : formatSeoulDate(iso)}
    </time>
  );
}
