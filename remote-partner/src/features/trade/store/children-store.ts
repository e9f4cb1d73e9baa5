import type { TradeChild } from '@casino/contract';
import { PagedList, type HttpClient, makeStoreObservable } from '@casino/platform';
import { listTradeChildren } from '../../../api/list-trade-children';

export const CHILDREN_PAGE_SIZE = 10;

/** The partner's direct children with what each holds, searchable by ID; one is picked to trade with. */
export class ChildrenStore {
  readonly list: PagedList<TradeChild>;
  search = '';
  /** Kept apart from the page: the picked child stays picked while another page is shown. */
  selected: TradeChild | null = null;

  constructor(http: HttpClient) {
    this.list = new PagedList(
      (page, pageSize) => listTradeChildren(http, { ...(this.search ? { username: this.search } : {}), page, pageSize }),
      CHILDREN_PAGE_SIZE,
      (answer) => this.refreshSelected(answer.items),
    );
    makeStoreObservable(this, { list: false }, { autoBind: true });
  }

  setSearch(username: string): Promise<void> {
    this.search = username.trim();
    this.list.rewind();
    return this.list.load();
  }

  select(child: TradeChild): void {
    this.selected = child;
  }

  /** A reloaded page tells what the picked child holds now. */
  private refreshSelected(items: TradeChild[]): void {
    const fresh = items.find((child) => child.id === this.selected?.id);
    if (fresh) this.selected = fresh;
  }

  /** What the child holds after a trade, from the trade's answer: no refetch. */
  setBalance(id: number, balance: number): void {
    const current = this.list.items.find((child) => child.id === id);
    if (current) this.list.replace((child) => child.id === id, { ...current, balance });
    if (this.selected?.id === id) this.selected = { ...this.selected, balance };
  }
}
