import { request as requests, type FullConfig } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_PASSWORD, DEMO_TOTP_KEYS } from './demo';
import { STAFF_TOKENS_FILE } from './staff-tokens-file';
import { totp } from './totp';

/**
 * Global setup: each demo master signs in once, as its owner would (password, then the
 * authenticator's code), on the fresh site the web server started; the tokens go to a file every
 * worker reads (staff-session.ts).
 */
export default async function signInStaff(config: FullConfig): Promise<void> {
  const tokens: Record<string, string> = {};
  for (const [username, key] of Object.entries(DEMO_TOTP_KEYS)) tokens[username] = await signIn(config.projects[0]!.use.baseURL!, username, key);
  mkdirSync(path.dirname(STAFF_TOKENS_FILE), { recursive: true });
  writeFileSync(STAFF_TOKENS_FILE, JSON.stringify(tokens));
}

/** One account's sign-in in a context of its own (a second one with the first's cookie and no Origin would be refused as cross-site). */
async function signIn(baseURL: string, username: string, key: string): Promise<string> {
  const api = await requests.newContext({ baseURL });
  try {
    const login = await api.post('/api/v1/core/auth/login', { data: { username, password: DEMO_PASSWORD } });
    if (login.status() !== 200) throw new Error(`${username} could not sign in: ${login.status()} ${await login.text()}`);
    const { challenge } = (await login.json()).data as { challenge: string };
    // A fresh database: no code of this account has been used yet.
    const verify = await api.post('/api/v1/core/auth/two-factor/verify', { data: { challenge, code: totp(key) } });
    if (verify.status() !== 200) throw new Error(`${username}'s code was refused: ${verify.status()} ${await verify.text()}`);
    return ((await verify.json()).data as { token: string }).token;
  } finally {
    await api.dispose();
  }
}
