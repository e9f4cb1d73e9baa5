import type { Grade, LineMember, QueryOf, userLineList } from '@casino/contract';
import { isApiError, LatestRequest, type HttpClient, type ListStatus, makeStoreObservable } from '@casino/platform';
import { action } from 'mobx';
import { listGrades } from '../../../api/list-grades';
import { listLineMembers } from '../../../api/list-line-members';

type Query = NonNullable<QueryOf<typeof userLineList>>;
export type MemberSort = NonNullable<Query['sort']>;
export type SortOrder = 'asc' | 'desc';
export type StateFilter = 'all' | LineMember['state'];

export const PAGE_SIZES = [20, 50, 100] as const;

/**
 * Membership management: the members of the caller's whole line, searched by ID or nickname,
 * filtered by state and by their partner, sorted and paged by the server. Changing a filter goes
 * back to the first page; a slow answer to an older query never replaces a newer one.
 */
export class MembersStore {
  items: LineMember[] = [];
  total = 0;
  page = 1;
  pageSize: number = PAGE_SIZES[0];
  search = '';
  state: StateFilter = 'all';
  partner = '';
  sort: MemberSort = 'created_at';
  order: SortOrder = 'desc';
  status: ListStatus = 'idle';
  errorMessage: string | null = null;
  /** The grades' names by level (grade/list), once loaded; until then a grade shows as its number. */
  grades = new Map<number, Grade>();
  private readonly latest = new LatestRequest();

  constructor(private readonly http: HttpClient) {
    makeStoreObservable<MembersStore, 'http' | 'latest'>(this, { http: false, latest: false }, { autoBind: true });
  }

  get loading(): boolean {
    return this.status === 'idle' || this.status === 'loading';
  }

  private get query(): Query {
    return {
      page: this.page,
      pageSize: this.pageSize,
      sort: this.sort,
      order: this.order,
      ...(this.search ? { search: this.search } : {}),
      ...(this.state === 'all' ? {} : { state: this.state }),
      ...(this.partner ? { partner_username: this.partner } : {}),
    };
  }

  /** Loads the grade names once; a failure leaves the numbers (the list still works). */
  async loadGrades(): Promise<void> {
    try {
      const grades = await listGrades(this.http);
      action('gradesLoaded', () => (this.grades = new Map(grades.map((g) => [g.level, g]))))();
    } catch {
      // The numbers stay: nothing else depends on the names.
    }
  }

  async load(): Promise<void> {
    const isLatest = this.latest.begin();
    this.status = 'loading';
    this.errorMessage = null;
    try {
      const answer = await listLineMembers(this.http, this.query);
      if (!isLatest()) return;
      action('membersLoaded', () => {
        this.items = answer.items;
        this.total = answer.total;
        this.status = 'ready';
      })();
    } catch (error) {
      if (!isLatest()) return;
      action('membersFailed', () => {
        this.status = 'error';
        this.errorMessage = isApiError(error) ? error.message : null;
      })();
    }
  }

  setFilters(filters: { search?: string; state?: StateFilter; partner?: string }): Promise<void> {
    if (filters.search !== undefined) this.search = filters.search.trim();
    if (filters.state !== undefined) this.state = filters.state;
    if (filters.partner !== undefined) this.partner = filters.partner.trim();
    this.page = 1;
    return this.load();
  }

  setPage(page: number, pageSize: number = this.pageSize): Promise<void> {
    // A new page size starts from the first page: the old page number means other rows.
    this.page = pageSize === this.pageSize ? page : 1;
    this.pageSize = pageSize;
    return this.load();
  }

  /** A column header's sort: none goes back to the newest first. */
  setSort(sort: MemberSort | null, order: SortOrder | null): Promise<void> {
    this.sort = sort && order ? sort : 'created_at';
    this.order = sort && order ? order : 'desc';
    this.page = 1;
    return this.load();
  }

  /** A row the server changed, in place; a list already on its way was read before and is asked for again. */
  patchRow(id: number, patch: Partial<LineMember>): void {
    this.items = this.items.map((item) => (item.id === id ? { ...item, ...patch } : item));
    if (this.status === 'loading') void this.load();
  }
}
