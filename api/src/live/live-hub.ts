import { LIVE_CLOSE, type LiveServerMessage } from '@casino/contract';
import type { ChangeListener } from '../db/change-feed';
import { FIGURE_OF_ACCOUNT, parseLiveEvent } from './live-messages';

/** One page's channel, as the hub sees it: whose it is, and how to reach or end it. */
export interface LiveConnection {
  readonly userId: number;
  readonly sessionId: number;
  /** Sends one message as its JSON text, serialised once by the hub for every page it reaches. */
  send(frame: string): void;
  close(code: number, reason: string): void;
}

/**
 * The live channels of one API process (decision 070), by account: the events every process
 * hears from the database (`live_event`) reach the pages here they are about, and no others.
 */
export class LiveHub implements ChangeListener {
  readonly #byUser = new Map<number, Set<LiveConnection>>();

  /** Adds a page's channel; the function returned removes it (when the socket closes). */
  attach(connection: LiveConnection): () => void {
    let own = this.#byUser.get(connection.userId);
    if (!own) this.#byUser.set(connection.userId, (own = new Set()));
    own.add(connection);
    return () => {
      own.delete(connection);
      if (own.size === 0 && this.#byUser.get(connection.userId) === own) this.#byUser.delete(connection.userId);
    };
  }

  /** How many pages of this session are open here. */
  pagesOf(userId: number, sessionId: number): number {
    let pages = 0;
    for (const connection of this.#byUser.get(userId) ?? []) if (connection.sessionId === sessionId) pages += 1;
    return pages;
  }

  /** Content tables changed: nothing a page's channel carries yet. */
  changed(): void {}

  /** An event as the database sent it. */
  live(payload: string): void {
    const event = parseLiveEvent(payload);
    if (!event) return;
    if (event.kind === 'changed') {
      const frame = frameOf({ type: 'changed', topic: event.topic });
      for (const user of event.users) for (const connection of this.#byUser.get(user) ?? []) connection.send(frame);
      return;
    }
    const own = [...(this.#byUser.get(event.user) ?? [])];
    if (event.kind === 'session_ended') {
      for (const connection of own) {
        if (connection.sessionId === event.session) connection.close(event.stopped ? LIVE_CLOSE.stopped : LIVE_CLOSE.sessionEnded, event.stopped ? 'stopped' : 'session ended');
      }
    } else {
      const frame = frameOf({ type: 'balance', figure: FIGURE_OF_ACCOUNT[event.account], amount: event.balance, version: event.version });
      for (const connection of own) connection.send(frame);
    }
  }

  /** The process stopped hearing the database for a while: every page reads its state again. */
  lost(): void {
    const frame = frameOf({ type: 'resync' });
    for (const own of this.#byUser.values()) for (const connection of own) connection.send(frame);
  }
}

/** A message as the channel carries it. */
export function frameOf(message: LiveServerMessage): string {
  return JSON.stringify(message);
}
