import { REPORT_TABLES, type ReportField } from '@casino/contract';
import { sql, type Kysely } from 'kysely';
import type { Database, GameTypeCode } from '../db/schema';
import { seoulWallClock } from '../db/seoul-day';
import { ROUND_JOINS, roundConditions, roundRolling } from './betting-history';
import { CSV_CHUNK_LINES, csvCell } from './csv';
import type { CsvText } from './csv-form';
import type { BettingFilter, ReportScope } from './report-scope';

/**
 * Rounds per read; two batches are held at once (one sent, the next read). With 5,000 the
 * bench's first million-row export grew the API by 55-85 MB when compressed, with 2,000 by 20.
 */
const BATCH = 2_000;

interface RoundCsvRow {
  id: number;
  time: string;
  round_id: string;
  game_type: GameTypeCode;
  brand: string;
  game: string;
  username: string;
  nickname: string;
  bet: number;
  prize: number;
  refund: number;
  profit: number;
  rolling: number;
  win_lose: number;
}

/*
 * The CSV reads only what its cells show (the Seoul time, and the profit, rolling and win/lose
 * worked out by PostgreSQL) and writes each line straight from the row: a Date, a BetRound and
 * an array of cells per round took about half the export's CPU.
 */
const roundCsvColumns = (scope: ReportScope) => sql`r.id, to_char(${seoulWallClock('r.created_at')}, 'YYYY-MM-DD HH24:MI:SS') AS time,
  r.round_id, r.game_type, b.name AS brand, g.name AS game, u.username, u.nickname,
  r.bet, r.prize, r.refund, r.bet - r.prize - r.refund AS profit, ${roundRolling(scope)} AS rolling, r.bet - r.prize - r.refund - ${roundRolling(scope)} AS win_lose`;

/** Each column's cell as `csvCell` writes it (a time, a day and an integer never need quoting). */
const ROUND_CELLS: Record<ReportField<'reportBetting'>, (r: RoundCsvRow, text: CsvText) => string> = {
  day: (r) => r.time.slice(0, 10),
  time: (r) => r.time,
  game_type: (r, text) => csvCell(text.gameType(r.game_type)),
  brand: (r) => csvCell(r.brand),
  game: (r) => csvCell(r.game),
  round_id: (r) => csvCell(r.round_id),
  member: (r, text) => csvCell(text.member(r)),
  bet: (r) => String(r.bet),
  prize: (r) => String(r.prize),
  refund: (r) => String(r.refund),
  profit: (r) => String(r.profit),
  rolling: (r) => String(r.rolling),
  win_lose: (r) => String(r.win_lose),
};

/** A round's line, its cells in the betting history's column order (contract `REPORT_TABLES`). */
function roundLine(text: CsvText): (r: RoundCsvRow) => string {
  const cells = REPORT_TABLES.reportBetting.columns.map((c) => ROUND_CELLS[c.field]);
  return (r) => {
    let line = cells[0]!(r, text);
    for (let i = 1; i < cells.length; i++) line += `,${cells[i]!(r, text)}`;
    return `${line}\r\n`;
  };
}

/**
 * Every round of a filter as CSV text, newest first (the order of `listRounds`), read a batch at
 * a time by keyset. The next batch is read while this one is written out, so PostgreSQL and the
 * API work at the same time.
 */
export async function* roundCsvBatches(db: Kysely<Database>, scope: ReportScope, f: BettingFilter, text: CsvText): AsyncIterable<string> {
  const lineOf = roundLine(text);
  // After the last round read: a round's time never changes, so its id says where the next batch starts.
  const read = (afterId: number | null) =>
    sql<RoundCsvRow>`
      SELECT ${roundCsvColumns(scope)} FROM game_rounds r ${ROUND_JOINS}
      WHERE ${roundConditions(scope, f)}
        ${afterId === null ? sql`` : sql`AND (r.created_at, r.id) < ((SELECT x.created_at FROM game_rounds x WHERE x.id = ${afterId}), ${afterId}::bigint)`}
      ORDER BY r.created_at DESC, r.id DESC LIMIT ${BATCH}`
      .execute(db)
      .then((result) => result.rows);
  let next: Promise<RoundCsvRow[]> | null = read(null);
  while (next) {
    const rows: RoundCsvRow[] = await next;
    next = rows.length === BATCH ? read(rows[rows.length - 1]!.id) : null;
    // A download abandoned here leaves that read unawaited: its failure must not be an unhandled rejection.
    next?.catch(() => undefined);
    for (let i = 0; i < rows.length; i += CSV_CHUNK_LINES) {
      let chunk = '';
      for (let j = i; j < Math.min(i + CSV_CHUNK_LINES, rows.length); j++) chunk += lineOf(rows[j]!);
      yield chunk;
    }
    // Let the rows go as soon as they are written. pg's query object keeps this same array; once
    // V8 has moved that object to its old space, everything it points to survives each minor
    // collection until a full one. Without this, a million-row export grew the API's heap by
    // about 120 MB (and spent a third of its time collecting); with it, by a few MB.
    rows.length = 0;
  }
}
