import { LatestRequest, type HttpClient, makeStoreObservable } from '@casino/platform';
import { action } from 'mobx';
import { getBoardMessage } from './api/get-board-message';
import { listBoardPopups } from './api/list-board-popups';
import { listImagePopups } from './api/list-image-popups';
import { IDLE_POPUPS, currentPopup, loadPopupQueue, popupReducer, type PopupAction, type PopupItem, type PopupState } from './popup-sequence';

export interface PopupRun {
  /** Signed in: the announcement popups come first. */
  signedIn: boolean;
  /** Asked again when the queue arrives: the visitor may have moved on to a page without popups. */
  suppressed: () => boolean;
}

/** The popup sequence's state (the rules are popup-sequence.ts): loads a queue, shows it one at a time. */
export class PopupStore {
  state: PopupState = IDLE_POPUPS;
  private readonly latest = new LatestRequest();

  constructor(
    private readonly http: HttpClient,
    /** The path the server answered 404 when the site loaded: an error page, with no popups. */
    readonly notFoundPath: string | null = null,
  ) {
    makeStoreObservable<PopupStore, 'http' | 'latest'>(this, { http: false, latest: false, notFoundPath: false }, { autoBind: true });
  }

  get current(): PopupItem | null {
    return currentPopup(this.state);
  }

  /** Loads the queue and starts it; only the newest run may show its queue. */
  async run({ signedIn, suppressed }: PopupRun): Promise<void> {
    if (suppressed()) return;
    const isLatest = this.latest.begin();
    const items = await loadPopupQueue({
      loggedIn: signedIn,
      listBoardPopups: () => listBoardPopups(this.http),
      getBoardMessage: (id) => getBoardMessage(this.http, id),
      listImagePopups: () => listImagePopups(this.http),
    });
    if (isLatest() && !suppressed()) this.dispatch({ type: 'start', items });
  }

  close(): void {
    this.dispatch({ type: 'close' });
  }

  /** modals.closeAll (a 401): everything goes, and a run still loading is cancelled. */
  closeAll(): void {
    this.latest.invalidate();
    this.dispatch({ type: 'closeAll' });
  }

  private dispatch(popupAction: PopupAction): void {
    action('popupStep', () => (this.state = popupReducer(this.state, popupAction)))();
  }
}
