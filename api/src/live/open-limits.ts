/** A session's open pages on one API process: tabs a person keeps open, with room to spare. */
export const LIVE_MAX_PAGES_PER_SESSION = 12;
/** Channels a session may open a minute on one process: a page cut and reopened waits 1 s, then doubles. */
export const LIVE_MAX_OPENS_PER_MINUTE = 30;
const MINUTE_MS = 60_000;

export type OpenRefusal = 'live.too_many_pages' | 'live.too_many_opens';

/**
 * What keeps one session from holding this process's sockets or its database (each greeting is
 * a read): a cap on its open pages and on how often it opens one, refused before the upgrade.
 */
export class OpenLimits {
  /** Each session's opens in the current minute, from its first one. */
  readonly #opens = new Map<number, { since: number; count: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts an open of `sessionId`, which has `openPages` here now; the refusal, or null. */
  admit(sessionId: number, openPages: number): OpenRefusal | null {
    if (openPages >= LIVE_MAX_PAGES_PER_SESSION) return 'live.too_many_pages';
    const now = this.now();
    const window = this.#opens.get(sessionId);
    if (!window || window.since <= now - MINUTE_MS) {
      this.#opens.set(sessionId, { since: now, count: 1 });
      return null;
    }
    if (window.count >= LIVE_MAX_OPENS_PER_MINUTE) return 'live.too_many_opens';
    window.count += 1;
    return null;
  }

  /** Forgets the minutes that are over (called on the heartbeat), so the map holds recent sessions only. */
  sweep(): void {
    const over = this.now() - MINUTE_MS;
    for (const [sessionId, window] of this.#opens) if (window.since <= over) this.#opens.delete(sessionId);
  }

  get size(): number {
    return this.#opens.size;
  }
}
