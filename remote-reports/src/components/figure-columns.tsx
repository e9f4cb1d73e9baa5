import type { FigureSort, RoundFigures } from '@casino/contract';
import type { Lang } from '@casino/platform';
import type { ColumnsType } from 'antd/es/table';
import type { SortOrder } from 'antd/es/table/interface';
import type { TFunction } from 'i18next';
import { formatCount } from '../lib/format';
import { Money } from './money';

export const FIGURES = ['rounds', 'bet', 'prize', 'refund', 'profit', 'rolling', 'win_lose'] as const satisfies readonly FigureSort[];
export type Figure = (typeof FIGURES)[number];

/** The sort a table shows: which figure, which way (the contract's `sort` and `order`). */
export interface FigureOrder {
  sort: FigureSort;
  order: 'asc' | 'desc';
}

const sortOrderOf = (order: FigureOrder | undefined, figure: Figure): SortOrder | undefined =>
  order ? (order.sort === figure ? (order.order === 'asc' ? 'ascend' : 'descend') : null) : undefined;

/**
 * One right-aligned column per figure of a set of rounds (a count, then amounts in won). With
 * `order`, each header sorts (antd makes it a keyboard control); the table's onChange reads it.
 */
export function figureColumns<Row extends RoundFigures>(t: TFunction, language: Lang, figures: readonly Figure[] = FIGURES, order?: FigureOrder): ColumnsType<Row> {
  return figures.map((figure) => ({
    key: figure,
    dataIndex: figure,
    title: t(`common.figures.${figure}`),
    align: 'right' as const,
    ...(order ? { sorter: true, sortOrder: sortOrderOf(order, figure), sortDirections: ['descend', 'ascend', 'descend'] as SortOrder[] } : {}),
    render: (_: unknown, row: Row) => (figure === 'rounds' ? formatCount(row.rounds, language) : <Money amount={row[figure]} />),
  }));
}

/** The table's sorter after a header click, as the contract's sort; none (cleared) is back to bet, most first. */
export function orderFromSorter(sorter: unknown): FigureOrder {
  const { columnKey, order } = (Array.isArray(sorter) ? sorter[0] : sorter) as { columnKey?: string; order?: SortOrder };
  if (!columnKey || !order || !(FIGURES as readonly string[]).includes(columnKey)) return { sort: 'bet', order: 'desc' };
  return { sort: columnKey as FigureSort, order: order === 'ascend' ? 'asc' : 'desc' };
}
