import { LoadError, type Resource } from '@casino/platform/back-office';
import { Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';

interface ResourceTableProps<T, Row> {
  label: string;
  resource: Resource<T>;
  /** The rows of an answer. */
  rows: (value: T) => Row[];
  columns: ColumnsType<Row>;
  rowKey: TableProps<Row>['rowKey'];
  empty: string;
  /** Paged here (the answer holds every row), or not at all. */
  pagination?: TableProps<Row>['pagination'];
  rowClassName?: TableProps<Row>['rowClassName'];
  /** The totals row under the rows, when the answer has rows. */
  summary?: (value: T) => ReactNode;
}

/** A table of one answer's rows (totals, days, providers): the spinner, the empty text, the error with Retry. */
function ResourceTableView<T, Row extends object>({ label, resource, rows, columns, rowKey, empty, pagination = false, rowClassName, summary }: ResourceTableProps<T, Row>) {
  if (resource.status === 'error') return <LoadError message={resource.errorMessage} onRetry={() => void resource.load()} />;
  const value = resource.value;
  const data = value ? rows(value) : [];
  return (
    <Table<Row>
      aria-label={label}
      size="small"
      rowKey={rowKey}
      columns={columns}
      dataSource={data}
      loading={resource.pending}
      pagination={pagination}
      scroll={{ x: 'max-content' }}
      rowClassName={rowClassName}
      locale={{ emptyText: resource.pending ? null : empty }}
      summary={summary && value && data.length > 0 ? () => summary(value) : undefined}
    />
  );
}

export const ResourceTable = observer(ResourceTableView) as typeof ResourceTableView;
