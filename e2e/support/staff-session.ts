import { expect, request as requests, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_TOTP_KEYS } from './demo';
import { nextStep, stepNow, totp } from './totp';

/**
 * A demo master's session, signed in as its owner would (password, then the authenticator's
 * code), once per test worker: a code is taken only once, so signing in again for every test
 * would wait for a new one each time. Answers the bearer token.
 */
const tokens = new Map<string, Promise<string>>();

export function staffToken(username: string): Promise<string> {
  let token = tokens.get(username);
  if (!token) {
    token = signInWithCode(username);
    tokens.set(username, token);
  }
  return token;
}

async function signInWithCode(username: string): Promise<string> {
  const key = DEMO_TOTP_KEYS[username];
  if (!key) throw new Error(`${username} has no demo authenticator key`);
  const api = await requests.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    // Another worker may have just used this step's code (and the next one): then wait for a new step.
    for (let attempt = 0; attempt < 6; attempt++) {
      const login = await api.post('/api/v1/core/auth/login', { data: { username, password: DEMO_PASSWORD } });
      expect(login.status()).toBe(200);
      const { challenge } = (await login.json()).data as { challenge: string };
      const verify = await api.post('/api/v1/core/auth/two-factor/verify', { data: { challenge, code: totp(key, stepNow() + (attempt % 2)) } });
      if (verify.status() === 200) return ((await verify.json()).data as { token: string }).token;
      expect(verify.status(), await verify.text()).toBe(409);
      if (attempt % 2 === 1) await nextStep();
    }
    throw new Error(`no unused code for ${username}`);
  } finally {
    await api.dispose();
  }
}

/** The site's own cookies for a staff session, so a page of `page`'s context is signed in with it. */
export async function addStaffSession(page: Page, username: string): Promise<void> {
  const url = test.info().project.use.baseURL!;
  const token = await staffToken(username);
  await page.context().addCookies([
    { name: 'token', value: token, url, httpOnly: true, sameSite: 'Strict' },
    { name: 'signed_in', value: '1', url, sameSite: 'Strict' },
  ]);
}

/** A request context of its own that calls the API as the staff account (bearer token), in English. */
export async function staffRequest(username: string): Promise<APIRequestContext> {
  return requests.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { authorization: `Bearer ${await staffToken(username)}`, 'accept-language': 'en' } });
}
