import type { RollingWorking } from '@casino/contract';
import type { HttpClient } from '@casino/platform';
import { KeysetList } from '../../../lib/keyset-list';
import type { BettingFilterQuery, ReportFilter } from '../../../lib/report-filter';
import { ReportList } from '../../../lib/report-list';
import { getRollingSummary } from '../../../api/get-rolling-summary';
import { listRolling } from '../../../api/list-rolling';

export const ROLLING_PAGE_SIZE = 20;

/** The rolling filter: the earner (the caller when none), the days, a game type, the member whose bets earned it. */
export function rollingQuery(partnerId: number | null, { from, to, game_type, username }: BettingFilterQuery) {
  return { ...(partnerId ? { partner_id: partnerId } : {}), from, to, game_type, username };
}

/** Each rolling credit to the earner in the days, with its working, and the totals per game type. */
export const rollingListReport = (http: HttpClient, partnerId: number | null, initial: ReportFilter) =>
  new ReportList(
    initial,
    (query) => new KeysetList<RollingWorking>((paging) => listRolling(http, { ...rollingQuery(partnerId, query()), ...paging }), ROLLING_PAGE_SIZE),
    (query) => getRollingSummary(http, rollingQuery(partnerId, query)),
  );
