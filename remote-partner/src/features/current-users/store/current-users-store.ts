import type { OnlineAccount } from '@casino/contract';
import { PagedList, ThrottledRefresh, type HttpClient, type PageOf, makeStoreObservable } from '@casino/platform';
import { action } from 'mobx';
import { listOnlineUsers } from '../../../api/list-online-users';

export const PAGE_SIZE = 20;
/** Sign-ins told by the live channel read the list again at most this often: a busy line signs in many a minute. */
export const LIVE_REFRESH_MS = 2_000;
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
  readonly #liveRefresh = new ThrottledRefresh(() => void this.list.refresh(), LIVE_REFRESH_MS);

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

  /** The list again behind the rows shown: the page's poll (a quiet session drops off by time). */
  refresh(): Promise<void> {
    return this.list.refresh();
  }

  /** Someone of the line signed in or out (the live channel): `refresh`, throttled. */
  refreshSoon(): void {
    this.#liveRefresh.soon();
  }

  stop(): void {
    this.#liveRefresh.stop();
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
