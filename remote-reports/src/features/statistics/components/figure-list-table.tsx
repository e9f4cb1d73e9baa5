import type { RoundFigures } from '@casino/contract';
import type { ColumnsType } from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import { orderFromSorter } from '../../../components/figure-columns';
import { ReportTable } from '../../../components/report-table';
import { TotalsRow } from '../../../components/sum-row';
import type { FigureListStore } from '../store/figure-list-store';

interface FigureListTableProps<Row extends RoundFigures> {
  label: string;
  store: FigureListStore<Row>;
  /** Which report: its columns (`REPORT_TABLES`, sorted by the store's order) and totals row are its CSV's. */
  report: 'reportByGame' | 'reportByUser';
  columns: ColumnsType<Row>;
  rowKey: (row: Row) => string | number;
  empty: string;
}

/** A page of rows sorted by the API on the figure whose header was used, with the filter's totals under them. */
function FigureListTableView<Row extends RoundFigures>({ label, store, report, columns, rowKey, empty }: FigureListTableProps<Row>) {
  const sum = store.summary.value?.sum;
  return (
    <ReportTable<Row>
      label={label}
      rows={store.rows}
      rowKey={rowKey}
      empty={empty}
      columns={columns}
      onSort={(sorter) => store.setOrder(orderFromSorter(sorter))}
      summary={sum ? () => <TotalsRow report={report} sums={sum} /> : undefined}
    />
  );
}

export const FigureListTable = observer(FigureListTableView) as typeof FigureListTableView;
