import type { OnlineAccount } from '@casino/contract';
import { PagedList, type HttpClient, type PageOf, makeStoreObservable } from '@casino/platform';
import { action } from 'mobx';
import { listOnlineUsers } from '../../../api/list-online-users';

export const PAGE_SIZE = 20;
export type LevelFilter = 'all' | 'agency' | 'member';

type OnlinePage = PageOf<OnlineAccount> & { sessions: number; minutes: number };

/**
 * Who of the line is online now (a session used in the last `minutes`): one row per account, its
 * sessions opened under it; searched and filtered by level.
 */
export class CurrentUsersStore {
  search = '';
  level: LevelFilter = 'all';
  /** How recent a session's last request must be to count as online, as the API says. */
  minutes: number | null = null;
  /** The online sessions of all the accounts the filter finds (`list.total` counts the accounts). */
  sessions = 0;
  /** Accounts whose sessions are shown under their row; kept across refreshes. */
  readonly expanded = new Set<number>();
  readonly list: PagedList<OnlineAccount, OnlinePage>;

  constructor(private readonly http: HttpClient) {
    this.list = new PagedList<OnlineAccount, OnlinePage>(
      (page, pageSize) => listOnlineUsers(this.http, this.query(page, pageSize)),
      PAGE_SIZE,
      action('onlineLoaded', (answer: OnlinePage) => {
        this.minutes = answer.minutes;
        this.sessions = answer.sessions;
      }),
    );
    makeStoreObservable<CurrentUsersStore, 'http'>(this, { http: false, list: false }, { autoBind: true });
  }

  /** Opens or closes the sessions under an account's row. */
  toggle(userId: number): void {
    if (this.expanded.has(userId)) this.expanded.delete(userId);
    else this.expanded.add(userId);
  }

  private query(page: number, pageSize: number) {
    return {
      page,
      pageSize,
      ...(this.search ? { search: this.search } : {}),
      ...(this.level === 'all' ? {} : { level: this.level }),
    };
  }

  load(): Promise<void> {
    return this.list.load();
  }

  setSearch(search: string): Promise<void> {
    this.search = search.trim();
    return this.list.setPage(1);
  }

  setLevel(level: LevelFilter): Promise<void> {
    this.level = level;
    return this.list.setPage(1);
  }
}
