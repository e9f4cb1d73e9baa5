import { FIGURE_COLUMNS, type FigureSort, type RoundFigures } from '@casino/contract';
import type { Lang } from '@casino/platform';
import type { BackOfficeColumn } from '@casino/platform/back-office';
import type { SortOrder } from 'antd/es/table/interface';
import { formatCount } from '../lib/format';
import { tableColumns, type ColumnCell, type ColumnCells } from '../lib/report-columns';
import { Money } from './money';

export const FIGURES = FIGURE_COLUMNS.map((column) => column.field) satisfies readonly FigureSort[];
export type Figure = (typeof FIGURES)[number];

/** What a phone's card of a set of rounds shows at once: what was bet, what the house kept, and the line's win/lose. */
export const KEY_FIGURES: readonly Figure[] = ['bet', 'profit', 'win_lose'];

/** The sort a table shows: which figure, which way (the contract's `sort` and `order`). */
export interface FigureOrder {
  sort: FigureSort;
  order: 'asc' | 'desc';
}

const sortOrderOf = (order: FigureOrder | undefined, figure: Figure): SortOrder | undefined =>
  order ? (order.sort === figure ? (order.order === 'asc' ? 'ascend' : 'descend') : null) : undefined;

/**
 * The cell of each figure of a set of rounds, right-aligned (a count, then amounts in won), the
 * `key` ones on a phone's card. With `order`, each header sorts (antd makes it a keyboard
 * control); the table's onChange reads it.
 */
export function figureCells<Row extends RoundFigures>(language: Lang, order?: FigureOrder, key: readonly Figure[] = KEY_FIGURES): ColumnCells<typeof FIGURE_COLUMNS, Row> {
  const cell = (figure: Figure): ColumnCell<Row> => ({
    dataIndex: figure,
    align: 'right',
    card: key.includes(figure),
    ...(order ? { sorter: true, sortOrder: sortOrderOf(order, figure), sortDirections: ['descend', 'ascend', 'descend'] as SortOrder[] } : {}),
    render: (_: unknown, row: Row) => (figure === 'rounds' ? formatCount(row.rounds, language) : <Money amount={row[figure]} />),
  });
  return { rounds: cell('rounds'), bet: cell('bet'), prize: cell('prize'), refund: cell('refund'), profit: cell('profit'), rolling: cell('rolling'), win_lose: cell('win_lose') };
}

/** One column per figure, titled as the contract titles them. */
export function figureColumns<Row extends RoundFigures>(language: Lang): BackOfficeColumn<Row>[] {
  return tableColumns(FIGURE_COLUMNS, language, figureCells<Row>(language));
}

/** The table's sorter after a header click, as the contract's sort; none (cleared) is back to bet, most first. */
export function orderFromSorter(sorter: unknown): FigureOrder {
  const { columnKey, order } = (Array.isArray(sorter) ? sorter[0] : sorter) as { columnKey?: string; order?: SortOrder };
  if (!columnKey || !order || !(FIGURES as readonly string[]).includes(columnKey)) return { sort: 'bet', order: 'desc' };
  return { sort: columnKey as FigureSort, order: order === 'ascend' ? 'asc' : 'desc' };
}
