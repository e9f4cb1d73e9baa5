import type { agencyStatementUserList, AgencyStatement, DataOf } from '@casino/contract';
import { isApiError, LatestRequest, PagedList, type HttpClient, makeStoreObservable } from '@casino/platform';
import { action, observable } from 'mobx';
import { approveStatement } from '../../../api/approve-statement';
import { rejectStatement } from '../../../api/reject-statement';
import { waitStatement } from '../../../api/wait-statement';
import type { BalanceStore } from '../../../lib/balance-store';
import { NO_FILTER, toQuery, type StatementFilter, type StatementQuery } from './statement-filter';

export const STATEMENTS_PAGE_SIZE = 20;

export type StatementPage = DataOf<typeof agencyStatementUserList>;
/** Where a desk's rows come from: the members' list or the sub-partners' (same query, same answer). */
export type StatementSource = (query: StatementQuery) => Promise<StatementPage>;

export type StatementAction = 'approve' | 'wait' | 'reject';
const CALLS = { approve: approveStatement, wait: waitStatement, reject: rejectStatement } as const;

export type DecideResult = { outcome: 'done' } | { outcome: 'busy' } | { outcome: 'failed'; message: string | null };

/** Which actions a row still offers: a decision is only open on a new or waiting request. */
export function actionsFor(row: AgencyStatement): StatementAction[] {
  if (row.status === 'request') return ['approve', 'wait', 'reject'];
  if (row.status === 'waiting') return ['approve', 'reject'];
  return [];
}

/**
 * One tab of the statement page: the filtered, paged requests, the open counts, the decisions in
 * flight, and the requests that arrived while the page was open (found by `poll`).
 */
export class StatementDeskStore {
  readonly list: PagedList<AgencyStatement, StatementPage>;
  filter: StatementFilter = NO_FILTER;
  open: StatementPage['open'] | null = null;
  /** Row id -> the decision on its way for it. */
  readonly busy = observable.map<number, StatementAction>();
  /** Requests that arrived by polling, highlighted until acknowledged. */
  freshIds: number[] = [];
  /** The newest request id this desk has seen; anything above it is new. */
  private watermark = 0;
  private primed = false;
  private readonly polls = new LatestRequest();

  constructor(
    private readonly http: HttpClient,
    private readonly source: StatementSource,
    private readonly balance: BalanceStore,
    filter: StatementFilter = NO_FILTER,
  ) {
    this.filter = filter;
    this.list = new PagedList((page, pageSize) => source({ ...toQuery(this.filter), page, pageSize }), STATEMENTS_PAGE_SIZE, (answer) =>
      this.loaded(answer),
    );
    makeStoreObservable<StatementDeskStore, 'http' | 'source' | 'balance' | 'watermark' | 'primed' | 'polls'>(
      this,
      { http: false, source: false, balance: false, list: false, busy: false, watermark: false, primed: false, polls: false },
      { autoBind: true },
    );
  }

  get freshCount(): number {
    return this.freshIds.length;
  }

  /** New requests the table does not show yet (another page, or a decision was in flight). */
  get freshHidden(): boolean {
    const shown = new Set(this.list.items.map((row) => row.id));
    return this.freshIds.some((id) => !shown.has(id));
  }

  setFilter(patch: Partial<StatementFilter>): Promise<void> {
    this.filter = { ...this.filter, ...patch };
    this.freshIds = [];
    // A poll asked under the old filter must not count its rows as new under this one.
    this.polls.invalidate();
    this.list.rewind();
    return this.list.load();
  }

  resetFilter(): Promise<void> {
    return this.setFilter(NO_FILTER);
  }

  /** Back to the first page, where new requests are, with them highlighted. */
  showFresh(): Promise<void> {
    return this.list.setPage(1);
  }

  acknowledgeFresh(): void {
    this.freshIds = [];
  }

  /**
   * Asks for the first page again in the background. Requests newer than any seen are counted
   * and highlighted; when the first page shown differs (a new request, or one decided elsewhere)
   * the table takes the poll's answer, unless a decision is on its way, so rows never move under a
   * click that is being answered. A tab not opened yet only takes its open counts (its badge).
   */
  async poll(): Promise<void> {
    const isLatest = this.polls.begin();
    let answer: StatementPage;
    try {
      answer = await this.source({ ...toQuery(this.filter), page: 1, pageSize: this.list.pageSize });
    } catch {
      // The next tick asks again; the table keeps what it shows.
      return;
    }
    if (!isLatest()) return;
    const fresh = this.primed ? answer.items.filter((row) => row.id > this.watermark).map((row) => row.id) : [];
    action('statementsPolled', () => {
      this.open = answer.open;
      this.raiseWatermark(answer.items);
      this.primed = true;
      if (fresh.length > 0) this.freshIds = [...fresh, ...this.freshIds];
    })();
    if (this.list.status === 'idle' || this.list.page !== 1 || this.busy.size > 0) return;
    const shown = new Map(this.list.items.map((row) => [row.id, row.status]));
    const differs = answer.items.length !== shown.size || answer.items.some((row) => shown.get(row.id) !== row.status);
    // The poll read the very page the table shows, with its query: shown without reading it again.
    if (fresh.length > 0 || differs) this.list.takePage(1, answer);
  }

  /** Stops what is on its way from landing (the page closed). */
  stop(): void {
    this.polls.invalidate();
  }

  async decide(row: AgencyStatement, decision: StatementAction): Promise<DecideResult> {
    if (this.busy.has(row.id)) return { outcome: 'busy' };
    this.busy.set(row.id, decision);
    try {
      const { statement, balance } = await CALLS[decision](this.http, row.id);
      this.list.replace((item) => item.id === row.id, statement);
      this.balance.set(balance);
      // The open counts changed; a new request may have come meanwhile too.
      void this.poll();
      return { outcome: 'done' };
    } catch (error) {
      // Decided by someone else, or gone: show the row as it is now. Short of balance: show the balance as it is now.
      if (isApiError(error) && (error.status === 404 || error.code === 'CONFLICT')) void this.list.load();
      if (isApiError(error) && error.code === 'INSUFFICIENT_FUNDS') void this.balance.load();
      return { outcome: 'failed', message: isApiError(error) ? error.message : null };
    } finally {
      action('decisionSettled', () => this.busy.delete(row.id))();
    }
  }

  private loaded(answer: StatementPage): void {
    this.open = answer.open;
    this.raiseWatermark(answer.items);
    this.primed = true;
  }

  private raiseWatermark(items: AgencyStatement[]): void {
    for (const row of items) this.watermark = Math.max(this.watermark, row.id);
  }
}
