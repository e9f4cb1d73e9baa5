/**
 * The pop-up windows a row of the management lists opens (spec: /windows/...), each in a real
 * browser window named by action and account, so a second click on the same row's action brings
 * that window forward instead of opening another.
 */
export type AccountWindow = 'deposit' | 'withdraw' | 'rolling-setting' | 'login-history' | 'deposit-list' | 'withdraw-list';

const SIZES: Record<AccountWindow | 'register', { width: number; height: number }> = {
  deposit: { width: 460, height: 720 },
  withdraw: { width: 460, height: 720 },
  'rolling-setting': { width: 480, height: 640 },
  'login-history': { width: 880, height: 640 },
  'deposit-list': { width: 880, height: 640 },
  'withdraw-list': { width: 880, height: 640 },
  register: { width: 520, height: 860 },
};

export interface WindowAccount {
  id: number;
  username: string;
}

/**
 * `/windows/<kind>?id=<id>&username=<username>`. The id names the account; the username is a
 * look-up hint (the API finds accounts by username filters, not by id) that the window checks
 * against the id, never trusts alone.
 */
export function accountWindowUrl(kind: AccountWindow, account: WindowAccount): string {
  const query = new URLSearchParams({ id: String(account.id), username: account.username });
  return `/windows/${kind}?${query}`;
}

export const registerWindowUrl = (level: 'member' | 'agency') => (level === 'agency' ? '/windows/register?level=agency' : '/windows/register');

export const windowName = (kind: AccountWindow | 'register', id?: number) => `partner-${kind}${id === undefined ? '' : `-${id}`}`;

/** Opens (or focuses) the named pop-up, centred on the current window. Null when the browser blocked it. */
export function openPopup(url: string, name: string, kind: AccountWindow | 'register', win: Window = window): Window | null {
  const { width, height } = SIZES[kind];
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - height) / 2));
  // No `noopener`: the window reports back to this page through window.opener (same origin).
  const popup = win.open(url, name, `popup=yes,width=${width},height=${height},left=${left},top=${top},scrollbars=yes,resizable=yes`);
  popup?.focus();
  return popup;
}

export const openAccountWindow = (kind: AccountWindow, account: WindowAccount, win: Window = window) =>
  openPopup(accountWindowUrl(kind, account), windowName(kind, account.id), kind, win);
