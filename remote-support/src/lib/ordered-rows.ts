import { isApiError, LatestRequest, makeStoreObservable } from '@casino/platform';
import { action } from 'mobx';
import { errorText } from './error-text';
import { movedOrder, type Orderable } from './reorder';

export type OrderedStatus = 'idle' | 'loading' | 'ready' | 'error';

/** How a change (save, move, switch) went: the server's message when it refused. */
export type ChangeResult = { outcome: 'done' } | { outcome: 'busy' } | { outcome: 'failed'; message: string };

/**
 * Rows shown in the order members see them (popups, carousel slides, marquee lines): loaded
 * whole, moved one step at a time (the API takes the whole new order and answers the rows),
 * one change at a time.
 */
export class OrderedRows<T extends Orderable> {
  items: T[] = [];
  status: OrderedStatus = 'idle';
  errorMessage: string | null = null;
  /** A row's id while its move or switch is on its way; 0 for a save. */
  busyId: number | null = null;
  private readonly latest = new LatestRequest();

  constructor(
    private readonly fetch: () => Promise<T[]>,
    private readonly order: (ids: number[]) => Promise<T[]>,
    private readonly fallbackError: string,
  ) {
    makeStoreObservable<OrderedRows<T>, 'fetch' | 'order' | 'latest' | 'fallbackError'>(
      this,
      { fetch: false, order: false, latest: false, fallbackError: false },
      { autoBind: true },
    );
  }

  get loading(): boolean {
    return this.status === 'idle' || this.status === 'loading';
  }

  async load(): Promise<void> {
    const isLatest = this.latest.begin();
    this.status = 'loading';
    try {
      const items = await this.fetch();
      if (!isLatest()) return;
      action('rowsLoaded', () => {
        this.items = items;
        this.status = 'ready';
        this.errorMessage = null;
      })();
    } catch (error) {
      if (!isLatest()) return;
      action('rowsFailed', () => {
        this.status = 'error';
        this.errorMessage = isApiError(error) ? error.message : null;
      })();
    }
  }

  /** Moves a row one step up (-1) or down (1) among the movable rows. */
  move(id: number, step: -1 | 1): Promise<ChangeResult> {
    const ids = movedOrder(this.items, id, step);
    if (!ids) return Promise.resolve({ outcome: 'busy' });
    return this.whileBusy(id, async () => {
      const items = await this.order(ids);
      action('rowsOrdered', () => (this.items = items))();
    });
  }

  /**
   * Saves a row (a new one: `id` 0). `work` answers the saved row, shown in its place, or null
   * when the server answers less (a create): then the rows are loaded again.
   */
  save(id: number, work: () => Promise<T | null>): Promise<ChangeResult> {
    return this.whileBusy(id, async () => {
      const saved = await work();
      if (saved && this.items.some((item) => item.id === saved.id)) {
        action('rowSaved', () => (this.items = this.items.map((item) => (item.id === saved.id ? saved : item))))();
      } else {
        await this.load();
      }
    });
  }

  private async whileBusy(id: number, work: () => Promise<void>): Promise<ChangeResult> {
    if (this.busyId !== null) return { outcome: 'busy' };
    this.busyId = id;
    try {
      await work();
      return { outcome: 'done' };
    } catch (error) {
      // Someone else changed the rows meanwhile (409, 404): show them as they are now.
      if (isApiError(error) && (error.status === 409 || error.status === 404)) void this.load();
      return { outcome: 'failed', message: errorText(error, this.fallbackError) };
    } finally {
      action('changeSettled', () => (this.busyId = null))();
    }
  }
}
