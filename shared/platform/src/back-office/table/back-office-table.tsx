import { Table, type TableProps } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import '../back-office.css';
import { ColumnChooser } from './column-chooser';
import { useHiddenColumns } from './column-preferences';
import { defaultHidden, hideableColumns, visibleColumns, type ActionsColumn, type BackOfficeColumn, type TableTotals } from './columns';
import { RowCards } from './row-cards';
import { TableLayoutContext, useViewportTableLayout, type TableLayout } from './table-layout';
import { TotalsRow } from './totals-row';

export interface BackOfficeTableProps<T> extends Omit<TableProps<T>, 'columns' | 'summary' | 'title' | 'dataSource'> {
  /** Names the table for the user's column choice (`<remote>.<table>`): stable across releases. */
  tableId: string;
  /** The table's accessible name (and the list's, on a phone). */
  label: string;
  columns: BackOfficeColumn<T>[];
  dataSource?: readonly T[];
  actions?: ActionsColumn<T>;
  totals?: TableTotals | null;
  /** For tests and windows that know better than the viewport. */
  layout?: TableLayout;
  /** False for a small table inside another's row, which follows its parent's choice of nothing. */
  columnChooser?: boolean;
}

/**
 * Every back-office list: antd's table on a desktop, with the first column (the row's ID) pinned
 * left, the actions pinned right at their own width, and the columns the user hides remembered
 * per account; on a phone, a card per row. Paging, loading, empty text and totals work the same
 * in both.
 */
function BackOfficeTableView<T extends object>(props: BackOfficeTableProps<T>) {
  const { tableId, label, columns, actions, totals, layout: forced, columnChooser = true, dataSource, ...table } = props;
  const viewportLayout = useViewportTableLayout();
  const layout = forced ?? viewportLayout;
  const [hidden, setHidden] = useHiddenColumns(tableId, defaultHidden(columns));
  const shown = visibleColumns(columns, hidden);
  const rows = dataSource ?? [];
  const pagination = table.pagination === undefined ? {} : table.pagination;
  const loading = typeof table.loading === 'object' ? Boolean(table.loading.spinning) : Boolean(table.loading);

  const onPage = (page: number, pageSize: number) => {
    const config: TablePaginationConfig = { ...(pagination || {}), current: page, pageSize };
    if (pagination) pagination.onChange?.(page, pageSize);
    table.onChange?.(config, {}, {}, { action: 'paginate', currentDataSource: [...rows] });
  };

  const antdColumns: ColumnsType<T> = [
    ...shown.map(({ card: _card, label: _label, hiddenByDefault: _hidden, ...column }, index) => ({ ...column, fixed: index === 0 ? ('left' as const) : undefined })),
    ...(actions ? [{ key: 'actions', title: actions.title, fixed: 'right' as const, render: (_: unknown, row: T, index: number) => actions.render(row, index) }] : []),
  ];

  return (
    <TableLayoutContext.Provider value={layout}>
      <div className="back-office-table">
        {columnChooser && hideableColumns(columns).length > 1 && <ColumnChooser tableLabel={label} columns={columns} hidden={hidden} onChange={setHidden} />}
        {layout === 'cards' ? (
          <RowCards<T>
            label={label}
            rows={rows}
            columns={shown}
            actions={actions}
            totals={totals}
            rowKey={table.rowKey}
            rowClassName={typeof table.rowClassName === 'function' ? (row, index) => (table.rowClassName as (r: T, i: number, indent: number) => string)(row, index, 0) : undefined}
            expandable={table.expandable}
            loading={loading}
            emptyText={table.locale?.emptyText as React.ReactNode}
            pagination={pagination}
            onPage={onPage}
          />
        ) : (
          <Table<T>
            size="small"
            {...table}
            aria-label={label}
            dataSource={rows as T[]}
            columns={antdColumns}
            scroll={{ x: 'max-content', ...table.scroll }}
            summary={totals && rows.length > 0 ? () => <TotalsRow totals={totals} columns={shown} leading={table.expandable && table.expandable.showExpandColumn !== false ? 1 : 0} actions={Boolean(actions)} /> : undefined}
          />
        )}
      </div>
    </TableLayoutContext.Provider>
  );
}

export const BackOfficeTable = observer(BackOfficeTableView) as typeof BackOfficeTableView;
