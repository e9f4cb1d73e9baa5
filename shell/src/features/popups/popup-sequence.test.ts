import { ApiError } from '@casino/platform';
import { IDLE_POPUPS, currentPopup, loadPopupQueue, popupReducer, popupsSuppressed, type PopupItem, type PopupSources, type PopupState } from './popup-sequence';

const board = (id: number): PopupItem => ({ kind: 'board', id, title: `notice ${id}`, content: `<p>${id}</p>` });
const image = (id: number, closable = true): PopupItem => ({ kind: 'image', id, title: `image ${id}`, imageUrl: `/static/${id}.png`, closable });

function sources(overrides: Partial<PopupSources> = {}): PopupSources {
  return {
    loggedIn: true,
    listBoardPopups: jest.fn(async () => [{ id: 1 }, { id: 2 }]),
    getBoardMessage: jest.fn(async (id: number) => ({ id, title: `notice ${id}`, content: `<p>${id}</p>` })),
    listImagePopups: jest.fn(async () => [
      { id: 10, title: 'image 10', image_url: '/static/10.png', is_non_closable: false },
      { id: 11, title: 'image 11', image_url: '/static/11.png', is_non_closable: true },
    ]),
    ...overrides,
  };
}

function closeAllSteps(state: PopupState, steps: number) {
  let next = state;
  for (let i = 0; i < steps; i += 1) next = popupReducer(next, { type: 'close' });
  return next;
}

describe('popup sequence', () => {
  it('shows announcements first, then images, one at a time; after the last nothing is shown', () => {
    let state = popupReducer(IDLE_POPUPS, { type: 'start', items: [board(1), board(2), image(10)] });
    const seen: Array<number | undefined> = [];
    while (currentPopup(state)) {
      seen.push(currentPopup(state)?.id);
      state = popupReducer(state, { type: 'close' });
    }
    expect(seen).toEqual([1, 2, 10]);
    expect(currentPopup(state)).toBeNull();
    expect(popupReducer(state, { type: 'close' })).toBe(state);
  });

  it('cannot pass a non-closable image', () => {
    const state = closeAllSteps(popupReducer(IDLE_POPUPS, { type: 'start', items: [board(1), image(11, false), image(12)] }), 5);
    expect(currentPopup(state)).toMatchObject({ id: 11, closable: false });
  });

  it('clears everything on closeAll, even a non-closable image', () => {
    const state = popupReducer(IDLE_POPUPS, { type: 'start', items: [image(11, false)] });
    expect(currentPopup(popupReducer(state, { type: 'closeAll' }))).toBeNull();
  });

  it('restarts from the first item when started again (refetch event)', () => {
    const state = closeAllSteps(popupReducer(IDLE_POPUPS, { type: 'start', items: [board(1), board(2)] }), 1);
    expect(currentPopup(popupReducer(state, { type: 'start', items: [board(3)] }))?.id).toBe(3);
  });

  it('appends popups published since after those still queued, or shows them at once after the last', () => {
    const running = popupReducer(IDLE_POPUPS, { type: 'start', items: [board(1), image(10)] });
    expect(currentPopup(popupReducer(running, { type: 'append', items: [image(12)] }))?.id).toBe(1);
    const finished = closeAllSteps(running, 2);
    expect(currentPopup(popupReducer(finished, { type: 'append', items: [image(12)] }))?.id).toBe(12);
    expect(popupReducer(finished, { type: 'append', items: [] })).toBe(finished);
  });

  it('leaves out what the page already offered, without reading those announcements again', async () => {
    const from = sources({ offered: new Set(['board:1', 'image:10']) });
    const items = await loadPopupQueue(from);
    expect(items.map((item) => `${item.kind}:${item.id}`)).toEqual(['board:2', 'image:11']);
    expect(from.getBoardMessage).toHaveBeenCalledTimes(1);
  });

  it('loads announcements before images when logged in', async () => {
    const items = await loadPopupQueue(sources());
    expect(items.map((item) => `${item.kind}:${item.id}`)).toEqual(['board:1', 'board:2', 'image:10', 'image:11']);
    expect(items[3]).toMatchObject({ closable: false, imageUrl: '/static/11.png' });
  });

  it('skips announcement popups when logged out', async () => {
    const src = sources({ loggedIn: false });
    const items = await loadPopupQueue(src);
    expect(items.map((item) => item.kind)).toEqual(['image', 'image']);
    expect(src.listBoardPopups).not.toHaveBeenCalled();
    expect(src.getBoardMessage).not.toHaveBeenCalled();
  });

  it('turns a failed announcement detail into an error item carrying the server message', async () => {
    const apiError = new ApiError(404, 'NOT_FOUND', 'Announcement not found');
    const network = new ApiError(0, 'NETWORK', 'network');
    const items = await loadPopupQueue(
      sources({ getBoardMessage: async (id) => Promise.reject(id === 1 ? apiError : network), listImagePopups: async () => [] }),
    );
    expect(items).toEqual([
      { kind: 'board-error', id: 1, message: 'Announcement not found' },
      { kind: 'board-error', id: 2, message: null },
    ]);
  });

  it('still shows images when the announcement list fails, and the reverse', async () => {
    expect(await loadPopupQueue(sources({ listBoardPopups: async () => Promise.reject(new Error('x')) }))).toHaveLength(2);
    expect(await loadPopupQueue(sources({ listImagePopups: async () => Promise.reject(new Error('x')) }))).toHaveLength(2);
  });

  it('is suppressed outside the default layout (partner area, windows, /redirect) and by the is_partner / hide_popup flags', () => {
    expect(popupsSuppressed('/partner', '')).toBe(true);
    expect(popupsSuppressed('/partner/statement', '')).toBe(true);
    expect(popupsSuppressed('/windows/deposit-list', '')).toBe(true);
    expect(popupsSuppressed('/redirect', '?to=/game/slot')).toBe(true);
    expect(popupsSuppressed('/', '?is_partner=1')).toBe(true);
    expect(popupsSuppressed('/game/slot', '?hide_popup')).toBe(true);
    expect(popupsSuppressed('/', '')).toBe(false);
    expect(popupsSuppressed('/game/casino', '?modal=login')).toBe(false);
  });

  it('is suppressed on error pages: an unknown path, and the path the server answered 404 when the site loaded', () => {
    expect(popupsSuppressed('/no/such/page', '')).toBe(true);
    expect(popupsSuppressed('/game/slot/evolution/extra', '')).toBe(true);
    // A game type or brand the lobby does not have: only the server knew.
    expect(popupsSuppressed('/game/poker', '', '/game/poker')).toBe(true);
    expect(popupsSuppressed('/game/casino/999', '?x=1', '/game/casino/999')).toBe(true);
    expect(popupsSuppressed('/game/casino', '', '/game/poker')).toBe(false);
    expect(popupsSuppressed('/game/poker', '')).toBe(false);
  });
});
