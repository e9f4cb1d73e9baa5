import { request as requests, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { STAFF_TOKENS_FILE } from './staff-tokens-file';

/**
 * A demo master's session, signed in once for the whole run by the global setup (password, then
 * the authenticator's code; see sign-in-staff.ts) and shared by every worker: a code is taken
 * only once, so a sign-in per worker would wait up to 30 s for an unused code. Answers the
 * bearer token. No test signs these sessions out.
 */
export function staffToken(username: string): string {
  const tokens = JSON.parse(readFileSync(STAFF_TOKENS_FILE, 'utf8')) as Record<string, string>;
  const token = tokens[username];
  if (!token) throw new Error(`${username} has no demo authenticator key`);
  return token;
}

/** The site's own cookies for a staff session, so a page of `page`'s context is signed in with it. */
export async function addStaffSession(page: Page, username: string): Promise<void> {
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([
    { name: 'token', value: staffToken(username), url, httpOnly: true, sameSite: 'Strict' },
    { name: 'signed_in', value: '1', url, sameSite: 'Strict' },
  ]);
}

/** A request context of its own that calls the API as the staff account (bearer token), in English. */
export async function staffRequest(username: string): Promise<APIRequestContext> {
  return requests.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { authorization: `Bearer ${staffToken(username)}`, 'accept-language': 'en' } });
}
