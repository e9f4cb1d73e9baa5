import { seoulToday } from '@casino/contract';
import { useHttp, type HttpClient } from '@casino/platform';
import { useLoadedStore } from './use-loaded-store';
import { useWindowParams, windowFilter, type WindowParams } from './window-query';
import type { ReportFilter } from './report-filter';

/**
 * A window's report, made from its query string (`id`, `username`, the days it was opened on;
 * today without them), loaded while the window shows.
 */
export function useWindowReport<R extends { load(): unknown; stop?(): void }>(make: (http: HttpClient, initial: ReportFilter, params: WindowParams) => R) {
  const http = useHttp();
  const params = useWindowParams();
  const report = useLoadedStore(() => make(http, windowFilter(params, seoulToday()), params));
  return { report, params };
}
