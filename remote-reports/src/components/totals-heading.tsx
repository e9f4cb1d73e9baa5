import { useReportsTranslation } from '../i18n/use-reports-translation';

/** "Totals of the filter (from ~ to)": the days are the ones the API answered for, once it has. */
export function TotalsHeading({ id, range }: { id?: string; range: { from: string; to: string } | null }) {
  const { t } = useReportsTranslation();
  return (
    <h2 id={id}>
      {t('common.totals.title')}
      {range ? <span className="reports-range"> {t('common.totals.range', range)}</span> : null}
    </h2>
  );
}
