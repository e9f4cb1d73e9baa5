import { LatestRequest, type HttpClient, makeStoreObservable } from '@casino/platform';
import { action } from 'mobx';
import { getBoardMessage } from './api/get-board-message';
import { listBoardPopups } from './api/list-board-popups';
import { listImagePopups } from './api/list-image-popups';
import { IDLE_POPUPS, currentPopup, loadPopupQueue, popupKey, popupReducer, type PopupAction, type PopupItem, type PopupState } from './popup-sequence';

export interface PopupRun {
  /** Signed in: the announcement popups come first. */
  signedIn: boolean;
  /** Asked again when the queue arrives: the visitor may have moved on to a page without popups. */
  suppressed: () => boolean;
}

/**
 * The popup sequence's state (the rules are popup-sequence.ts): loads a queue, shows it one at a
 * time. A popup published while the page is open (the live channel's `popups`) marks the store
 * stale; the next navigation reads the popups again and shows only those this page never offered.
 */
export class PopupStore {
  state: PopupState = IDLE_POPUPS;
  stale = false;
  private readonly latest = new LatestRequest();
  /** The reads of popups published since; a full run supersedes them, never the other way. */
  private readonly appends = new LatestRequest();
  /** Every popup this page has queued (`popupKey`), closed or not. */
  private readonly offered = new Set<string>();

  constructor(
    private readonly http: HttpClient,
    /** The path the server answered 404 when the site loaded: an error page, with no popups. */
    readonly notFoundPath: string | null = null,
  ) {
    makeStoreObservable<PopupStore, 'http' | 'latest' | 'appends' | 'offered' | 'read'>(
      this,
      { http: false, latest: false, appends: false, notFoundPath: false, offered: false, read: false },
      { autoBind: true },
    );
  }

  get current(): PopupItem | null {
    return currentPopup(this.state);
  }

  /** Loads the queue and starts it; only the newest run may show its queue. */
  async run({ signedIn, suppressed }: PopupRun): Promise<void> {
    if (suppressed()) return;
    const isLatest = this.latest.begin();
    this.appends.invalidate();
    const { items } = await this.read(signedIn);
    if (!isLatest() || suppressed()) return;
    for (const item of items) this.offered.add(popupKey(item));
    this.dispatch({ type: 'start', items });
  }

  /** The popups changed on the server: read at the next navigation. */
  markStale(): void {
    this.stale = true;
  }

  /**
   * When stale: the popups published since, after those still queued (or at once). Stale it
   * stays until a read has been shown: a page without popups, a failed read or a full run
   * meanwhile leaves them for the next navigation.
   */
  async runNew({ signedIn, suppressed }: PopupRun): Promise<void> {
    if (!this.stale || suppressed()) return;
    this.stale = false;
    const isLatest = this.appends.begin();
    const { items, complete } = await this.read(signedIn, this.offered);
    if (!isLatest() || suppressed() || !complete) {
      if (isLatest()) this.markStale();
      return;
    }
    for (const item of items) this.offered.add(popupKey(item));
    this.dispatch({ type: 'append', items });
  }

  close(): void {
    this.dispatch({ type: 'close' });
  }

  /** modals.closeAll (a 401): everything goes, and a run still loading is cancelled. */
  closeAll(): void {
    this.latest.invalidate();
    this.appends.invalidate();
    this.dispatch({ type: 'closeAll' });
  }

  private async read(signedIn: boolean, offered?: ReadonlySet<string>): Promise<{ items: PopupItem[]; complete: boolean }> {
    let complete = true;
    const items = await loadPopupQueue({
      loggedIn: signedIn,
      offered,
      onFailure: () => (complete = false),
      listBoardPopups: () => listBoardPopups(this.http),
      getBoardMessage: (id) => getBoardMessage(this.http, id),
      listImagePopups: () => listImagePopups(this.http),
    });
    return { items, complete };
  }

  private dispatch(popupAction: PopupAction): void {
    action('popupStep', () => (this.state = popupReducer(this.state, popupAction)))();
  }
}
