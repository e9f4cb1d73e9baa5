import type { StaffTicketRow } from '@casino/contract';
import { LatestRequest, PagedList, type HttpClient, makeStoreObservable } from '@casino/platform';
import { action } from 'mobx';
import { getWaitingCount } from '../../../api/get-waiting-count';
import { listStaffTickets } from '../../../api/list-staff-tickets';
import { InquiryDetailStore } from './inquiry-detail-store';
import { NO_FILTER, toQuery, type InquiryFilter } from './inquiry-filter';

export const INQUIRIES_PAGE_SIZE = 20;

/** Hands on how many inquiries wait now (the shell's menu badge); undefined: ask again. */
export type OnAnswered = (waiting?: number) => void;

/**
 * The inquiry queue: the line's inquiries (waiting ones first, the server's order), filtered and
 * paged; how many wait; and the inquiry opened beside the list.
 */
export class InquiryQueueStore {
  readonly list: PagedList<StaffTicketRow>;
  filter: InquiryFilter = NO_FILTER;
  /** How many inquiries of the line wait for an answer; null until known. */
  waiting: number | null = null;
  opened: InquiryDetailStore | null = null;
  private readonly waitingRequests = new LatestRequest();

  constructor(
    private readonly http: HttpClient,
    private readonly onAnswered: OnAnswered = () => undefined,
  ) {
    this.list = new PagedList((page, pageSize) => listStaffTickets(http, { ...toQuery(this.filter), page, pageSize }), INQUIRIES_PAGE_SIZE);
    makeStoreObservable<InquiryQueueStore, 'http' | 'onAnswered' | 'waitingRequests'>(
      this,
      { http: false, onAnswered: false, list: false, waitingRequests: false },
      { autoBind: true },
    );
  }

  setFilter(patch: Partial<InquiryFilter>): Promise<void> {
    this.filter = { ...this.filter, ...patch };
    this.list.rewind();
    return this.list.load();
  }

  resetFilter(): Promise<void> {
    this.filter = NO_FILTER;
    this.list.rewind();
    return this.list.load();
  }

  /** The list and the waiting count again, behind the rows shown (the page's periodic or live refresh). */
  refresh(): void {
    void this.list.refresh();
    void this.loadWaiting();
  }

  async loadWaiting(): Promise<number | null> {
    const isLatest = this.waitingRequests.begin();
    try {
      const waiting = await getWaitingCount(this.http);
      if (isLatest()) action('waitingLoaded', () => (this.waiting = waiting))();
      return waiting;
    } catch {
      // The count stays as it was; the next refresh asks again.
      return null;
    }
  }

  open(id: number): void {
    this.opened?.stop();
    this.opened = new InquiryDetailStore(this.http, id);
    void this.opened.load();
  }

  close(): void {
    this.opened?.stop();
    this.opened = null;
  }

  /** An answer went out: the list (its order and states) and the waiting count change, here and in the menu. */
  async answered(): Promise<void> {
    void this.list.load();
    const waiting = await this.loadWaiting();
    this.onAnswered(waiting ?? undefined);
  }

  /** Someone else saw how many wait (the menu's badge): a count unlike the one shown means the list is old. */
  heard(waiting: number | undefined): void {
    if (waiting !== undefined && waiting !== this.waiting) this.refresh();
  }

  stop(): void {
    this.close();
    this.waitingRequests.invalidate();
  }
}
