import type { FirebaseOptions } from 'firebase/app';
import type { Database } from 'firebase/database';
import { makeStoreObservable } from '../make-store-observable';
import { action, observable, reaction } from 'mobx';
import type { LiveFeed, LiveListener } from './live-feed';

export type RealtimeStatus = 'disabled' | 'idle' | 'starting' | 'ready' | 'failed';

/** Opens the database handle; any rejection counts as "no realtime". */
export type RealtimeConnector = (options: FirebaseOptions) => Promise<Database>;

// Dynamic imports keep firebase out of the first bundle.
export const connectFirebase: RealtimeConnector = async (options) => {
  const [{ initializeApp }, { getDatabase }] = await Promise.all([import('firebase/app'), import('firebase/database')]);
  return getDatabase(initializeApp(options));
};

export type Schedule = (task: () => void) => void;

/** After first paint and when the browser is idle, so start-up never waits on it. */
export const afterFirstPaint: Schedule = (task) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 0);
};

/** The API's live channel (decision 070), open while `signedIn()` holds. */
export interface LiveOptions {
  channel: { start(): void; stop(): void };
  /** What the channel hears. */
  feed: LiveFeed;
  signedIn(): boolean;
}

export interface RealtimeOptions {
  firebase: FirebaseOptions | null | undefined;
  connect?: RealtimeConnector;
  schedule?: Schedule;
  live?: LiveOptions;
}

/**
 * The app-wide realtime handle: the spec's realtime database (spec 1) and the API's live channel.
 * Both start in the background after the first paint and are never awaited: offline, firebase
 * set-up succeeds but reads never resolve, and its failures are silently ignored; the live
 * channel opens while someone is signed in and closes at sign-out.
 */
export class RealtimeHandle {
  database: Database | null = null;
  status: RealtimeStatus;

  readonly #options: FirebaseOptions | null;
  readonly #connect: RealtimeConnector;
  readonly #schedule: Schedule;
  readonly #live: LiveOptions | null;
  #liveStarted = false;

  constructor({ firebase, connect = connectFirebase, schedule = afterFirstPaint, live }: RealtimeOptions) {
    this.#options = firebase ?? null;
    this.#connect = connect;
    this.#schedule = schedule;
    this.#live = live ?? null;
    this.status = this.#options ? 'idle' : 'disabled';
    // The database object is firebase's own; observing only the reference is enough.
    makeStoreObservable(this, { database: observable.ref }, { autoBind: true });
  }

  /**
   * The live channel's messages from now on, for a remote's live view (a remote never opens a
   * channel of its own); the function returned unsubscribes. Nothing arrives on a page without one.
   */
  subscribe(listener: LiveListener): () => void {
    return this.#live?.feed.subscribe(listener) ?? (() => undefined);
  }

  /** Whether the live channel is open and heard now (observable): while it is not, pages poll. */
  get liveConnected(): boolean {
    return this.#live?.feed.connected ?? false;
  }

  /** Idempotent; returns at once. */
  start(): void {
    this.#startLive();
    const options = this.#options;
    if (!options || this.status !== 'idle') return;
    this.status = 'starting';
    this.#schedule(() => {
      void Promise.resolve()
        .then(() => this.#connect(options))
        .then(
          action('realtimeReady', (database: Database) => {
            this.database = database;
            this.status = 'ready';
          }),
          action('realtimeFailed', () => {
            this.status = 'failed';
          }),
        );
    });
  }

  #startLive(): void {
    const live = this.#live;
    if (!live || this.#liveStarted) return;
    this.#liveStarted = true;
    this.#schedule(() => {
      reaction(live.signedIn, (signedIn) => (signedIn ? live.channel.start() : live.channel.stop()), { fireImmediately: true });
    });
  }
}
