import { FIGURE_COLUMNS, type FigureSort, type RoundFigures } from '@casino/contract';
import type { Lang } from '@casino/platform';
import type { ColumnsType } from 'antd/es/table';
import type { SortOrder } from 'antd/es/table/interface';
import { formatCount } from '../lib/format';
import { tableColumns, type ColumnCell, type ColumnCells } from '../lib/report-columns';
import { Money } from './money';

export const FIGURES = FIGURE_COLUMNS.map((column) => column.field) satisfies readonly FigureSort[];
export type Figure = (typeof FIGURES)[number];

/** The sort a table shows: which figure, which way (the contract's `sort` and `order`). */
export interface FigureOrder {
  sort: FigureSort;
  order: 'asc' | 'desc';
}

const sortOrderOf = (order: FigureOrder | undefined, figure: Figure): SortOrder | undefined =>
  order ? (order.sort === figure ? (order.order === 'asc' ? 'ascend' : 'descend') : null) : undefined;

/**
 * The cell of each figure of a set of rounds, right-aligned (a count, then amounts in won). With
 * `order`, each header sorts (antd makes it a keyboard control); the table's onChange reads it.
 */
export function figureCells<Row extends RoundFigures>(language: Lang, order?: FigureOrder): ColumnCells<typeof FIGURE_COLUMNS, Row> {
  const cell = (figure: Figure): ColumnCell<Row> => ({
    dataIndex: figure,
    align: 'right',
    ...(order ? { sorter: true, sortOrder: sortOrderOf(order, figure), sortDirections: ['descend', 'ascend', 'descend'] as SortOrder[] } : {}),
    render: (_: unknown, row: Row) => (figure === 'rounds' ? formatCount(row.rounds, language) : <Money amount={row[figure]} />),
  });
  return { rounds: cell('rounds'), bet: cell('bet'), prize: cell('prize'), refund: cell('refund'), profit: cell('profit'), rolling: cell('rolling'), win_lose: cell('win_lose') };
}

/** One column per figure (all of them, or `figures`), titled as the contract titles them. */
export function figureColumns<Row extends RoundFigures>(language: Lang, figures: readonly Figure[] = FIGURES): ColumnsType<Row> {
  const columns: readonly (typeof FIGURE_COLUMNS)[number][] = FIGURE_COLUMNS.filter((column) => figures.includes(column.field));
  return tableColumns<typeof columns, Row>(columns, language, figureCells<Row>(language));
}

/** The table's sorter after a header click, as the contract's sort; none (cleared) is back to bet, most first. */
export function orderFromSorter(sorter: unknown): FigureOrder {
  const { columnKey, order } = (Array.isArray(sorter) ? sorter[0] : sorter) as { columnKey?: string; order?: SortOrder };
  if (!columnKey || !order || !(FIGURES as readonly string[]).includes(columnKey)) return { sort: 'bet', order: 'desc' };
  return { sort: columnKey as FigureSort, order: order === 'ascend' ? 'asc' : 'desc' };
}
