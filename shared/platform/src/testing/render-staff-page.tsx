import type { Account } from '@casino/contract';
import { runInAction } from 'mobx';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createPlatform } from '../create-platform';
import type { Platform } from '../platform';
import { renderInShell } from './render-in-shell';

export interface RenderStaffPageOptions {
  /** Where the router starts, e.g. `/windows/deposit?id=7`. */
  path?: string;
  /** The signed-in partner (the platform's user store), as the shell would have loaded it; null for none. */
  account?: Partial<Account> | null;
  platform?: Platform;
}

/** A signed-in master partner, the staff account back-office tests start from. */
export const partnerAccount = (overrides: Partial<Account> = {}): Account => ({
  id: 1,
  username: 'master1',
  nickname: 'Master',
  role: 'partner',
  level: 'master',
  state: 'normal',
  referral_code: 'MASTER1',
  rights: ['site'],
  ...overrides,
});

/** The router's current location after the last render, for tests that check what a page wrote to the URL. */
export const routerLocation = { current: { pathname: '', search: '' } };

function LocationProbe() {
  const { pathname, search } = useLocation();
  routerLocation.current = { pathname, search };
  return null;
}

/**
 * A back-office page or window as the shell shows it: inside the platform (Korean unless the test
 * switches) and a router at `path`, with a signed-in master partner unless told otherwise.
 */
export function renderStaffPage(ui: ReactElement, { path = '/', account = {}, platform = createPlatform({ apiBase: '' }) }: RenderStaffPageOptions = {}) {
  if (account) runInAction(() => (platform.user.account = partnerAccount(account)));
  return renderInShell(
    <MemoryRouter initialEntries={[path]}>
      <LocationProbe />
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
    </MemoryRouter>,
    platform,
  );
}
