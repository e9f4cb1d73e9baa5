import { expect, test } from '@playwright/test';
import { SignupModal } from '../pages/signup-modal';
import { SitePage } from '../pages/site-page';
import { AGENCY, DEMO_PASSWORD } from '../support/demo';

async function openSignup(site: SitePage) {
  await site.open('/');
  await site.switchLanguage('English');
  await site.header().getByRole('button', { name: 'Sign up' }).first().click();
  return new SignupModal(site.page);
}

const complete = (memberId: string) => ({
  referralCode: AGENCY.referralCode,
  memberId,
  password: DEMO_PASSWORD,
  confirmPassword: DEMO_PASSWORD,
  nickname: `닉${memberId.slice(-6)}`,
  withdrawPassword: '4321',
  confirmWithdrawPassword: '4321',
  // Its own, from the clock: a member of another test on a break from play bars its phone and account.
  phone: `010-${Date.now().toString().slice(-8, -4)}-${Date.now().toString().slice(-4)}`,
  bankName: '신한은행',
  accountNumber: `110-${Date.now().toString().slice(-8)}`,
});

test('sign-up refuses an incomplete form and mismatched passwords', async ({ page }) => {
  const signup = await openSignup(new SitePage(page));
  await signup.submit();
  await expect(signup.dialog.getByText('Please fill in all fields').first()).toBeVisible();

  await signup.fill({ ...complete('newbie01'), confirmPassword: 'other123' });
  await signup.submit();
  await expect(signup.dialog.getByText('Passwords do not match').first()).toBeVisible();

  await signup.fill({ confirmPassword: DEMO_PASSWORD, confirmWithdrawPassword: '9999' });
  await signup.submit();
  await expect(signup.dialog.getByText('Withdrawal passwords do not match').first()).toBeVisible();
});

test('the referral code is checked live, valid and invalid', async ({ page }) => {
  const signup = await openSignup(new SitePage(page));
  await signup.fill({ referralCode: 'NOSUCHCODE' });
  await expect(signup.dialog.getByText('Referral code invalid', { exact: true })).toBeVisible();
  await signup.fill({ referralCode: AGENCY.referralCode });
  await expect(signup.dialog.getByText('Referral code valid', { exact: true })).toBeVisible();
});

test('a complete sign-up registers the member, who can then log in', async ({ page }) => {
  const site = new SitePage(page);
  const signup = await openSignup(site);
  const memberId = `e2e${Date.now().toString(36).slice(-8)}`;
  await signup.fill(complete(memberId));
  await signup.submit();
  await expect(page.getByText('Registration successful', { exact: true })).toBeVisible();

  await site.open('/');
  await site.login(memberId, DEMO_PASSWORD);
  await expect(page.getByText('Login successful', { exact: true })).toBeVisible();
});
