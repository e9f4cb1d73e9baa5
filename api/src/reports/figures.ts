import type { RoundFigures } from '@casino/contract';
import { sql } from 'kysely';
import type { GameTypeCode } from '../db/schema';

export const GAME_TYPES: GameTypeCode[] = ['casino', 'slot', 'lotto'];

/** The aggregate columns of a set of totals rows `t`, the rolling being the partner's line's element. */
export const figureColumns = (rollingIndex: number) =>
  sql`coalesce(sum(t.rounds), 0)::bigint AS rounds, coalesce(sum(t.bet), 0)::bigint AS bet, coalesce(sum(t.prize), 0)::bigint AS prize,
      coalesce(sum(t.refund), 0)::bigint AS refund, coalesce(sum(t.rolling[${sql.lit(rollingIndex)}]), 0)::bigint AS rolling`;

export interface FigureRow {
  rounds: number | string;
  bet: number | string;
  prize: number | string;
  refund: number | string;
  rolling: number | string;
}

export function toFigures(row: FigureRow | undefined): RoundFigures {
  const bet = Number(row?.bet ?? 0);
  const prize = Number(row?.prize ?? 0);
  const refund = Number(row?.refund ?? 0);
  const rolling = Number(row?.rolling ?? 0);
  const profit = bet - prize - refund;
  return { rounds: Number(row?.rounds ?? 0), bet, prize, refund, profit, rolling, win_lose: profit - rolling };
}

/** Per game type (all three, zeros included) and their sum. */
export function typeSplit(rows: (FigureRow & { game_type: GameTypeCode })[]) {
  const types = GAME_TYPES.map((game_type) => ({ game_type, ...toFigures(rows.find((r) => r.game_type === game_type)) }));
  const sum = toFigures({
    rounds: types.reduce((a, t) => a + t.rounds, 0),
    bet: types.reduce((a, t) => a + t.bet, 0),
    prize: types.reduce((a, t) => a + t.prize, 0),
    refund: types.reduce((a, t) => a + t.refund, 0),
    rolling: types.reduce((a, t) => a + t.rolling, 0),
  });
  return { types, sum };
}

/** SQL of a figure to sort by (profit and win/lose derived as in `toFigures`). */
export const figureSortKey = (sort: string) =>
  sort === 'profit' ? sql`(bet - prize - refund)` : sort === 'win_lose' ? sql`(bet - prize - refund - rolling)` : sql.ref(sort);
