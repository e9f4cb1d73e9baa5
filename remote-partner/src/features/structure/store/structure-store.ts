import type { Account, ChildAccount, DataOf, userLinePath } from '@casino/contract';
import { isApiError, LatestRequest, type HttpClient, makeStoreObservable } from '@casino/platform';
import { action, observable } from 'mobx';
import { listChildren } from '../../../api/list-children';
import { getBalanceTotal } from '../../../api/get-balance-total';

/** The most the API gives per page: a branch opens with this many, "load more" adds as many again. */
export const BRANCH_PAGE_SIZE = 100;

export type Level = ChildAccount['level'];
/** One step of the way from the root down to an account, as the search answers it. */
export type LineStep = DataOf<typeof userLinePath>['items'][number]['path'][number];

/** An account of the tree: the signed-in partner at the top, its downline below. */
export interface TreeAccount {
  id: number;
  username: string;
  nickname: string;
  level: Level;
  /** Null until known (the root's comes with the line totals). */
  balance: number | null;
  members: number;
  partners: number;
}

export interface Branch {
  childIds: number[];
  total: number;
  status: 'loading' | 'ready' | 'error';
  errorMessage: string | null;
}

export const accountKey = (id: number) => `a:${id}`;
export const moreKey = (parentId: number) => `more:${parentId}`;
export const retryKey = (parentId: number) => `retry:${parentId}`;

/** A member has no one below it; nor has a partner whose line is empty. */
export const isLeaf = (account: TreeAccount) => account.level === 'member' || account.members + account.partners === 0;

/**
 * The whole downline as a tree, loaded a branch at a time (`parent_id`, 100 children a page), and
 * opened down to an account found by search.
 */
export class StructureStore {
  readonly rootId: number;
  readonly accounts = observable.map<number, TreeAccount>();
  readonly branches = observable.map<number, Branch>();
  expandedKeys: string[];
  selectedId: number | null = null;
  activeKey: string | null = null;
  /** Bumped when a search result was opened: the view scrolls to the selected account. */
  revealed = 0;
  private readonly inFlight = new Map<number, Promise<void>>();
  private readonly latestReveal = new LatestRequest();

  constructor(
    private readonly http: HttpClient,
    me: Pick<Account, 'id' | 'username' | 'nickname' | 'level'>,
  ) {
    this.rootId = me.id;
    this.accounts.set(me.id, { id: me.id, username: me.username, nickname: me.nickname, level: me.level, balance: null, members: 0, partners: 0 });
    this.expandedKeys = [accountKey(me.id)];
    makeStoreObservable<StructureStore, 'http' | 'inFlight' | 'latestReveal'>(
      this,
      { http: false, rootId: false, accounts: false, branches: false, inFlight: false, latestReveal: false },
      { autoBind: true },
    );
  }

  get root(): TreeAccount {
    return this.accounts.get(this.rootId)!;
  }

  /** The root's figures (its balance, the size of its line) and its first children. */
  async start(): Promise<void> {
    await Promise.all([this.loadTotals(), this.loadBranch(this.root.id)]);
  }

  private async loadTotals(): Promise<void> {
    try {
      const totals = await getBalanceTotal(this.http);
      action('totalsLoaded', () => {
        const { members, partners } = totals.downline;
        this.accounts.set(this.rootId, { ...this.root, balance: totals.balance, members, partners });
      })();
    } catch {
      // The root's own figures are a nicety; the tree works without them.
    }
  }

  /** The first page of a partner's children, once (a failed load may be tried again). */
  loadBranch(parentId: number): Promise<void> {
    const branch = this.branches.get(parentId);
    if (branch && branch.status !== 'error') return this.inFlight.get(parentId) ?? Promise.resolve();
    return this.fetchPage(parentId, 1);
  }

  /** The next page of a branch that has more than it shows. */
  loadMore(parentId: number): Promise<void> {
    const branch = this.branches.get(parentId);
    if (!branch) return this.loadBranch(parentId);
    const pending = this.inFlight.get(parentId);
    if (pending) return pending;
    if (branch.childIds.length >= branch.total) return Promise.resolve();
    return this.fetchPage(parentId, Math.floor(branch.childIds.length / BRANCH_PAGE_SIZE) + 1);
  }

  private fetchPage(parentId: number, page: number): Promise<void> {
    const previous = this.branches.get(parentId);
    const kept = previous?.status === 'error' && page === 1 ? [] : (previous?.childIds ?? []);
    this.branches.set(parentId, { childIds: kept, total: previous?.total ?? 0, status: 'loading', errorMessage: null });
    const request = listChildren(this.http, { parent_id: parentId, page, pageSize: BRANCH_PAGE_SIZE })
      .then(
        action('branchLoaded', (answer: { items: ChildAccount[]; total: number }) => {
          const ids = new Set(kept);
          for (const child of answer.items) {
            this.accounts.set(child.id, {
              id: child.id,
              username: child.username,
              nickname: child.nickname,
              level: child.level,
              balance: child.balance,
              members: child.members,
              partners: child.partners,
            });
            ids.add(child.id);
          }
          this.branches.set(parentId, { childIds: [...ids], total: answer.total, status: 'ready', errorMessage: null });
        }),
        action('branchFailed', (error: unknown) => {
          this.branches.set(parentId, { childIds: kept, total: previous?.total ?? 0, status: 'error', errorMessage: isApiError(error) ? error.message : null });
        }),
      )
      .finally(() => this.inFlight.delete(parentId));
    this.inFlight.set(parentId, request);
    return request;
  }

  /** What the tree shows as loaded: a branch that answered, or failed (its retry node is shown). */
  get loadedKeys(): string[] {
    return [...this.branches.entries()].filter(([, b]) => b.status !== 'loading' || b.childIds.length > 0).map(([id]) => accountKey(id));
  }

  setExpanded(keys: string[]): void {
    this.expandedKeys = keys;
  }

  select(id: number | null): void {
    this.selectedId = id;
  }

  setActive(key: string | null): void {
    this.activeKey = key;
  }

  /**
   * Opens the tree down to the last step of `path` (from a direct child of the root down to the
   * account) and selects it, loading each branch on the way, page after page until the next step
   * is in it. False when a step is no longer where the search saw it.
   */
  async reveal(path: LineStep[]): Promise<boolean> {
    const isLatest = this.latestReveal.begin();
    let parentId = this.root.id;
    const opened = [accountKey(parentId)];
    for (const step of path) {
      if (!(await this.findChild(parentId, step.id)) || !isLatest()) return false;
      opened.push(accountKey(step.id));
      parentId = step.id;
    }
    const target = path.at(-1);
    if (!target) return false;
    action('revealed', () => {
      const keys = new Set([...this.expandedKeys, ...opened.slice(0, -1)]);
      this.expandedKeys = [...keys];
      this.selectedId = target.id;
      this.activeKey = accountKey(target.id);
      this.revealed += 1;
    })();
    return true;
  }

  private async findChild(parentId: number, childId: number): Promise<boolean> {
    await this.loadBranch(parentId);
    for (;;) {
      const branch = this.branches.get(parentId);
      if (!branch || branch.status === 'error') return false;
      if (branch.childIds.includes(childId)) return true;
      if (branch.childIds.length >= branch.total) return false;
      const before = branch.childIds.length;
      await this.loadMore(parentId);
      if ((this.branches.get(parentId)?.childIds.length ?? 0) <= before) return false;
    }
  }
}
