import type { ChildAccount } from '@casino/contract';
import { PagedList, type HttpClient, makeStoreObservable } from '@casino/platform';
import { listChildren } from '../../../api/list-children';

export type LevelFilter = 'all' | 'agency' | 'member';
type Level = ChildAccount['level'];

/** One step of the breadcrumb: the signed-in partner first, then each partner drilled into. */
export interface LineStep {
  id: number | null;
  username: string;
  level: Level;
}

export const PAGE_SIZE = 20;

/**
 * The partners tab: the direct children of the signed-in partner, or of a partner of its line
 * drilled into (`parent_id`), filtered by level and searched by ID or nickname.
 */
export class PartnersStore {
  /** The breadcrumb; its last step is whose children the list shows. */
  path: LineStep[];
  level: LevelFilter = 'all';
  search = '';
  readonly list: PagedList<ChildAccount>;

  constructor(
    private readonly http: HttpClient,
    me: { username: string; level: Level },
  ) {
    this.path = [{ id: null, username: me.username, level: me.level }];
    this.list = new PagedList<ChildAccount>((page, pageSize) => listChildren(this.http, this.query(page, pageSize)), PAGE_SIZE);
    makeStoreObservable<PartnersStore, 'http'>(this, { http: false, list: false }, { autoBind: true });
  }

  get current(): LineStep {
    return this.path[this.path.length - 1]!;
  }

  /** The list shows the caller's own children: the only ones it can top up, refund and set rates for. */
  get showsOwnChildren(): boolean {
    return this.path.length === 1;
  }

  private query(page: number, pageSize: number) {
    const { id } = this.current;
    return {
      page,
      pageSize,
      ...(id === null ? {} : { parent_id: id }),
      ...(this.level === 'all' ? {} : { level: this.level }),
      ...(this.search ? { username: this.search } : {}),
    };
  }

  load(): Promise<void> {
    return this.list.load();
  }

  setLevel(level: LevelFilter): Promise<void> {
    this.level = level;
    return this.list.setPage(1);
  }

  setSearch(search: string): Promise<void> {
    this.search = search.trim();
    return this.list.setPage(1);
  }

  /** Shows the children of a partner of the list. */
  drillInto(row: ChildAccount): Promise<void> {
    this.path = [...this.path, { id: row.id, username: row.username, level: row.level }];
    this.search = '';
    return this.list.setPage(1);
  }

  /** Back to a step of the breadcrumb. */
  goTo(index: number): Promise<void> {
    this.path = this.path.slice(0, index + 1);
    this.search = '';
    return this.list.setPage(1);
  }

  /** A row the server changed (state, sessions): in place, no refetch. */
  patchRow(id: number, patch: Partial<ChildAccount>): void {
    const row = this.list.items.find((item) => item.id === id);
    if (row) this.list.replace((item) => item.id === id, { ...row, ...patch });
  }

  /**
   * The master and agency a row belongs to: its own ID where it is one, else the partners
   * above it on the breadcrumb (the signed-in agency's master comes from its profile).
   */
  lineOf(row: ChildAccount, callerMaster: string | null): { master: string | null; agency: string | null } {
    const parent = this.current;
    if (row.level === 'agency') return { master: parent.level === 'master' ? parent.username : null, agency: row.username };
    if (parent.level === 'master') return { master: parent.username, agency: null };
    const masterStep = this.path.find((step) => step.level === 'master');
    return { master: masterStep?.username ?? callerMaster, agency: parent.username };
  }
}
