import { Table } from 'antd';
import type { BackOfficeColumn, TableTotals } from './columns';

interface TotalsRowProps<T> {
  totals: TableTotals;
  /** The columns shown, in order: the totals follow the user's choice of columns. */
  columns: BackOfficeColumn<T>[];
  /** Cells antd adds before the columns (an expand button's). */
  leading: number;
  /** A cell after them, under the actions. */
  actions: boolean;
}

/** The totals under a table's rows: the label under the first column, each total under its own. */
export function TotalsRow<T>({ totals, columns, leading, actions }: TotalsRowProps<T>) {
  const cells = [
    ...Array.from({ length: leading }, () => null),
    totals.label,
    ...columns.slice(1).map((column) => totals.cells[column.key] ?? null),
    ...(actions ? [null] : []),
  ];
  return (
    <Table.Summary>
      <Table.Summary.Row className="back-office-totals-row">
        {cells.map((cell, index) => {
          const column = columns[index - leading];
          return (
            <Table.Summary.Cell key={index} index={index} align={index > leading ? column?.align : undefined}>
              {cell}
            </Table.Summary.Cell>
          );
        })}
      </Table.Summary.Row>
    </Table.Summary>
  );
}
