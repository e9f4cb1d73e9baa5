import dayjs from 'dayjs';

/** A date the way the lists show it, with the exact instant for assistive tech and tooltips. */
export function PostedAt({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  const when = dayjs(iso);
  return (
    <time dateTime={iso} title={when.format('YYYY-MM-DD HH:mm:ss')}>
      {when.format(withTime ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD')}
    </time>
  );
}
