import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';

/** A back-office table's column: antd's, with a key (preferences are kept by it) and how it shows on a phone. */
export interface BackOfficeColumn<T> extends Omit<ColumnType<T>, 'key' | 'fixed' | 'title'> {
  key: string;
  title: ReactNode;
  /** The column's name in the column chooser and on a card, when its title is not plain text. */
  label?: string;
  /** One of the key figures a phone's card shows at once (the first column is the card's title). */
  card?: boolean;
  /** Hidden until the user shows it. */
  hiddenByDefault?: boolean;
}

/** The row's actions, the last column: always shown, pinned right on a wide table, at the foot of a card. */
export interface ActionsColumn<T> {
  title: string;
  render: (row: T, index: number) => ReactNode;
}

/** The totals under the rows: a label (in the first column) and a cell per column key. */
export interface TableTotals {
  label: string;
  cells: Partial<Record<string, ReactNode>>;
}

export const columnLabel = <T>(column: BackOfficeColumn<T>) => column.label ?? (typeof column.title === 'string' ? column.title : column.key);

/** The columns a user may hide: all but the first, which names the row. */
export const hideableColumns = <T>(columns: BackOfficeColumn<T>[]) => columns.slice(1);

/** The columns shown: the first always, the others unless hidden. */
export const visibleColumns = <T>(columns: BackOfficeColumn<T>[], hidden: readonly string[]) =>
  columns.filter((column, index) => index === 0 || !hidden.includes(column.key));

export const defaultHidden = <T>(columns: BackOfficeColumn<T>[]) => hideableColumns(columns).filter((c) => c.hiddenByDefault).map((c) => c.key);

/** A cell's content as antd's table would render it: the render function, else the dataIndex's value. */
export function cellContent<T>(column: BackOfficeColumn<T>, row: T, index: number): ReactNode {
  const value = readDataIndex(row, column.dataIndex);
  if (column.render) return column.render(value, row, index) as ReactNode;
  return value as ReactNode;
}

function readDataIndex(row: unknown, dataIndex: BackOfficeColumn<unknown>['dataIndex']): unknown {
  if (dataIndex === undefined || dataIndex === null) return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  return path.reduce<unknown>((value, key) => (value === null || value === undefined ? undefined : (value as Record<string | number, unknown>)[key as string | number]), row);
}

/** A row's key, as antd's `rowKey` names it. */
export function keyOf<T>(row: T, index: number, rowKey: string | ((row: T, index?: number) => React.Key) | undefined): React.Key {
  if (typeof rowKey === 'function') return rowKey(row, index);
  const key = (row as Record<string, unknown>)[rowKey ?? 'key'];
  return typeof key === 'string' || typeof key === 'number' ? key : index;
}
