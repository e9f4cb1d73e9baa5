import type { GameTransaction } from '@casino/contract';
import type { HttpClient } from '@casino/platform';
import type { ReportFilter } from '../../../lib/report-filter';
import { PagedRows, ReportList } from '../../../lib/report-list';
import { getGameTransactionSummary } from '../../../api/get-game-transaction-summary';
import { listGameTransactions } from '../../../api/list-game-transactions';

export const CALLS_PAGE_SIZE = 20;

/** One member's wallet calls in the days, and the member's figures for them per game type. */
export const betListReport = (http: HttpClient, userId: number, initial: ReportFilter) =>
  new ReportList(
    initial,
    (query) => new PagedRows<GameTransaction>((page, pageSize) => listGameTransactions(http, { user_id: userId, from: query().from, to: query().to, page, pageSize }), CALLS_PAGE_SIZE),
    (query) => getGameTransactionSummary(http, { user_id: userId, from: query.from, to: query.to }),
  );

