import type { FieldOf, ReportColumn } from '@casino/contract';
import type { Lang } from '@casino/platform';
import type { BackOfficeColumn } from '@casino/platform/back-office';

/**
 * How a column shows a row: a back-office column but for its key and title, which come from the
 * contract; `card` marks one of the key figures a phone's card shows at once.
 */
export type ColumnCell<Row> = Omit<BackOfficeColumn<Row>, 'key' | 'title'>;

/** A cell for each column of a list, by field: every column, none else. */
export type ColumnCells<C extends readonly ReportColumn[], Row> = Record<FieldOf<C>, ColumnCell<Row>>;

/**
 * A report table's columns: the contract's list (`REPORT_TABLES`, which the CSV export is written
 * from too), in its order, titled in the language, each shown by its cell. The first column is
 * the one BackOfficeTable pins and titles a phone's card with.
 */
export function tableColumns<C extends readonly ReportColumn[], Row>(columns: C, language: Lang, cells: ColumnCells<C, Row>): BackOfficeColumn<Row>[] {
  return columns.map((column) => ({ key: column.field, title: column.title[language], ...cells[column.field as FieldOf<C>] }));
}
