import { releaseHealth, type BodyOf } from '@casino/contract';

/**
 * Health reports (issue 14): the first time on a page that a remote's code loads or fails, the
 * API hears which remote, which registry version and why it failed, so `release history` shows
 * a bad canary's failure rate. Once per remote and page, whatever happens to it afterwards.
 */
export type LoadReport = BodyOf<typeof releaseHealth>;

/** What the loader tells about one download of a remote registered at `version`. */
export type LoadOutcome = { remote: string; version: string } & ({ outcome: 'loaded' } | { outcome: 'failed'; error: unknown });

/** The API's own limit on `error`. */
export const REPORT_ERROR_MAX_CHARS = 500;

/** Name and message only: a stack says nothing about the version and would only fill the column. */
export function describeLoadError(error: unknown): string {
  const text = error instanceof Error ? (error.message ? `${error.name}: ${error.message}` : error.name) : String(error);
  return text.slice(0, REPORT_ERROR_MAX_CHARS);
}

export interface LoadReporterOptions {
  /** The runtime config's `apiBase` ('' for the same origin, or with a path prefix). */
  apiBase?: string;
  fetchFn?: typeof fetch;
}

/** A function the loader calls with every outcome; it sends the first one per remote and never throws. */
export function createLoadReporter({ apiBase = '', fetchFn = (...args) => fetch(...args) }: LoadReporterOptions = {}): (outcome: LoadOutcome) => void {
  const reported = new Set<string>();
  const url = apiBase.replace(/\/+$/, '') + releaseHealth.path;
  return (outcome) => {
    if (reported.has(outcome.remote)) return;
    reported.add(outcome.remote);
    const report: LoadReport =
      outcome.outcome === 'loaded'
        ? { remote: outcome.remote, version: outcome.version, outcome: 'loaded' }
        : { remote: outcome.remote, version: outcome.version, outcome: 'failed', ...(outcome.error === undefined ? {} : { error: describeLoadError(outcome.error) }) };
    const init: RequestInit = {
      method: releaseHealth.method,
      // keepalive: the page may be leaving (a reload to a new version) right after its report.
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
    };
    // Fire and forget: a lost report must never touch the page.
    const quiet = (error: unknown) => console.debug('[shell] load report not sent', error);
    try {
      fetchFn(url, init).catch(quiet);
    } catch (error) {
      quiet(error);
    }
  };
}
