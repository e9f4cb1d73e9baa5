/** What the heartbeat needs of a socket (`ws`'s). */
export interface BeatingSocket {
  ping(): void;
  terminate(): void;
  on(event: 'pong', listener: () => void): unknown;
}

/** How often each open channel is asked for a sign of life; one silent for a whole beat is ended. */
export const HEARTBEAT_MS = 30_000;

/**
 * Finds the channels whose page is gone without a goodbye (a phone that lost its network, a
 * laptop shut): each beat sends every socket a WebSocket ping, which browsers answer by
 * themselves, and ends a socket that did not answer the one before. Its memory and its place in
 * the hub are freed, and no proxy on the way drops a quiet connection that still lives.
 */
export class Heartbeat {
  readonly #answered = new Map<BeatingSocket, boolean>();

  /** Watches a socket from now until `forget`. */
  track(socket: BeatingSocket): void {
    this.#answered.set(socket, true);
    socket.on('pong', () => {
      if (this.#answered.has(socket)) this.#answered.set(socket, true);
    });
  }

  forget(socket: BeatingSocket): void {
    this.#answered.delete(socket);
  }

  /** One beat: ends the silent, asks the rest. */
  beat(): void {
    for (const [socket, answered] of this.#answered) {
      if (!answered) {
        this.#answered.delete(socket);
        socket.terminate();
        continue;
      }
      this.#answered.set(socket, false);
      socket.ping();
    }
  }

  get size(): number {
    return this.#answered.size;
  }
}
