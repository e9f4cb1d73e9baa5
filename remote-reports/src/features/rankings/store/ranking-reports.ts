import type { RankBy, RankedMember, StatementRank } from '@casino/contract';
import type { HttpClient } from '@casino/platform';
import type { ReportFilter } from '../../../lib/report-filter';
import { PagedRows, ReportList } from '../../../lib/report-list';
import { getRankingSummary } from '../../../api/get-ranking-summary';
import { listDepositRank } from '../../../api/list-deposit-rank';
import { listRanking } from '../../../api/list-ranking';
import { listWithdrawRank } from '../../../api/list-withdraw-rank';

export const RANK_PAGE_SIZE = 20;

/** The line's members ranked by bet, rolling or losing in the days (of one game type), and the line's totals. */
export const gameRankingReport = (http: HttpClient, by: RankBy, initial: ReportFilter) =>
  new ReportList(
    initial,
    (query) =>
      new PagedRows<RankedMember>((page, pageSize) => {
        const { from, to, game_type } = query();
        return listRanking(http, { by, from, to, game_type, page, pageSize });
      }, RANK_PAGE_SIZE),
    ({ from, to, game_type }) => getRankingSummary(http, { from, to, game_type }),
  );

const STATEMENT_CALLS = { deposit: listDepositRank, withdraw: listWithdrawRank } as const;
export type StatementKind = keyof typeof STATEMENT_CALLS;
export type StatementRankAnswer = Awaited<ReturnType<typeof listDepositRank>>;

/** The line's members ranked by approved deposits or withdrawals in the days; the line's total comes with each page. */
export const statementRankReport = (http: HttpClient, kind: StatementKind, initial: ReportFilter) =>
  new ReportList(
    initial,
    (query) =>
      new PagedRows<StatementRank, StatementRankAnswer>((page, pageSize) => {
        const { from, to } = query();
        return STATEMENT_CALLS[kind](http, { from, to, page, pageSize });
      }, RANK_PAGE_SIZE),
  );
