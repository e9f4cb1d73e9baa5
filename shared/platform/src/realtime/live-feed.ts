import type { LiveServerMessage } from '@casino/contract';
import { action } from 'mobx';
import { makeStoreObservable } from '../make-store-observable';

export type LiveListener = (message: LiveServerMessage) => void;

/**
 * What the page's live channel hears, for whoever subscribes (the user store, remotes through
 * `platform.realtime`), and whether it hears anything now: `connected` from the server's greeting
 * to the socket's close, so polling can stand in while it is false. Kept apart from the channel,
 * whose code is fetched only once someone signs in.
 */
export class LiveFeed {
  connected = false;
  readonly #listeners = new Set<LiveListener>();

  constructor() {
    makeStoreObservable(this, { deliver: false, closed: false, subscribe: false }, { autoBind: true });
  }

  /** Calls `listener` with each message from now on; the function returned stops it. */
  subscribe(listener: LiveListener): () => void {
    const own = (message: LiveServerMessage) => listener(message);
    this.#listeners.add(own);
    return () => this.#listeners.delete(own);
  }

  deliver(message: LiveServerMessage): void {
    if (message.type === 'ready') action('liveConnected', () => (this.connected = true))();
    for (const listener of [...this.#listeners]) {
      // One subscriber's fault (a remote's) must not keep the message from the others.
      try {
        listener(message);
      } catch (error) {
        globalThis.reportError?.(error);
      }
    }
  }

  closed(): void {
    action('liveClosed', () => (this.connected = false))();
  }
}
