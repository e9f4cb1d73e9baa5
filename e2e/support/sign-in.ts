import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo';

/** Signs in through the API and puts the token where the site keeps it (cookie `token`, path /). */
export async function signInByApi(page: Page, username: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await page.request.post('/api/v1/core/auth/login', { data: { username, password } });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { token: string } };
  const baseURL = new URL(page.url().startsWith('http') ? page.url() : `http://localhost:${process.env.E2E_PORT ?? 4100}`);
  await page.context().addCookies([{ name: 'token', value: data.token, domain: baseURL.hostname, path: '/' }]);
  return data.token;
}
