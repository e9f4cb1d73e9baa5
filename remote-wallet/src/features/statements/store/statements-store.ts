import type { Statement } from '@casino/contract';
import { isApiError, type HttpClient } from '@casino/platform';
import { action, makeAutoObservable } from 'mobx';
import { deleteStatement } from '../api/delete-statement';
import { listStatements } from '../api/list-statements';
import { snapshotOf, type OnBalance, type StatementKind } from './statement-kind';

export const STATEMENTS_PAGE_SIZE = 10;
type Status = 'idle' | 'loading' | 'ready' | 'error';

export type DeleteResult = { outcome: 'deleted' } | { outcome: 'busy' } | { outcome: 'failed'; message: string | null };

/** The details tab: the member's own requests of one kind, newest first, paged. */
export class StatementsStore {
  items: Statement[] = [];
  total = 0;
  page = 1;
  status: Status = 'idle';
  errorMessage: string | null = null;
  deletingId: number | null = null;
  // Paging quickly must not let an older answer overwrite the newer one.
  private request = 0;

  constructor(
    private readonly http: HttpClient,
    readonly kind: StatementKind,
    private readonly onBalance: OnBalance,
  ) {
    makeAutoObservable<StatementsStore, 'http' | 'onBalance' | 'request'>(
      this,
      { http: false, kind: false, onBalance: false, request: false },
      { autoBind: true },
    );
  }

  setPage(page: number): Promise<void> {
    this.page = page;
    return this.load();
  }

  async load(): Promise<void> {
    const request = ++this.request;
    this.status = 'loading';
    this.errorMessage = null;
    try {
      const { items, total } = await listStatements(this.http, { type: this.kind, page: this.page, pageSize: STATEMENTS_PAGE_SIZE });
      if (request !== this.request) return;
      // The last row of the last page went (deleted): show the page that is now last.
      const lastPage = Math.max(1, Math.ceil(total / STATEMENTS_PAGE_SIZE));
      if (items.length === 0 && this.page > lastPage) return this.setPage(lastPage);
      action('statementsLoaded', () => {
        this.items = items;
        this.total = total;
        this.status = 'ready';
      })();
    } catch (error) {
      if (request !== this.request) return;
      action('statementsFailed', () => {
        this.status = 'error';
        this.errorMessage = error instanceof Error ? error.message : null;
      })();
    }
  }

  async remove(id: number): Promise<DeleteResult> {
    if (this.deletingId !== null) return { outcome: 'busy' };
    this.deletingId = id;
    try {
      const { balance } = await deleteStatement(this.http, id);
      this.onBalance(snapshotOf(balance));
      return { outcome: 'deleted' };
    } catch (error) {
      return { outcome: 'failed', message: isApiError(error) ? error.message : null };
    } finally {
      action('deleteSettled', () => {
        this.deletingId = null;
      })();
      // Deleted, or no longer deletable (409): either way the list has changed.
      void this.load();
    }
  }
}
