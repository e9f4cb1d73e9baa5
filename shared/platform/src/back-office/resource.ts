// By the package name, not a relative path: this entry is bundled apart from the platform module,
// and only the shared platform's ApiError class makes `isApiError` true for the http client's errors.
import { isApiError, LatestRequest } from '@casino/platform';
import { makeStoreObservable } from '../make-store-observable';
import { action } from 'mobx';

export type ResourceStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * One answer from the API that a screen shows (a summary, a total, a detail): its status, the last
 * value, and the server's message and status when it failed. Of overlapping loads only the newest
 * lands. A store builds it with its fetch (`new Resource(() => http.call(...))`); lists use
 * `PagedList` instead.
 */
export class Resource<T> {
  value: T | null = null;
  status: ResourceStatus = 'idle';
  errorMessage: string | null = null;
  /** The HTTP status of the failure (0: no answer), null while there is none. */
  errorStatus: number | null = null;
  private readonly latest = new LatestRequest();

  constructor(private readonly fetch: () => Promise<T>) {
    makeStoreObservable<Resource<T>, 'fetch' | 'latest'>(this, { fetch: false, latest: false }, { autoBind: true });
  }

  /** Nothing to show yet: the first load, or a load after a failure. */
  get pending(): boolean {
    return this.status === 'idle' || (this.status === 'loading' && this.value === null);
  }

  async load(): Promise<void> {
    const isLatest = this.latest.begin();
    this.status = 'loading';
    try {
      const value = await this.fetch();
      if (!isLatest()) return;
      action('resourceLoaded', () => {
        this.value = value;
        this.status = 'ready';
        this.errorMessage = null;
        this.errorStatus = null;
      })();
    } catch (error) {
      if (!isLatest()) return;
      action('resourceFailed', () => {
        this.value = null;
        this.status = 'error';
        this.errorMessage = isApiError(error) ? error.message : null;
        this.errorStatus = isApiError(error) ? error.status : 0;
      })();
    }
  }

  /** The screen closed: answers still on their way are dropped. */
  stop(): void {
    this.latest.invalidate();
  }
}
