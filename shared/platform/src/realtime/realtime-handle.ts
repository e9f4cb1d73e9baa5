import type { FirebaseOptions } from 'firebase/app';
import type { Database } from 'firebase/database';
import { makeStoreObservable } from '../make-store-observable';
import { action, observable } from 'mobx';

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

export interface RealtimeOptions {
  firebase: FirebaseOptions | null | undefined;
  connect?: RealtimeConnector;
  schedule?: Schedule;
}

/**
 * The app-wide realtime database handle (spec 1). Started in the background and never awaited:
 * offline, firebase set-up succeeds but reads never resolve. Failures are silently ignored.
 */
export class RealtimeHandle {
  database: Database | null = null;
  status: RealtimeStatus;

  readonly #options: FirebaseOptions | null;
  readonly #connect: RealtimeConnector;
  readonly #schedule: Schedule;

  constructor({ firebase, connect = connectFirebase, schedule = afterFirstPaint }: RealtimeOptions) {
    this.#options = firebase ?? null;
    this.#connect = connect;
    this.#schedule = schedule;
    this.status = this.#options ? 'idle' : 'disabled';
    // The database object is firebase's own; observing only the reference is enough.
    makeStoreObservable(this, { database: observable.ref }, { autoBind: true });
  }

  /** Idempotent; returns at once. */
  start(): void {
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
}
