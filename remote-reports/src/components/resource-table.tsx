import { BackOfficeTable, LoadError, type BackOfficeTableProps, type Resource, type TableTotals } from '@casino/platform/back-office';
import { observer } from 'mobx-react-lite';

interface ResourceTableProps<T, Row> extends Pick<BackOfficeTableProps<Row>, 'tableId' | 'label' | 'columns' | 'rowKey' | 'rowClassName'> {
  resource: Resource<T>;
  /** The rows of an answer. */
  rows: (value: T) => Row[];
  empty: string;
  /** Paged here (the answer holds every row), or not at all. */
  pagination?: BackOfficeTableProps<Row>['pagination'];
  /** The totals under the rows, from the answer (shown only when it has rows). */
  totals?: (value: T) => TableTotals | null;
}

/** A back-office table of one answer's rows (totals, days, providers): the spinner, the empty text, the error with Retry. */
function ResourceTableView<T, Row extends object>({ resource, rows, empty, pagination = false, totals, ...table }: ResourceTableProps<T, Row>) {
  if (resource.status === 'error') return <LoadError message={resource.errorMessage} onRetry={() => void resource.load()} />;
  const value = resource.value;
  return (
    <BackOfficeTable<Row>
      {...table}
      dataSource={value ? rows(value) : []}
      loading={resource.pending}
      pagination={pagination}
      locale={{ emptyText: resource.pending ? null : empty }}
      totals={value && totals ? totals(value) : null}
    />
  );
}

export const ResourceTable = observer(ResourceTableView) as typeof ResourceTableView;
