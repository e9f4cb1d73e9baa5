import type { GameType } from './games';
import type { CSV_REPORTS } from './report-exports';

/*
 * The columns of each report that exports (issue 26 item 16), declared once for the screen and
 * its CSV: the back-office builds its table from this list, the API writes the CSV's header from
 * it, so the two cannot drift apart. A column has its field name (the header of the
 * `?headers=fields` form, stable for integrations) and its title in each language (the screen's
 * header, and the CSV's). The titles are the API's answer as much as the screen's words, so they
 * live here rather than in one side's resources.
 */

export const REPORT_LANGS = ['ko', 'en'] as const;
export type ReportLang = (typeof REPORT_LANGS)[number];

export interface ReportColumn<F extends string = string> {
  readonly field: F;
  readonly title: Readonly<Record<ReportLang, string>>;
}

const column = <F extends string>(field: F, ko: string, en: string): ReportColumn<F> => ({ field, title: { ko, en } });

const ROUNDS = column('rounds', '라운드', 'Rounds');
/** The amounts of a set of rounds (contract `RoundFigures`). */
const AMOUNTS = [
  column('bet', '베팅', 'Bet'),
  column('prize', '당첨', 'Prize'),
  column('refund', '환불', 'Refund'),
  column('profit', '손익', 'Profit'),
  column('rolling', '롤링', 'Rolling'),
  column('win_lose', '윈로스', 'Win/lose'),
] as const;
/** Every figure of a set of rounds, in the order the tables show them. */
export const FIGURE_COLUMNS = [ROUNDS, ...AMOUNTS] as const;
const FIGURE_FIELDS = FIGURE_COLUMNS.map((c) => c.field);
const AMOUNT_FIELDS = AMOUNTS.map((c) => c.field);

const DAY = column('day', '날짜', 'Day');
const TIME = column('time', '시간', 'Time');
const GAME_TYPE = column('game_type', '게임 종류', 'Game type');
const BRAND = column('brand', '브랜드', 'Brand');
const GAME = column('game', '게임', 'Game');
const ROUND = column('round_id', '라운드', 'Round');
const MEMBER = column('member', '회원', 'Member');
const PARTNER = column('partner', '상위 파트너', 'Partner');
const RANK = column('rank', '순위', 'Rank');

/** A round of the betting history: what was played, by whom, and its figures. */
const ROUND_COLUMNS = [DAY, TIME, GAME_TYPE, BRAND, GAME, ROUND, MEMBER, ...AMOUNTS] as const;
const STATEMENT_RANK_LEAD = [RANK, MEMBER, PARTNER, column('count', '건수', 'Count')] as const;

/** One branch and game type of a partner's losing (the table of a losing card). */
export const LOSING_LINE_COLUMNS = [
  column('branch', '라인', 'Line'),
  GAME_TYPE,
  column('bet', '베팅', 'Bet'),
  column('prize', '당첨', 'Prize'),
  column('refund', '환불', 'Refund'),
  column('rolling', '롤링', 'Rolling'),
  column('base', '기준액', 'Base'),
  column('own_rate_bp', '내 요율', 'Own rate'),
  column('branch_rate_bp', '라인 요율', 'Line rate'),
  column('amount', '루징', 'Losing'),
] as const;
/** What a partner's lines come to (the figures under a losing card's table), and whether it was settled. */
export const LOSING_RESULT_COLUMNS = [
  column('total', '합계', 'Total'),
  column('carry_in', '이월 (이전 기간)', 'Carried in'),
  column('payable', '지급액', 'Payable'),
  column('carry_out', '다음 기간으로 이월', 'Carried to the next period'),
  column('settled', '정산', 'Settlement'),
] as const;

/**
 * A report's table: its columns in order, and `totals`, the last columns, which the totals row
 * under the table (and at the end of the CSV) sums over the whole filter; the row's label spans
 * the columns before them. No totals: the screen shows no totals row for that list.
 */
export interface ReportTable {
  readonly columns: readonly ReportColumn[];
  readonly totals: readonly string[];
}

const table = <C extends readonly ReportColumn[], T extends C[number]['field'] = never>(columns: C, totals: readonly T[] = []) => ({ columns, totals });

export const REPORT_TABLES = {
  reportBetting: table(ROUND_COLUMNS, AMOUNT_FIELDS),
  reportBettingProviderHistory: table(ROUND_COLUMNS, AMOUNT_FIELDS),
  reportByDay: table([DAY, ...FIGURE_COLUMNS], FIGURE_FIELDS),
  reportByGame: table([GAME, BRAND, GAME_TYPE, ...FIGURE_COLUMNS], FIGURE_FIELDS),
  reportByUser: table([MEMBER, PARTNER, ...FIGURE_COLUMNS], FIGURE_FIELDS),
  gameTransactionRanking: table([RANK, MEMBER, PARTNER, ...FIGURE_COLUMNS], FIGURE_FIELDS),
  depositRank: table([...STATEMENT_RANK_LEAD, column('amount', '입금액', 'Deposits')], ['amount'] as const),
  withdrawRank: table([...STATEMENT_RANK_LEAD, column('amount', '출금액', 'Withdrawals')], ['amount'] as const),
  gameTransactionList: table([
    TIME,
    column('kind', '구분', 'Kind'),
    column('game', '게임', 'Game'),
    ROUND,
    column('amount', '금액', 'Amount'),
    column('state', '처리', 'Outcome'),
    column('txn_id', '거래 번호', 'Transaction'),
  ]),
  reportRolling: table([
    TIME,
    column('earner', '받은 계정', 'Earner'),
    column('member', '베팅 회원', 'Member who bet'),
    GAME,
    ROUND,
    column('refund', '환불', 'Refund'),
    column('working', '계산 (베팅마다 베팅 × 내 요율 − 베팅 × 하위 요율, 롤백 회수 포함)', 'Working (each bet × own rate − bet × child rate, less what rollbacks took back)'),
    column('amount', '적립액 (장부)', 'Credited (ledger)'),
  ]),
  reportLosing: table([column('partner', '파트너', 'Partner'), ...LOSING_LINE_COLUMNS, ...LOSING_RESULT_COLUMNS]),
} as const satisfies Record<keyof typeof CSV_REPORTS, ReportTable>;

export type ReportName = keyof typeof REPORT_TABLES;
/** The fields of a list of columns (a report's, or a part of one such as a losing card's table). */
export type FieldOf<C extends readonly ReportColumn[]> = C[number]['field'];
export type ReportField<R extends ReportName> = FieldOf<(typeof REPORT_TABLES)[R]['columns']>;
/** The columns a report's totals row sums. */
export type ReportTotalsField<R extends ReportName> = (typeof REPORT_TABLES)[R]['totals'][number];

/** The titles of a list of columns in a language, by field (for words the screens use outside a table, like a chart's figure). */
export const columnTitles = <C extends readonly ReportColumn[]>(columns: C, lang: ReportLang) =>
  Object.fromEntries(columns.map((c) => [c.field, c.title[lang]])) as Record<FieldOf<C>, string>;

/** A CSV's header row: the titles in a language, or the field names (`?headers=fields`). */
export const reportHeader = (report: ReportName, form: ReportLang | 'fields'): string[] =>
  REPORT_TABLES[report].columns.map((c) => (form === 'fields' ? c.field : c.title[form]));

/** The words the reports' cells and totals rows use, in each language (the screen's and the CSV's). */
export interface ReportWords {
  /** The label of a totals row: it sums the whole filter, not the page shown. */
  totalsRow: string;
  gameType: Record<GameType | 'sum', string>;
  level: Record<'master' | 'agency' | 'member', string>;
  callKind: Record<'bet' | 'win' | 'rollback', string>;
  callState: { refused: string; rolledBack: string };
  /** A call that opened no round (a refused first bet, a rollback of a bet never seen), in the game column. */
  noRound: string;
  /** A losing line of the partner's own members (no sub-partner). */
  ownMembers: string;
  settled: { yes: string; no: string };
  /** A rolling working, call by call (`fillWords` fills the `{{name}}`s; the screen's i18n does too). */
  working: { bet: string; unrated: string; rollbackOf: string; rollback: string; sum: string };
}

/** A template of `REPORT_WORDS` with its `{{name}}`s filled, as i18next fills them on the screen. */
export const fillWords = (template: string, params: Record<string, string | number>) => template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

export const REPORT_WORDS: Record<ReportLang, ReportWords> = {
  ko: {
    totalsRow: '합계 (검색 조건 전체)',
    gameType: { casino: '카지노', slot: '슬롯', lotto: '로또', sum: '합계' },
    level: { master: '마스터', agency: '에이전시', member: '회원' },
    callKind: { bet: '베팅', win: '당첨', rollback: '롤백' },
    callState: { refused: '거부됨', rolledBack: '롤백됨' },
    noRound: '열린 라운드 없음',
    ownMembers: '직속 회원',
    settled: { yes: '정산 완료', no: '미정산' },
    working: {
      bet: '{{bet}} × {{own}} − {{bet}} × {{childRate}} ({{child}}) = {{expected}}',
      unrated: '베팅 {{bet}}: 장부 적립 {{amount}} (당시 요율 기록 없음)',
      rollbackOf: '롤백 ({{bet}} 취소): {{amount}}',
      rollback: '롤백: {{amount}}',
      sum: '합계 {{amount}}',
    },
  },
  en: {
    totalsRow: 'Total (whole filter)',
    gameType: { casino: 'Casino', slot: 'Slot', lotto: 'Lotto', sum: 'Total' },
    level: { master: 'Master', agency: 'Agency', member: 'Member' },
    callKind: { bet: 'Bet', win: 'Win', rollback: 'Rollback' },
    callState: { refused: 'Refused', rolledBack: 'Rolled back' },
    noRound: 'No round opened',
    ownMembers: 'Own members',
    settled: { yes: 'Settled', no: 'Not settled' },
    working: {
      bet: '{{bet}} × {{own}} − {{bet}} × {{childRate}} ({{child}}) = {{expected}}',
      unrated: 'Bet of {{bet}}: {{amount}} credited (its rates were not recorded)',
      rollbackOf: 'Rollback (cancels {{bet}}): {{amount}}',
      rollback: 'Rollback: {{amount}}',
      sum: 'Total {{amount}}',
    },
  },
};
