import { action, makeObservable, observable } from 'mobx';

/**
 * Waits between probes while the server cannot be reached: quick at first (a restart takes a
 * few seconds), then every 3 s, so a page is back within about 3 s of the server's return.
 */
export const PROBE_DELAYS_MS = [500, 1_000, 2_000, 3_000] as const;

/**
 * Whether this page can reach its server, as the page last found out. Anything that fails to
 * reach it (an API call, a chunk, a remote) says so; from then on the server is probed with
 * backoff until it answers, and whoever waits (a chunk to retry, a remote slot) goes on.
 */
export class ServerConnection {
  reachable = true;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private probing: Promise<boolean> | null = null;
  private readonly waiting = new Set<() => void>();
  private readonly reconnectListeners = new Set<() => void>();

  /** `probe`: one request to the server, true when it answered. */
  constructor(private readonly probe: () => Promise<boolean>) {
    makeObservable<ServerConnection, 'setReachable'>(this, { reachable: observable, setReachable: action });
  }

  /** Something failed to reach the server: from now on, probe until it answers. */
  reportUnreachable = (): void => {
    if (!this.reachable) return;
    this.setReachable(false);
    this.attempt = 0;
    this.schedule();
  };

  /**
   * A request got no answer: ask the server now (a lost request is not an outage), unless the
   * backoff is already waiting for it.
   */
  noteNoAnswer = (): void => {
    if (this.reachable) void this.check();
  };

  /** The visitor asked: probe now instead of at the next step of the backoff. */
  retryNow = (): void => {
    if (this.reachable) return;
    clearTimeout(this.timer);
    this.probeOrBackOff();
  };

  /** Asks the server now (one request at a time); a failure starts the probing. */
  check(): Promise<boolean> {
    this.probing ??= this.probe()
      .catch(() => false)
      .then((answered) => {
        this.probing = null;
        if (answered) this.markReachable();
        else this.reportUnreachable();
        return answered;
      });
    return this.probing;
  }

  /** Settles at once while reachable, else when the server answers again. */
  whenReachable(): Promise<void> {
    if (this.reachable) return Promise.resolve();
    return new Promise((resolve) => this.waiting.add(resolve));
  }

  /** Runs `listener` each time the server answers again after an outage; answers an unsubscribe. */
  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  private schedule(): void {
    clearTimeout(this.timer);
    const delay = PROBE_DELAYS_MS[Math.min(this.attempt++, PROBE_DELAYS_MS.length - 1)];
    this.timer = setTimeout(() => this.probeOrBackOff(), delay);
  }

  /** Probes now; without an answer, waits for the next step of the backoff. */
  private probeOrBackOff(): void {
    void this.check().then((answered) => answered || this.schedule());
  }

  private setReachable(reachable: boolean): void {
    this.reachable = reachable;
  }

  private markReachable(): void {
    clearTimeout(this.timer);
    if (this.reachable) return;
    this.setReachable(true);
    const waiting = [...this.waiting];
    this.waiting.clear();
    waiting.forEach((resolve) => resolve());
    this.reconnectListeners.forEach((listener) => listener());
  }
}
