import type { OnlineSession } from '@casino/contract';
import { PagedList, type HttpClient, type PageOf } from '@casino/platform';
import { action, makeAutoObservable } from 'mobx';
import { listOnlineUsers } from '../api/list-online-users';

export const PAGE_SIZE = 20;
export type LevelFilter = 'all' | 'agency' | 'member';

type OnlinePage = PageOf<OnlineSession> & { minutes: number };

/** Who of the line is online now (a session used in the last `minutes`), searched and filtered by level. */
export class CurrentUsersStore {
  search = '';
  level: LevelFilter = 'all';
  /** How recent a session's last request must be to count as online, as the API says. */
  minutes: number | null = null;
  readonly list: PagedList<OnlineSession, OnlinePage>;

  constructor(private readonly http: HttpClient) {
    this.list = new PagedList<OnlineSession, OnlinePage>(
      (page, pageSize) => listOnlineUsers(this.http, this.query(page, pageSize)),
      PAGE_SIZE,
      action('onlineLoaded', (answer: OnlinePage) => {
        this.minutes = answer.minutes;
      }),
    );
    makeAutoObservable<CurrentUsersStore, 'http'>(this, { http: false, list: false }, { autoBind: true });
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
