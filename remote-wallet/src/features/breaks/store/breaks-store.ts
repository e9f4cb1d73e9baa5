import type { Exclusion } from '@casino/contract';
import { isApiError, PagedList, type HttpClient, makeStoreObservable } from '@casino/platform';
import { RequiredReason } from '@casino/platform/back-office';
import { action } from 'mobx';
import { endExclusion } from '../../../api/end-exclusion';
import { listExclusions } from '../../../api/list-exclusions';

export const BREAKS_PAGE_SIZE = 20;

/** How ending a break went: done; already over (or gone), so the list was read again; or not sent (nothing asked, a reason missing, a call failed: the dialog says which). */
export type EndOutcome = 'done' | 'gone' | 'stayed';

/**
 * The operator's breaks page: the breaks in force (searched by member ID), the one being ended
 * and its reason. A reason is required, as the API requires; ending is asked once at a time.
 */
export class BreaksStore {
  search = '';
  readonly list: PagedList<Exclusion>;
  /** The break whose end is being asked for, with the reason typed so far. */
  ending: Exclusion | null = null;
  readonly reason = new RequiredReason();
  submitting = false;
  /** Why the last try failed (the API's words), or '' when the API gave none; null: no failure shown. */
  endError: string | null = null;

  constructor(private readonly http: HttpClient) {
    this.list = new PagedList((page, pageSize) => listExclusions(http, { page, pageSize, ...(this.search ? { search: this.search } : {}) }), BREAKS_PAGE_SIZE);
    makeStoreObservable<BreaksStore, 'http'>(this, { http: false, list: false, reason: false }, { autoBind: true });
  }

  setSearch(search: string): Promise<void> {
    this.search = search.trim();
    return this.list.setPage(1);
  }

  askEnd(row: Exclusion): void {
    this.ending = row;
    this.reason.reset();
    this.endError = null;
  }

  cancelEnd(): void {
    if (!this.submitting) this.ending = null;
  }

  /** Ends the break asked about with the reason typed; the list is read again whatever became of it. */
  async end(): Promise<EndOutcome> {
    const row = this.ending;
    if (!row || this.submitting) return 'stayed';
    const reason = this.reason.take();
    if (reason === null) return 'stayed';
    this.submitting = true;
    this.endError = null;
    try {
      await endExclusion(this.http, row.id, reason);
      this.finish();
      return 'done';
    } catch (error) {
      if (isApiError(error) && (error.status === 404 || error.status === 409)) {
        this.finish();
        return 'gone';
      }
      action('breakEndFailed', () => (this.endError = isApiError(error) ? error.message : ''))();
      return 'stayed';
    } finally {
      action('breakEndSettled', () => (this.submitting = false))();
    }
  }

  private finish(): void {
    action('breakEnded', () => (this.ending = null))();
    void this.list.load();
  }
}
