import type { FigureSummary } from '@casino/contract';
import type { Resource } from '@casino/platform/back-office';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { CsvLink } from '../../../components/csv-link';
import type { FigureOrder } from '../../../components/figure-columns';
import { FigureTotals } from '../../../components/figure-totals';
import { PageFrame } from '../../../components/page-frame';
import { ReportFilters } from '../../../components/report-filters';
import { WindowLinks } from '../../../components/window-links';
import { useReportsTranslation } from '../../../i18n/use-reports-translation';
import type { CatalogStore } from '../../../lib/catalog-store';
import type { FilterState } from '../../../lib/filter-state';

interface StatisticsLayoutProps {
  title: string;
  /** The page's table's id for the columns its user hides (`reports.statistics-by-<x>`); its totals' is `<id>-totals`. */
  tableId: string;
  /** The page's store: its filter, the catalog the filter offers, the filter's totals. */
  store: { filters: FilterState; catalog: CatalogStore; summary: Resource<FigureSummary> };
  /** The list's endpoint, whose CSV holds the whole filter (in the table's order, when it has one). */
  csv: { path: string };
  csvOrder?: FigureOrder;
  chart: ReactNode;
  table: ReactNode;
}

/** Every statistics page: filters, the ranking windows, the filter's totals, a chart, then the table with its CSV. */
export const StatisticsLayout = observer(function StatisticsLayout({ title, tableId, store, csv, csvOrder, chart, table }: StatisticsLayoutProps) {
  const { t } = useReportsTranslation();
  const { filters, catalog, summary } = store;
  return (
    <PageFrame title={title}>
      <ReportFilters
        label={t('statistics.filters', { title })}
        filter={filters.filter}
        onChange={filters.set}
        onReset={filters.reset}
        fields={{ gameType: true, username: true, nickname: true }}
        catalog={catalog}
      />
      <WindowLinks from={filters.filter.from} to={filters.filter.to} />
      <FigureTotals tableId={`${tableId}-totals`} summary={summary} />
      {chart}
      <section aria-label={title} className="reports-table">
        <div className="reports-toolbar">
          <h2>{t('statistics.table')}</h2>
          <CsvLink endpoint={csv} query={{ ...filters.query, ...csvOrder }} what={title} />
        </div>
        {table}
      </section>
    </PageFrame>
  );
});
