/**
 * How a pop-up window tells the back-office page that opened it to load its lists again (after a
 * top-up, a new member, a rate change). Two roads, one message:
 * - `postMessage` to `window.opener`, with the page's own origin as the target, so a window
 *   opened by another site never hears it; the page checks `event.origin` the same way.
 * - a `BroadcastChannel` named 'partner', so other back-office tabs of this origin refresh too
 *   (and the page still hears it if the opener link was lost, e.g. after the page reloaded).
 * A page that gets the same message by both roads refreshes once: each message carries an id.
 */
export const PARTNER_CHANNEL = 'partner';
export const REFRESH = 'partner:refresh';

export interface RefreshMessage {
  type: typeof REFRESH;
  id: string;
}

const isRefresh = (data: unknown): data is RefreshMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === REFRESH && typeof (data as { id?: unknown }).id === 'string';

const newChannel = (): BroadcastChannel | null => (typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(PARTNER_CHANNEL));

/** Where this window came from: a back-office page of this origin, none, or somewhere else. */
export type OpenerState = 'same-origin' | 'missing' | 'foreign';

export function openerState(win: Window = window): OpenerState {
  const opener = win.opener as Window | null;
  if (!opener || opener.closed) return 'missing';
  try {
    // Reading another origin's location throws: that is the test.
    return opener.location.origin === win.location.origin ? 'same-origin' : 'foreign';
  } catch {
    return 'foreign';
  }
}

/** Tells the opener (and the other back-office tabs) to refresh. True when an opener of this origin was told. */
export function notifyRefresh(win: Window = window): boolean {
  const message: RefreshMessage = { type: REFRESH, id: crypto.randomUUID() };
  const toOpener = openerState(win) === 'same-origin';
  if (toOpener) (win.opener as Window).postMessage(message, win.location.origin);
  const channel = newChannel();
  channel?.postMessage(message);
  channel?.close();
  return toOpener;
}

/** Calls `listener` once per refresh message from a window of this origin; returns the unsubscribe. */
export function onRefresh(listener: () => void, win: Window = window): () => void {
  const seen = new Set<string>();
  const take = (data: unknown) => {
    if (!isRefresh(data) || seen.has(data.id)) return;
    seen.add(data.id);
    listener();
  };
  const onMessage = (event: MessageEvent) => {
    if (event.origin === win.location.origin) take(event.data);
  };
  win.addEventListener('message', onMessage);
  const channel = newChannel();
  if (channel) channel.onmessage = (event) => take(event.data);
  return () => {
    win.removeEventListener('message', onMessage);
    channel?.close();
  };
}
