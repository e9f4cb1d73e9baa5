import { REPORT_TABLES, type DayFigures } from '@casino/contract';
import { useLanguage } from '@casino/platform';
import type { BackOfficeColumn } from '@casino/platform/back-office';
import { observer } from 'mobx-react-lite';
import { figureCells } from '../../../components/figure-columns';
import { ResourceTable } from '../../../components/resource-table';
import { reportTotals } from '../../../components/report-totals';
import { useReportsTranslation } from '../../../i18n/use-reports-translation';
import { tableColumns } from '../../../lib/report-columns';
import type { DayStatisticsStore } from '../store/day-statistics-store';

/** A month of days a page: the API answers every day of the range at once, so the pages are turned here. */
export const DAYS_PAGE_SIZE = 31;

/** Each day of the range, newest first, with its figures, and the filter's totals under them (its CSV's columns and totals row). */
export const DayTable = observer(function DayTable({ tableId, store }: { tableId: string; store: DayStatisticsStore }) {
  const { t } = useReportsTranslation();
  const { language } = useLanguage();
  const sum = store.summary.value?.sum;
  const columns: BackOfficeColumn<DayFigures>[] = tableColumns(REPORT_TABLES.reportByDay.columns, language, { day: { dataIndex: 'day' }, ...figureCells(language) });
  return (
    <ResourceTable
      tableId={tableId}
      label={t('statistics.byDay.title')}
      resource={store.days}
      rows={(days) => days.items}
      rowKey="day"
      empty={t('statistics.byDay.empty')}
      pagination={{ pageSize: DAYS_PAGE_SIZE, showSizeChanger: false, size: 'small', hideOnSinglePage: true }}
      columns={columns}
      totals={() => (sum ? reportTotals('reportByDay', sum, language) : null)}
    />
  );
});
