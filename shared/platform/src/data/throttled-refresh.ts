/**
 * A refresh asked for by every change the live channel tells, run at most once every `everyMs`:
 * at once when the last run is older than that, else once at the end of the wait, however many
 * changes came meanwhile. What a page shows stays on screen until the read answers.
 */
export class ThrottledRefresh {
  #lastRun = -Infinity;
  #waiting: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly refresh: () => void,
    private readonly everyMs: number,
  ) {
    this.soon = this.soon.bind(this);
  }

  soon(): void {
    if (this.#waiting) return;
    this.#waiting = setTimeout(
      () => {
        this.#waiting = null;
        this.#lastRun = performance.now();
        this.refresh();
      },
      Math.max(0, this.#lastRun + this.everyMs - performance.now()),
    );
  }

  /** Nothing more (the page went): a run waiting is dropped. */
  stop(): void {
    if (this.#waiting) clearTimeout(this.#waiting);
    this.#waiting = null;
  }
}
