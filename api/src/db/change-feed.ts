import pg from 'pg';

/** The channel migration 018's triggers notify with the name of the table a statement changed. */
export const CONTENT_CHANNEL = 'content_changed';

/** The channel the live channel's events come on (migration 035, decision 070): JSON, one event each. */
export const LIVE_CHANNEL = 'live_event';

/** The tables those triggers watch: an answer read from any other table would never be dropped. */
export const WATCHED_TABLES = ['game_brands', 'games', 'board_messages', 'popups', 'carousel_slides', 'marquee_items', 'site_settings', 'users', 'user_ancestors', 'remote_channels', 'remote_releases'] as const;
export type WatchedTable = (typeof WATCHED_TABLES)[number];

/** How the feed's connection shows in pg_stat_activity. */
export const FEED_APPLICATION = 'casino-change-feed';

export interface ChangeListener {
  /** `table` changed, in a transaction that has committed. */
  changed(table: string): void;
  /** A live event (its JSON), from a transaction that has committed. */
  live?(payload: string): void;
  /** The feed stopped listening for a while (or just started): anything may have changed meanwhile. */
  lost(): void;
}

export interface ChangeFeed {
  /** True while changes are being heard; a listener must not trust what it kept while this is false. */
  readonly live: boolean;
  /** Adds a listener; the function returned removes it. */
  listen(listener: ChangeListener): () => void;
  /**
   * Resolves once every change committed before the call has reached the listeners (or they were
   * told `lost`): PostgreSQL delivers pending notifications before it answers a query on the
   * listening connection.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

export interface ChangeFeedOptions {
  /** Wait before each attempt to listen again after the connection is lost (default 1 s). */
  retryMs?: number;
  onError?: (err: Error) => void;
}

const warnLost = (err: Error) => console.warn(`content change feed: ${err.message}; listening again shortly`);

/** Listens on its own connection to `url` (not a pooled one: LISTEN belongs to one session). */
export async function listenForChanges(url: string, options: ChangeFeedOptions = {}): Promise<ChangeFeed> {
  const retryMs = options.retryMs ?? 1000;
  const onError = options.onError ?? warnLost;
  const listeners = new Set<ChangeListener>();
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, application_name: FEED_APPLICATION });
    next.on('notification', (message) => {
      const payload = message.payload;
      if (!payload) return;
      if (message.channel === CONTENT_CHANNEL) for (const listener of listeners) listener.changed(payload);
      else if (message.channel === LIVE_CHANNEL) for (const listener of listeners) listener.live?.(payload);
    });
    next.on('error', (err) => drop(next, err));
    next.on('end', () => drop(next, new Error('connection ended')));
    try {
      await next.connect();
      await next.query(`LISTEN ${CONTENT_CHANNEL}; LISTEN ${LIVE_CHANNEL}`);
    } catch (err) {
      next.end().catch(() => {});
      throw err;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    // Whatever was built before this moment may predate a change nobody heard.
    for (const listener of listeners) listener.lost();
  };

  const scheduleRetry = () => {
    retry = setTimeout(() => {
      retry = null;
      connect().catch((err: Error) => {
        if (closed) return;
        onError(err);
        scheduleRetry();
      });
    }, retryMs);
    retry.unref();
  };

  function drop(which: pg.Client, err: Error) {
    if (which !== client) return;
    client = null;
    for (const listener of listeners) listener.lost();
    which.removeAllListeners('notification');
    which.end().catch(() => {});
    if (closed) return;
    onError(err);
    scheduleRetry();
  }

  await connect();
  return {
    get live() {
      return client !== null;
    },
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async sync() {
      const current = client;
      if (!current) return;
      try {
        await current.query('SELECT 1');
      } catch (err) {
        drop(current, err as Error);
      }
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end();
    },
  };
}
