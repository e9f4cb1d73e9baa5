import type { DayFigures } from '@casino/contract';
import { useLanguage } from '@casino/platform';
import { observer } from 'mobx-react-lite';
import { figureColumns } from '../../../components/figure-columns';
import { ResourceTable } from '../../../components/resource-table';
import { FigureSumRow } from '../../../components/sum-row';
import { useReportsTranslation } from '../../../i18n/use-reports-translation';
import type { DayStatisticsStore } from '../store/day-statistics-store';

/** A month of days a page: the API answers every day of the range at once, so the pages are turned here. */
export const DAYS_PAGE_SIZE = 31;

/** Each day of the range, newest first, with its figures, and the filter's totals under them. */
export const DayTable = observer(function DayTable({ store }: { store: DayStatisticsStore }) {
  const { t } = useReportsTranslation();
  const { language } = useLanguage();
  const sum = store.summary.value?.sum;
  return (
    <ResourceTable
      label={t('statistics.byDay.title')}
      resource={store.days}
      rows={(days) => days.items}
      rowKey="day"
      empty={t('statistics.byDay.empty')}
      pagination={{ pageSize: DAYS_PAGE_SIZE, showSizeChanger: false, size: 'small', hideOnSinglePage: true }}
      columns={[{ key: 'day', title: t('statistics.columns.day'), dataIndex: 'day' }, ...figureColumns<DayFigures>(t, language)]}
      summary={() => (sum ? <FigureSumRow label={t('common.totals.row')} span={1} sum={sum} /> : null)}
    />
  );
});
