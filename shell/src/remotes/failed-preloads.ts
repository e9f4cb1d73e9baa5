/**
 * Chromium answers the first request that matches a failed `<link rel=preload>` with the
 * preload's error, without asking the network again. The server preloads a page's remote
 * entry and files, so after a network blip at page load the first real try would fail for
 * nothing. This keeps the failed scripts (seen on the page); the loader tries a download once
 * more at once when it failed on a preloaded URL for the first time (each URL can be stale only
 * once).
 */
export class FailedPreloads {
  /** Script URLs in the order they failed. */
  private readonly failures: string[] = [];
  private readonly failuresByUrl = new Map<string, number>();

  constructor(private readonly doc: Document) {
    // Capture: a script's error event does not bubble, and its loader removes it right after.
    doc.addEventListener(
      'error',
      (event) => {
        const target = event.target;
        if (target instanceof HTMLScriptElement && target.src) this.recordFailure(target.src);
      },
      true,
    );
  }

  /** A point in the failure log, taken before a try. */
  mark(): number {
    return this.failures.length;
  }

  /** True when a URL that failed since `mark` was preloaded and failed for its first time. */
  staleSince(mark: number): boolean {
    return this.failures.slice(mark).some((url) => this.failuresByUrl.get(url) === 1 && this.isPreloaded(url));
  }

  private recordFailure(url: string): void {
    this.failures.push(url);
    this.failuresByUrl.set(url, (this.failuresByUrl.get(url) ?? 0) + 1);
  }

  private isPreloaded(url: string): boolean {
    return Array.from(this.doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).some((link) => link.href === url);
  }
}
