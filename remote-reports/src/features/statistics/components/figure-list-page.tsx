import { type RoundFigures, seoulToday } from '@casino/contract';
import { useHttp } from '@casino/platform';
import type { BackOfficeColumn } from '@casino/platform/back-office';
import { observer } from 'mobx-react-lite';
import type { FigureOrder } from '../../../components/figure-columns';
import { useLoadedStore } from '../../../lib/use-loaded-store';
import { FigureListStore, type FigureCalls } from '../store/figure-list-store';
import { FigureListTable } from './figure-list-table';
import { StatisticsLayout } from './statistics-layout';
import { TopChart } from './top-chart';

interface FigureListPageProps<Row extends RoundFigures> {
  title: string;
  /** The table's id for the columns its user hides (`reports.statistics-by-<x>`). */
  tableId: string;
  /** The list's endpoint (its CSV) and its calls. */
  endpoint: { path: string };
  calls: FigureCalls<Row>;
  /** What a row is ('게임', '회원'), its key, and its name on the chart. */
  subject: string;
  rowKey: (row: Row) => string | number;
  labelOf: (row: Row) => string;
  /** Which report: its CSV has the table's columns and totals row. */
  report: 'reportByGame' | 'reportByUser';
  /** The table's columns (contract `REPORT_TABLES`), sorted as the store's order; they may use the filter's days. */
  columns: (context: { from: string | null; to: string | null; order: FigureOrder }) => BackOfficeColumn<Row>[];
  empty: string;
}

/** A statistics page of rows sorted by a figure (by game, by member): the top ten charted, the table paged and sorted by the API. */
function FigureListPageView<Row extends RoundFigures>({ title, tableId, endpoint, calls, subject, rowKey, labelOf, report, columns, empty }: FigureListPageProps<Row>) {
  const http = useHttp();
  const store = useLoadedStore(() => new FigureListStore<Row>(http, seoulToday(), calls));
  const { from, to } = store.filters.filter;
  return (
    <StatisticsLayout
      title={title}
      tableId={tableId}
      store={store}
      csv={endpoint}
      csvOrder={store.order}
      chart={<TopChart store={store} subject={subject} rowKey={rowKey} labelOf={labelOf} />}
      table={<FigureListTable<Row> tableId={tableId} label={title} store={store} report={report} rowKey={rowKey} empty={empty} columns={columns({ from, to, order: store.order })} />}
    />
  );
}

export const FigureListPage = observer(FigureListPageView) as typeof FigureListPageView;
