import { serverMessage } from '@casino/platform';
import { isUnknownPath, layoutOf } from '../../routes/route-table';

/**
 * The popup sequence of spec section 2 as a pure state machine: announcement popups first,
 * then image popups, one at a time; Close advances; a non-closable image cannot be passed;
 * after the last one nothing is shown. The component around it only renders `currentPopup`.
 */
export type PopupItem =
  | { kind: 'board'; id: number; title: string; content: string }
  /** An announcement whose detail failed to load: an error dialog with the server's message. */
  | { kind: 'board-error'; id: number; message: string | null }
  | { kind: 'image'; id: number; title: string; imageUrl: string; closable: boolean };

export interface PopupState {
  items: readonly PopupItem[];
  index: number;
}

export type PopupAction =
  | { type: 'start'; items: readonly PopupItem[] }
  /** Popups published since (the live channel): shown after the ones still queued, or at once. */
  | { type: 'append'; items: readonly PopupItem[] }
  | { type: 'close' }
  /** modals.closeAll (a 401): everything goes, even a non-closable image. */
  | { type: 'closeAll' };

export const IDLE_POPUPS: PopupState = { items: [], index: 0 };

export function currentPopup(state: PopupState): PopupItem | null {
  return state.items[state.index] ?? null;
}

export function isClosable(item: PopupItem): boolean {
  return item.kind !== 'image' || item.closable;
}

export function popupReducer(state: PopupState, action: PopupAction): PopupState {
  switch (action.type) {
    case 'start':
      return { items: action.items, index: 0 };
    case 'append':
      return action.items.length === 0 ? state : { items: [...state.items, ...action.items], index: state.index };
    case 'close': {
      const current = currentPopup(state);
      if (!current || !isClosable(current)) return state;
      return { items: state.items, index: state.index + 1 };
    }
    case 'closeAll':
      return IDLE_POPUPS;
  }
}

/**
 * Popups show only on the member site's pages (the default layout): never in the partner area
 * (a path containing /partner), its /windows pop-ups, on /redirect (a game launch window), or
 * with is_partner / hide_popup; nor over an error page (issue 26): an unknown path, or
 * `notFoundPath`, the path the server answered 404 when the site loaded (a game type or brand
 * that does not exist, which only the server knew).
 */
export function popupsSuppressed(pathname: string, search: string, notFoundPath: string | null = null): boolean {
  if (pathname.includes('/partner') || layoutOf(pathname) !== 'default') return true;
  if (isUnknownPath(pathname) || pathname === notFoundPath) return true;
  const query = new URLSearchParams(search);
  return query.has('is_partner') || query.has('hide_popup');
}

export interface BoardPopupSummary {
  id: number;
}
export interface BoardPopupDetail {
  id: number;
  title: string;
  content: string;
}
export interface ImagePopup {
  id: number;
  title: string;
  image_url: string;
  is_non_closable: boolean;
}

export interface PopupSources {
  loggedIn: boolean;
  /** Popups this page already offered (`popupKey`): left out, announcements not read again. */
  offered?: ReadonlySet<string>;
  /** Told when a list could not be read (the queue then lacks its popups). */
  onFailure?: () => void;
  listBoardPopups: () => Promise<BoardPopupSummary[]>;
  getBoardMessage: (id: number) => Promise<BoardPopupDetail>;
  listImagePopups: () => Promise<ImagePopup[]>;
}

/** One popup's identity across reads: an announcement (shown, or its failure) or an image. */
export function popupKey(item: Pick<PopupItem, 'kind' | 'id'>): string {
  return `${item.kind === 'image' ? 'image' : 'board'}:${item.id}`;
}

/** Builds the queue in spec order. A source that fails is skipped; the rest still show. */
export async function loadPopupQueue(sources: PopupSources): Promise<PopupItem[]> {
  const fresh = (item: Pick<PopupItem, 'kind' | 'id'>) => !sources.offered?.has(popupKey(item));
  const boards = sources.loggedIn ? await loadBoardPopups(sources, fresh) : [];
  const images = await sources.listImagePopups().catch((): ImagePopup[] => (sources.onFailure?.(), []));
  return [
    ...boards,
    ...images
      .map((image): PopupItem => ({ kind: 'image', id: image.id, title: image.title, imageUrl: image.image_url, closable: !image.is_non_closable }))
      .filter(fresh),
  ];
}

async function loadBoardPopups(sources: PopupSources, fresh: (item: Pick<PopupItem, 'kind' | 'id'>) => boolean): Promise<PopupItem[]> {
  const summaries = (await sources.listBoardPopups().catch((): BoardPopupSummary[] => (sources.onFailure?.(), []))).filter(({ id }) => fresh({ kind: 'board', id }));
  return Promise.all(
    summaries.map(async ({ id }): Promise<PopupItem> => {
      try {
        const detail = await sources.getBoardMessage(id);
        return { kind: 'board', id, title: detail.title, content: detail.content };
      } catch (error) {
        return { kind: 'board-error', id, message: serverMessage(error) };
      }
    }),
  );
}
