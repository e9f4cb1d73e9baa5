import { LatestRequest, makeStoreObservable } from '@casino/platform';
import { action } from 'mobx';

/** One count the server keeps (unread notes, unconfirmed answers); null while not known. */
export class ServerCount {
  value: number | null = null;
  private readonly latest = new LatestRequest();

  constructor(private readonly fetchCount: () => Promise<number>) {
    makeStoreObservable<ServerCount, 'latest' | 'fetchCount'>(this, { latest: false, fetchCount: false }, { autoBind: true });
  }

  /** Asks the server; only the newest answer lands, and a failure keeps what is shown. */
  async refresh(): Promise<void> {
    const isLatest = this.latest.begin();
    try {
      const value = await this.fetchCount();
      if (isLatest()) action('countLoaded', () => (this.value = value))();
    } catch {
      // The badge keeps its number; the next poll asks again.
    }
  }

  /** Someone who knows told the new count: it outranks any answer still in flight. Without one, ask. */
  tell(value: number | undefined): void {
    if (value === undefined) {
      void this.refresh();
      return;
    }
    this.latest.invalidate();
    this.value = value;
  }

  clear(): void {
    this.latest.invalidate();
    this.value = null;
  }
}
