import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ROUND_JOINS, roundConditions } from './betting-history';
import { CSV_CHUNK_LINES, csvCell } from './csv';
import type { BettingFilter, ReportScope } from './report-scope';

/**
 * Rounds per read; two batches are held at once (one sent, the next read). With 5,000 the
 * bench's first million-row export grew the API by 55-85 MB when compressed, with 2,000 by 20.
 */
const BATCH = 2_000;

export const ROUND_CSV_HEADER = ['time', 'day', 'round_id', 'provider', 'game_type', 'brand', 'game', 'member_id', 'member_nickname', 'bet', 'prize', 'refund', 'profit', 'closed'];

interface RoundCsvRow {
  id: number;
  time: string;
  round_id: string;
  provider: string;
  game_type: string;
  brand: string;
  game: string;
  username: string;
  nickname: string;
  bet: number;
  prize: number;
  refund: number;
  profit: number;
  closed: boolean;
}

/*
 * The CSV reads only what its cells show (the Seoul time and the profit worked out by
 * PostgreSQL) and writes each line straight from the row: a Date, a BetRound and an array of
 * cells per round took about half the export's CPU.
 */
const ROUND_CSV_COLUMNS = sql`r.id, to_char(r.created_at AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD HH24:MI:SS') AS time,
  r.round_id, r.provider, r.game_type, b.name AS brand, g.name AS game, u.username, u.nickname,
  r.bet, r.prize, r.refund, r.bet - r.prize - r.refund AS profit, r.closed`;

/** The line `csvLine` writes for these cells (a time and a game type code never need quoting). */
const lineOf = (r: RoundCsvRow) =>
  `${r.time},${r.time.slice(0, 10)},${csvCell(r.round_id)},${csvCell(r.provider)},${r.game_type},${csvCell(r.brand)},${csvCell(r.game)},` +
  `${csvCell(r.username)},${csvCell(r.nickname)},${r.bet},${r.prize},${r.refund},${r.profit},${r.closed ? 'Y' : 'N'}\r\n`;

/**
 * Every round of a filter as CSV text, newest first (the order of `listRounds`), read a batch at
 * a time by keyset. The next batch is read while this one is written out, so PostgreSQL and the
 * API work at the same time.
 */
export async function* roundCsvBatches(db: Kysely<Database>, scope: ReportScope, f: BettingFilter): AsyncIterable<string> {
  // After the last round read: a round's time never changes, so its id says where the next batch starts.
  const read = (afterId: number | null) =>
    sql<RoundCsvRow>`
      SELECT ${ROUND_CSV_COLUMNS} FROM game_rounds r ${ROUND_JOINS}
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
      let text = '';
      for (let j = i; j < Math.min(i + CSV_CHUNK_LINES, rows.length); j++) text += lineOf(rows[j]!);
      yield text;
    }
    // Let the rows go as soon as they are written. pg's query object keeps this same array; once
    // V8 has moved that object to its old space, everything it points to survives each minor
    // collection until a full one. Without this, a million-row export grew the API's heap by
    // about 120 MB (and spent a third of its time collecting); with it, by a few MB.
    rows.length = 0;
  }
}
