/**
 * The pop-up windows of this remote (spec: /windows/...), each in a real browser window named by
 * kind (and member), so a second click brings that window forward instead of opening another.
 * A window opens on the days of the screen it was opened from (`from`, `to` in its query).
 */
export type ReportWindow = 'bet-list' | 'bet-rank' | 'rolling-rank' | 'losing-rank' | 'deposit-rank' | 'withdraw-rank' | 'rolling-list';

export const RANK_WINDOWS = ['bet-rank', 'rolling-rank', 'losing-rank', 'deposit-rank', 'withdraw-rank'] as const satisfies readonly ReportWindow[];

const SIZE = { width: 1000, height: 720 };

export type WindowQuery = Record<string, string | number | null | undefined>;

/** `/windows/<kind>?<query>`, empty values left out. */
export function reportWindowUrl(kind: ReportWindow, query: WindowQuery = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return `/windows/${kind}${text ? `?${text}` : ''}`;
}

/** Opens (or focuses) the named pop-up, centred on the current window. Null when the browser blocked it. */
export function openReportWindow(kind: ReportWindow, query: WindowQuery = {}, win: Window = window): Window | null {
  const { width, height } = SIZE;
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - height) / 2));
  const name = `reports-${kind}${query.id ? `-${query.id}` : ''}`;
  const popup = win.open(reportWindowUrl(kind, query), name, `popup=yes,width=${width},height=${height},left=${left},top=${top},scrollbars=yes,resizable=yes`);
  popup?.focus();
  return popup;
}
