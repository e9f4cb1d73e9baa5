import type { Statement } from '@casino/contract';
import { balanceSnapshotOf, isApiError, PagedList, type HttpClient, makeStoreObservable } from '@casino/platform';
import { action } from 'mobx';
import { deleteStatement } from '../../../api/delete-statement';
import { listStatements } from '../../../api/list-statements';
import type { OnBalance, StatementKind } from './statement-kind';

const STATEMENTS_PAGE_SIZE = 10;

export type DeleteResult = { outcome: 'deleted' } | { outcome: 'busy' } | { outcome: 'failed'; message: string | null };

/** The details tab: the member's own requests of one kind, newest first, paged. */
export class StatementsStore {
  readonly list: PagedList<Statement>;
  deletingId: number | null = null;

  constructor(
    private readonly http: HttpClient,
    readonly kind: StatementKind,
    private readonly onBalance: OnBalance,
  ) {
    this.list = new PagedList((page, pageSize) => listStatements(http, { type: kind, page, pageSize }), STATEMENTS_PAGE_SIZE);
    makeStoreObservable<StatementsStore, 'http' | 'onBalance'>(this, { http: false, kind: false, onBalance: false, list: false }, { autoBind: true });
  }

  async remove(id: number): Promise<DeleteResult> {
    if (this.deletingId !== null) return { outcome: 'busy' };
    this.deletingId = id;
    try {
      const { balance } = await deleteStatement(this.http, id);
      this.onBalance(balanceSnapshotOf(balance));
      return { outcome: 'deleted' };
    } catch (error) {
      return { outcome: 'failed', message: isApiError(error) ? error.message : null };
    } finally {
      action('deleteSettled', () => {
        this.deletingId = null;
      })();
      // Deleted, or no longer deletable (409): either way the list has changed.
      void this.list.load();
    }
  }
}
