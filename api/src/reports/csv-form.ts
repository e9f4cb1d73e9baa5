import { REPORT_TABLES, REPORT_WORDS, reportHeader, type GameType, type ReportField, type ReportLang, type ReportName, type ReportTable, type ReportTotalsField, seoulToday } from '@casino/contract';
import type { CsvValue } from './csv';

/**
 * Who a CSV is for: a person reading it in a language (the screen's titles and words, and its
 * totals row), or an integration (`fields`: field names, codes, rates in basis points, no totals row).
 */
export type CsvForm = ReportLang | 'fields';

type Account = { username: string; level: 'master' | 'agency' | 'member' };

/** How a form writes the cells the screen words: a game type, a level, a call's kind and outcome, a member, a rate. */
export interface CsvText {
  form: CsvForm;
  gameType(code: GameType): string;
  /** A call's game as the bet-list window shows it: its name and its type, or that the call opened no round. */
  gameOf(game: { name: string } | null, type: GameType | null): string;
  /** A partner as a losing card names it: its ID and level. */
  account(a: Account): string;
  /** A losing line's branch: a sub-partner, or the partner's own members. */
  branch(a: Account | null): string;
  callKind(kind: 'bet' | 'win' | 'rollback'): string;
  callState(call: { refused: boolean; rolled_back: boolean }): string;
  /** A member as the lists show it, `ID (nickname)`; an integration gets the ID, the member's key. */
  member(m: { username: string; nickname: string }): string;
  rate(bp: number): CsvValue;
  settled(settled: boolean): CsvValue;
}

/** The text of a form: a language's words (contract `REPORT_WORDS`, as the screen shows them), or the codes. */
export function csvText(form: CsvForm): CsvText {
  if (form === 'fields') {
    return {
      form,
      gameType: (code) => code,
      gameOf: (game, type) => (game && type ? `${game.name} (${type})` : ''),
      account: (a) => a.username,
      branch: (a) => a?.username ?? '',
      callKind: (kind) => kind,
      callState: (c) => (c.refused ? 'refused' : c.rolled_back ? 'rolled_back' : ''),
      member: (m) => m.username,
      rate: (bp) => bp,
      settled: (settled) => settled,
    };
  }
  const words = REPORT_WORDS[form];
  return {
    form,
    gameType: (code) => words.gameType[code],
    gameOf: (game, type) => (game && type ? `${game.name} (${words.gameType[type]})` : words.noRound),
    account: (a) => `${a.username} (${words.level[a.level]})`,
    branch: (a) => (a ? `${a.username} (${words.level[a.level]})` : words.ownMembers),
    callKind: (kind) => words.callKind[kind],
    // The screen's '-' for a call that moved money as asked is an empty cell here.
    callState: (c) => (c.refused ? words.callState.refused : c.rolled_back ? words.callState.rolledBack : ''),
    member: (m) => `${m.username} (${m.nickname})`,
    // As the screen writes a rate, which a spreadsheet reads as a percentage: 150 -> 1.5%.
    rate: (bp) => `${bp / 100}%`,
    settled: (settled) => (settled ? words.settled.yes : words.settled.no),
  };
}

/** A file's name: the report and its days, `betting_2026-03-01_2026-03-07.csv`. */
export const csvFileName = (report: string, q: Record<string, unknown>) => `${report}_${String(q.from ?? q.day ?? seoulToday())}${q.to ? `_${String(q.to)}` : ''}.csv`;

export const csvHeader = (report: ReportName, text: CsvText) => reportHeader(report, text.form);

/** Each column's cell of a row, by field: every column of the report, none else. */
export type CsvCells<R extends ReportName, Row> = Record<ReportField<R>, (row: Row) => CsvValue>;

/** A row's cells in the report's column order (contract `REPORT_TABLES`). */
export function rowCells<R extends ReportName, Row>(report: R, cells: CsvCells<R, Row>): (row: Row) => CsvValue[] {
  const writers = REPORT_TABLES[report].columns.map((c) => cells[c.field as ReportField<R>]);
  return (row) => writers.map((write) => write(row));
}

/**
 * The totals row a person's file ends with, as the screen's row under the table: its label, the
 * columns it spans left empty, then the sums of the report's totals columns. None for an
 * integration's file, nor for a report whose screen has no totals row.
 */
export function totalsRow<R extends ReportName>(report: R, text: CsvText, sums: Record<ReportTotalsField<R>, number>): CsvValue[][] {
  const { columns, totals } = REPORT_TABLES[report] as ReportTable;
  if (text.form === 'fields' || totals.length === 0) return [];
  const span = columns.length - totals.length;
  return [[REPORT_WORDS[text.form].totalsRow, ...Array<CsvValue>(span - 1).fill(null), ...totals.map((field) => sums[field as ReportTotalsField<R>])]];
}
