import type { BoardMessageType, boardMessageGet, boardMessageList, DataOf } from '@casino/contract';
import { LatestRequest, PagedList, serverMessage, type HttpClient, makeStoreObservable } from '@casino/platform';
import { action } from 'mobx';
import { getBoardMessage } from '../../../api/get-board-message';
import { listBoardMessages } from '../../../api/list-board-messages';

/** The board's tabs: announcements and events (popup-type ones are shown by the shell on load). */
export const NOTICE_TABS = ['notice', 'event'] as const satisfies readonly BoardMessageType[];
export type NoticeTab = (typeof NOTICE_TABS)[number];

export type NoticeSummary = DataOf<typeof boardMessageList>['items'][number];
export type BoardMessage = DataOf<typeof boardMessageGet>;

/** A detail that did not load: the server's `message`, or null for "Error occurred". */
export type ShowResult = { outcome: 'shown' } | { outcome: 'failed'; message: string | null } | { outcome: 'superseded' };

/** The announcement board: one paged list per tab and the announcement being read. */
export class NoticeBoard {
  tab: NoticeTab;
  readonly lists: Record<NoticeTab, PagedList<NoticeSummary>>;
  /** The announcement being fetched, so its row can show a spinner. */
  openingId: number | null = null;
  detail: BoardMessage | null = null;
  // Clicking another title (or Back) while one loads must not let the older answer show.
  private readonly latest = new LatestRequest();

  constructor(
    private readonly http: HttpClient,
    initialTab: NoticeTab = 'notice',
  ) {
    this.tab = initialTab;
    const listOf = (type: NoticeTab) => new PagedList<NoticeSummary>((page, pageSize) => listBoardMessages(http, { type, page, pageSize }));
    this.lists = { notice: listOf('notice'), event: listOf('event') };
    makeStoreObservable<NoticeBoard, 'http' | 'latest'>(this, { http: false, lists: false, latest: false }, { autoBind: true });
  }

  get list(): PagedList<NoticeSummary> {
    return this.lists[this.tab];
  }

  setTab(tab: NoticeTab): void {
    this.tab = tab;
    this.back();
    void this.list.load();
  }

  async show(id: number): Promise<ShowResult> {
    const isLatest = this.latest.begin();
    this.openingId = id;
    try {
      const detail = await getBoardMessage(this.http, id);
      if (!isLatest()) return { outcome: 'superseded' };
      action('noticeShown', () => {
        this.detail = detail;
        // A linked event opens under its own tab, so Back lists the events.
        const tab = NOTICE_TABS.find((candidate) => candidate === detail.type);
        if (tab && tab !== this.tab) {
          this.tab = tab;
          void this.list.load();
        }
      })();
      return { outcome: 'shown' };
    } catch (error) {
      if (!isLatest()) return { outcome: 'superseded' };
      return { outcome: 'failed', message: serverMessage(error) };
    } finally {
      if (isLatest()) action('noticeSettled', () => (this.openingId = null))();
    }
  }

  back(): void {
    this.latest.invalidate();
    this.openingId = null;
    this.detail = null;
  }
}
