import { expect, test } from '@playwright/test';
import { SitePage } from '../pages/site-page';

test('the home page is in Korean by default, fed by the API', async ({ page }) => {
  const site = new SitePage(page);
  await site.open('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByTestId('entry-casino')).toContainText('카지노');
  await expect(page.getByTestId('entry-slot')).toContainText('슬롯');
  // Carousel slides and the marquee come from the seeded API.
  await expect(page.getByRole('img').first()).toBeVisible();
  await expect(page.getByRole('marquee')).toBeVisible();
});

test('a banner leads to its page inside the app: no reload, the popups are not shown again', async ({ page }) => {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  // Still, so the first banner stays the one shown.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await new SitePage(page).open('/', { popups: true });
  for (const title of ['신규 회원 첫 충전 보너스', '매일 출석 이벤트']) {
    const popup = page.getByRole('dialog').filter({ hasText: title });
    await popup.getByRole('button', { name: '닫기' }).last().click();
    await expect(popup).toHaveCount(0);
  }

  await page.getByRole('region', { name: '이벤트 배너' }).getByRole('link', { name: '라이브 카지노' }).click();
  await expect(page).toHaveURL(/\/game\/casino$/);
  await expect(page.getByRole('heading', { name: '카지노', level: 1 })).toBeVisible();
  expect(loads).toBe(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the language switch turns the whole page to English and is remembered', async ({ page }) => {
  const site = new SitePage(page);
  await site.open('/');
  await site.switchLanguage('English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('entry-casino')).toContainText('Enter casino');
  await expect(site.header().getByRole('button', { name: 'Log in' })).toBeVisible();
  // The site's own content too, where it has English: the name, the banners, the notices.
  await expect(site.header().getByRole('link', { name: 'Lucky Casino' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Promotions' }).getByRole('link', { name: 'Live casino' })).toBeVisible();
  await expect(page.getByRole('marquee')).toContainText('Welcome to Lucky Casino!');

  await site.open('/');
  await expect(page.getByTestId('entry-slot')).toContainText('Enter slots');
});

test('an unknown path shows the 404 message with the path', async ({ page }) => {
  const site = new SitePage(page);
  await site.open('/no/such/page');
  await expect(page.getByText('페이지를 찾을 수 없습니다: /no/such/page')).toBeVisible();
  await site.switchLanguage('English');
  await expect(page.getByText('Page not found: /no/such/page')).toBeVisible();
});

test('the redirect page is titled Redirecting... and not indexed', async ({ page }) => {
  await page.goto('/redirect');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page).toHaveTitle(/리디렉션 중|Redirecting/);
  await expect(page.locator('header')).toHaveCount(0);
});
