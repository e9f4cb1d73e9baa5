import { pagedTableProps } from '@casino/platform';
import { BackOfficeTable, LoadError, type BackOfficeTableProps } from '@casino/platform/back-office';
import { observer } from 'mobx-react-lite';
import type { RowSource } from '../lib/report-list';

interface ReportTableProps<T> extends Pick<BackOfficeTableProps<T>, 'tableId' | 'label' | 'columns' | 'rowKey' | 'totals'> {
  rows: RowSource<T>;
  empty: string;
  /** A sortable header was used: antd's sorter. */
  onSort?: (sorter: unknown) => void;
}

/** A report's paged rows on the back-office table: the spinner, the empty text, the error with Retry, the pager, the totals (only with rows). */
function ReportTableView<T extends object>({ rows, empty, onSort, ...table }: ReportTableProps<T>) {
  const { list } = rows;
  if (list.status === 'error') return <LoadError message={list.errorMessage} onRetry={() => void list.load()} />;
  return (
    <BackOfficeTable<T>
      // antd also asks for page 1 when a header sorts; the sort itself reloads from page 1.
      {...pagedTableProps(list, empty, (page) => page !== list.page && list.setPage(page))}
      {...table}
      onChange={(_pagination, _filters, sorter, extra) => {
        if (extra.action === 'sort') onSort?.(sorter);
      }}
    />
  );
}

export const ReportTable = observer(ReportTableView) as typeof ReportTableView;
