import { Button, Card, Pagination, Spin, type TableProps } from 'antd';
import type { TablePaginationConfig } from 'antd/es/table';
import { useId, useState, type ReactNode } from 'react';
import { useBackOfficeTranslation } from '../use-back-office-translation';
import { cellContent, columnLabel, keyOf, type ActionsColumn, type BackOfficeColumn, type TableTotals } from './columns';

interface RowCardsProps<T> {
  label: string;
  rows: readonly T[];
  /** The columns shown, in order; the first titles each card. */
  columns: BackOfficeColumn<T>[];
  actions?: ActionsColumn<T>;
  totals?: TableTotals | null;
  rowKey: TableProps<T>['rowKey'];
  rowClassName?: (row: T, index: number) => string;
  expandable?: TableProps<T>['expandable'];
  loading: boolean;
  emptyText: ReactNode;
  pagination: TablePaginationConfig | false;
  onPage: (page: number, pageSize: number) => void;
}

/** A figure of a card: its column's name and value. */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="back-office-card__figure">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One row as a card: its name, its key figures, the rest on "details", its actions. */
function RowCard<T>({ row, index, rowKey, columns, actions, expandable }: { row: T; index: number; rowKey: React.Key } & Pick<RowCardsProps<T>, 'columns' | 'actions' | 'expandable'>) {
  const { t } = useBackOfficeTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const [first, ...rest] = columns;
  const flagged = rest.filter((column) => column.card);
  // A table that flags no key figures shows them all.
  const keyFigures = flagged.length > 0 ? flagged : rest;
  const more = rest.filter((column) => !keyFigures.includes(column));
  const expands = expandable?.expandedRowRender !== undefined && (expandable.rowExpandable?.(row) ?? true);
  // A table that opens rows from its own control (expandedRowKeys) opens them on the card too.
  const expandedByTable = expands && expandable!.expandedRowKeys !== undefined;
  const expandedHere = expandedByTable && expandable!.expandedRowKeys!.includes(rowKey);
  const detailed = more.length > 0 || (expands && !expandedByTable);
  return (
    <Card size="small" className="back-office-card" title={first ? cellContent(first, row, index) : null}>
      <dl className="back-office-card__figures">
        {keyFigures.map((column) => (
          <Figure key={column.key} label={columnLabel(column)}>
            {cellContent(column, row, index)}
          </Figure>
        ))}
      </dl>
      {open && detailed && (
        <div id={detailsId}>
          {more.length > 0 && (
            <dl className="back-office-card__figures">
              {more.map((column) => (
                <Figure key={column.key} label={columnLabel(column)}>
                  {cellContent(column, row, index)}
                </Figure>
              ))}
            </dl>
          )}
          {expands && !expandedByTable && expandable!.expandedRowRender!(row, index, 0, true)}
        </div>
      )}
      {expandedHere && expandable!.expandedRowRender!(row, index, 0, true)}
      {(detailed || actions) && (
        <div className="back-office-card__foot">
          {actions?.render(row, index)}
          {detailed && (
            <Button size="small" type="link" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
              {t(open ? 'table.hideDetails' : 'table.details')}
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}

/** The cards of some rows; a row's own rows (antd's tree data, `children`) as a list inside its item, always open. */
function CardItems<T>({ rows, columns, actions, rowKey, rowClassName, expandable }: { rows: readonly T[] } & Pick<RowCardsProps<T>, 'columns' | 'actions' | 'rowKey' | 'rowClassName' | 'expandable'>) {
  const childrenName = expandable?.childrenColumnName ?? 'children';
  return rows.map((row, index) => {
    const key = keyOf(row, index, rowKey as never);
    const children = (row as Record<string, unknown>)[childrenName];
    return (
      <li key={key} className={rowClassName?.(row, index)}>
        <RowCard row={row} index={index} rowKey={key} columns={columns} actions={actions} expandable={expandable} />
        {Array.isArray(children) && children.length > 0 && (
          <ul className="back-office-cards back-office-cards--children">
            <CardItems rows={children as T[]} columns={columns} actions={actions} rowKey={rowKey} rowClassName={rowClassName} expandable={expandable} />
          </ul>
        )}
      </li>
    );
  });
}

/** A phone's view of a table: a card per row (a list), the totals first, the same pager. */
export function RowCards<T>({ label, rows: allRows, columns, actions, totals, rowKey, rowClassName, expandable, loading, emptyText, pagination, onPage }: RowCardsProps<T>) {
  const rest = columns.slice(1);
  // Without a total the rows are all here and paged on the page, as antd's table does.
  const pagedHere = pagination !== false && pagination.total === undefined;
  const [pageHere, setPageHere] = useState(1);
  const sizeHere = (pagination && pagination.pageSize) || 10;
  const rows = pagedHere ? allRows.slice((pageHere - 1) * sizeHere, pageHere * sizeHere) : allRows;
  const pager = pagedHere ? { ...pagination, current: pageHere, pageSize: sizeHere, total: allRows.length } : pagination;
  return (
    <Spin spinning={loading}>
      {totals && allRows.length > 0 && (
        <Card size="small" className="back-office-card back-office-card--totals" title={totals.label}>
          <dl className="back-office-card__figures">
            {rest
              .filter((column) => totals.cells[column.key] !== undefined)
              .map((column) => (
                <Figure key={column.key} label={columnLabel(column)}>
                  {totals.cells[column.key]}
                </Figure>
              ))}
          </dl>
        </Card>
      )}
      {rows.length === 0 && !loading ? (
        <p className="back-office-cards__empty">{emptyText}</p>
      ) : (
        <ul className="back-office-cards" aria-label={label}>
          <CardItems rows={rows} columns={columns} actions={actions} rowKey={rowKey} rowClassName={rowClassName} expandable={expandable} />
        </ul>
      )}
      {pager && (
        <Pagination
          className="back-office-cards__pager"
          size="small"
          hideOnSinglePage
          {...pager}
          onChange={(page, pageSize) => {
            if (pagedHere) setPageHere(page);
            onPage(page, pageSize);
          }}
        />
      )}
    </Spin>
  );
}
