import { pagedTableProps } from '@casino/platform';
import { LoadError } from '@casino/platform/back-office';
import { Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { RowSource } from '../lib/report-list';

interface ReportTableProps<T> {
  label: string;
  rows: RowSource<T>;
  columns: ColumnsType<T>;
  rowKey: TableProps<T>['rowKey'];
  empty: string;
  /** The totals row under the rows, when there is one to show. */
  summary?: () => ReactNode;
  /** A sortable header was used: antd's sorter. */
  onSort?: (sorter: unknown) => void;
}

/** A report's rows: the spinner, the empty text, the error with Retry, the pager, and an optional totals row. */
function ReportTableView<T extends object>({ label, rows, columns, rowKey, empty, summary, onSort }: ReportTableProps<T>) {
  const { list } = rows;
  if (list.status === 'error') return <LoadError message={list.errorMessage} onRetry={() => void list.load()} />;
  return (
    <Table<T>
      // antd also asks for page 1 when a header sorts; the sort itself reloads from page 1.
      {...pagedTableProps(list, empty, (page) => page !== list.page && list.setPage(page))}
      aria-label={label}
      rowKey={rowKey}
      size="small"
      scroll={{ x: 'max-content' }}
      columns={columns}
      summary={summary && list.items.length > 0 ? summary : undefined}
      onChange={(_pagination, _filters, sorter, extra) => {
        if (extra.action === 'sort') onSort?.(sorter);
      }}
    />
  );
}

export const ReportTable = observer(ReportTableView) as typeof ReportTableView;
