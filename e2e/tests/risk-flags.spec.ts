import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { registerMember } from '../support/register-member';
import { signInByApi } from '../support/sign-in';

/*
 * Risk flags (issue 31): two members of agency1 sign in from one address (every browser of this
 * run signs in from the machine's own), and agency1 sees both flagged, in its members list and on
 * the risk page, with the address and each other's ID. Their IDs sort first, so each is among the
 * few others a flag names.
 */

test('two members signed in from one address are flagged in the members list and on the risk page, each naming the other', async ({ browser, request }) => {
  const first = await registerMember(request, 'aaa');
  const second = await registerMember(request, 'aab');
  for (const member of [first, second]) {
    const context = await browser.newContext();
    await signInByApi(await context.newPage(), member.username);
    await context.close();
  }

  const context = await browser.newContext();
  const partner = await context.newPage();
  await signInByApi(partner, 'agency1');
  await partner.goto('/partner/partner-management?tab=members');
  await partner.getByRole('searchbox', { name: '아이디 또는 닉네임' }).fill(first.username);
  await partner.getByRole('button', { name: '검색' }).first().click();
  const tags = partner.getByRole('link', { name: new RegExp(`^${first.username}의 위험 신호: .*같은 IP`) });
  await expect(tags).toBeVisible();
  await tags.click();

  await expect(partner.getByRole('heading', { level: 1, name: '위험 신호' })).toBeVisible();
  await expect(partner.getByText(`${first.username}의 신호`)).toBeVisible();
  const flag = partner.getByRole('row').filter({ hasText: '같은 IP' });
  await expect(flag).toContainText(first.username);
  await expect(flag).toContainText(new RegExp(`같은 IP\\(.+\\)로 접속한 회원: ${second.username}`));
  await expectAccessible(partner, 'the risk page');

  await partner.getByRole('button', { name: '모든 회원 보기' }).click();
  // The second member's own row (its ID first), naming the first.
  const secondRow = partner.getByRole('row', { name: new RegExp(`^${second.username} `) }).filter({ hasText: '같은 IP' });
  await expect(secondRow).toContainText(new RegExp(`같은 IP\\(.+\\)로 접속한 회원: ${first.username}`));
  await context.close();
});
