import type { Account } from '@casino/contract';
import { createPlatform, type Platform } from '@casino/platform';
import { jsonResponse, mockFetch, renderInShell } from '@casino/platform/testing';
import { runInAction } from 'mobx';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

export interface RenderReportsOptions {
  /** Where the router starts, e.g. `/windows/deposit?id=7`. */
  path?: string;
  /** The signed-in partner (the platform's user store), as the shell would have loaded it. */
  account?: Partial<Account> | null;
  platform?: Platform;
}

export const partnerAccount = (overrides: Partial<Account> = {}): Account => ({
  id: 1,
  username: 'master1',
  nickname: 'Master',
  role: 'partner',
  level: 'master',
  state: 'normal',
  referral_code: 'MASTER1',
  ...overrides,
});

/**
 * A page or window of this remote as the shell shows it: inside the platform (Korean unless the
 * test switches) and a router at `path`, with a signed-in master partner unless told otherwise.
 */
export function renderReports(ui: ReactElement, { path = '/', account = {}, platform = createPlatform({ apiBase: '' }) }: RenderReportsOptions = {}) {
  if (account) runInAction(() => (platform.user.account = partnerAccount(account)));
  return renderInShell(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
    </MemoryRouter>,
    platform,
  );
}

type Answer = Response | Promise<Response> | undefined;
type Handler = (request: Request, url: URL) => Answer;

/**
 * Stubs `fetch` (the boundary every remote's tests stub): `routes` answers by `METHOD path` or by
 * path alone, with a handler, a Response, or the `data` of a 200; the rest is 404. Returns what was sent.
 */
export function mockApi(routes: Record<string, Handler | unknown>) {
  return mockFetch(async (request) => {
    const url = new URL(request.url);
    const route = routes[`${request.method} ${url.pathname}`] ?? routes[url.pathname];
    if (route !== undefined) {
      const answer =
        typeof route === 'function' ? await (route as Handler)(request, url) : route instanceof Response ? route.clone() : jsonResponse(200, { data: route });
      if (answer) return answer;
    }
    return jsonResponse(404, { message: 'not found', code: 'NOT_FOUND' });
  });
}

/** The requests sent to `path`. */
export const sentTo = (requests: Request[], path: string) => requests.filter((r) => new URL(r.url).pathname === path);

/** The JSON body a request carried. */
export const bodyOf = async (request: Request): Promise<unknown> => JSON.parse(await request.clone().text());

export { jsonResponse };

/** The query a request carried, as an object (repeated keys: the last). */
export const queryOf = (request: Request): Record<string, string> => Object.fromEntries(new URL(request.url).searchParams);
