import type { FieldOf, ReportColumn } from '@casino/contract';
import type { Lang } from '@casino/platform';
import type { ColumnType, ColumnsType } from 'antd/es/table';

/** How a column shows a row: an antd column but for its key and title, which come from the contract. */
export type ColumnCell<Row> = Omit<ColumnType<Row>, 'key' | 'title'>;

/** A cell for each column of a list, by field: every column, none else. */
export type ColumnCells<C extends readonly ReportColumn[], Row> = Record<FieldOf<C>, ColumnCell<Row>>;

/**
 * A report table's columns: the contract's list (`REPORT_TABLES`, which the CSV export is written
 * from too), in its order, titled in the language, each shown by its cell.
 */
export function tableColumns<C extends readonly ReportColumn[], Row>(columns: C, language: Lang, cells: ColumnCells<C, Row>): ColumnsType<Row> {
  return columns.map((column) => ({ key: column.field, title: column.title[language], ...cells[column.field as FieldOf<C>] }));
}
