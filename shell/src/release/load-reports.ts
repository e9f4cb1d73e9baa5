import { releaseHealth, type BodyOf } from '@casino/contract';

/**
 * Health reports (issues 14, 27): the first time on a page that a remote's code loads or fails,
 * and the first time each of its modules throws once loaded, the API hears which remote, which
 * registry version, which module and why, so `release history` shows a bad version and a canary
 * can halt itself. Each carries the token the registry gave this page for that version: a page
 * never given a version cannot report on it.
 */
export type LoadReport = BodyOf<typeof releaseHealth>;

/** What the loader tells about a remote registered at `version` (`token`: its registry entry's `report`). */
export type LoadOutcome = { remote: string; version: string; token?: string } & (
  | { outcome: 'loaded' }
  | { outcome: 'failed'; error: unknown }
  | { outcome: 'render_error'; module: string; error: unknown }
);

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

/** Load outcomes count once per remote and page, render errors once per module and page. */
const reportKeyOf = (outcome: LoadOutcome) => (outcome.outcome === 'render_error' ? `${outcome.remote} ${outcome.module}` : outcome.remote);

function reportOf(outcome: LoadOutcome, token: string): LoadReport {
  const { remote, version } = outcome;
  if (outcome.outcome === 'loaded') return { remote, version, outcome: 'loaded', token };
  const error = outcome.error === undefined ? {} : { error: describeLoadError(outcome.error) };
  return outcome.outcome === 'failed' ? { remote, version, outcome: 'failed', ...error, token } : { remote, version, outcome: 'render_error', module: outcome.module, ...error, token };
}

/** A function the loader calls with every outcome; it sends the first one of each kind and never throws. */
export function createLoadReporter({ apiBase = '', fetchFn = (...args) => fetch(...args) }: LoadReporterOptions = {}): (outcome: LoadOutcome) => void {
  const reported = new Set<string>();
  const url = apiBase.replace(/\/+$/, '') + releaseHealth.path;
  return (outcome) => {
    // No token: a registry that issues none (written by hand) has nobody to report to.
    if (!outcome.token || reported.has(reportKeyOf(outcome))) return;
    reported.add(reportKeyOf(outcome));
    const report = reportOf(outcome, outcome.token);
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
