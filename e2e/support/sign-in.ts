import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_TOTP_KEYS } from './demo';
import { staffToken, addStaffSession } from './staff-session';

/**
 * Signs in through the API from the page's own cookie jar: the answer sets the HttpOnly `token`
 * cookie (and the readable `signed_in` hint) for the site. Answers the token too (this request
 * is no browser fetch), for calls a test makes with a bearer header.
 */
export async function signInByApi(page: Page, username: string, password = DEMO_PASSWORD): Promise<string> {
  // A demo master signs in with its authenticator's code too: its one session of this worker.
  if (DEMO_TOTP_KEYS[username] && password === DEMO_PASSWORD) {
    await addStaffSession(page, username);
    return staffToken(username);
  }
  // The Origin a page of the site would send: the context may hold a session cookie already.
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const response = await page.request.post('/api/v1/core/auth/login', { data: { username, password }, headers: { origin } });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { token: string } };
  return data.token;
}
