import { expect, test, type APIRequestContext } from '@playwright/test';
import { AGENCY, DEMO_PASSWORD } from './demo';

/**
 * A member of the test's own, registered under agency1 with the demo password: for a test that
 * ends its sessions or moves its money, which the demo members' other tests would feel.
 */
export async function registerMember(request: APIRequestContext, prefix: string): Promise<{ username: string; nickname: string }> {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const username = `${prefix}${Date.now().toString().slice(-8)}`;
  const nickname = `닉${username.slice(-6)}`;
  // Its own phone and bank account: a member of another test on a break from play bars its own.
  const digits = username.slice(-8);
  const registered = await request.post('/api/v1/core/register', {
    headers: { origin },
    data: { referral_code: AGENCY.referralCode, username, password: DEMO_PASSWORD, password_confirm: DEMO_PASSWORD, nickname, withdraw_password: '4321', withdraw_password_confirm: '4321', phone: `010-${digits.slice(0, 4)}-${digits.slice(4)}`, bank_name: '신한은행', account_number: `110-${digits}` },
  });
  expect(registered.status()).toBe(200);
  return { username, nickname };
}
