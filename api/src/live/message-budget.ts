import { LIVE_MAX_MESSAGES, LIVE_MESSAGE_WINDOW_MS } from '@casino/contract';

/**
 * How many messages one page's channel may still send: `LIVE_MAX_MESSAGES` in any window of
 * `LIVE_MESSAGE_WINDOW_MS` (a sliding window over the times of the last ones). A page needs a
 * keep-alive a minute at most; a flood closes its channel and touches nothing else.
 */
export class MessageBudget {
  readonly #times: number[] = [];

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts a message; false when it is one too many. */
  take(): boolean {
    const now = this.now();
    while (this.#times.length > 0 && this.#times[0]! <= now - LIVE_MESSAGE_WINDOW_MS) this.#times.shift();
    if (this.#times.length >= LIVE_MAX_MESSAGES) return false;
    this.#times.push(now);
    return true;
  }
}
