import type { RoundFigures } from '@casino/contract';
import { useLanguage } from '@casino/platform';
import type { BackOfficeColumn } from '@casino/platform/back-office';
import { observer } from 'mobx-react-lite';
import { orderFromSorter } from '../../../components/figure-columns';
import { ReportTable } from '../../../components/report-table';
import { reportTotals } from '../../../components/report-totals';
import type { FigureListStore } from '../store/figure-list-store';

interface FigureListTableProps<Row extends RoundFigures> {
  tableId: string;
  label: string;
  store: FigureListStore<Row>;
  /** Which report: its columns (`REPORT_TABLES`, sorted by the store's order) and totals row are its CSV's. */
  report: 'reportByGame' | 'reportByUser';
  columns: BackOfficeColumn<Row>[];
  rowKey: (row: Row) => string | number;
  empty: string;
}

/** A page of rows sorted by the API on the figure whose header was used, with the filter's totals under them. */
function FigureListTableView<Row extends RoundFigures>({ tableId, label, store, report, columns, rowKey, empty }: FigureListTableProps<Row>) {
  const { language } = useLanguage();
  const sum = store.summary.value?.sum;
  return (
    <ReportTable<Row>
      tableId={tableId}
      label={label}
      rows={store.rows}
      rowKey={rowKey}
      empty={empty}
      columns={columns}
      onSort={(sorter) => store.setOrder(orderFromSorter(sorter))}
      totals={sum ? reportTotals(report, sum, language) : null}
    />
  );
}

export const FigureListTable = observer(FigureListTableView) as typeof FigureListTableView;
