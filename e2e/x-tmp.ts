import { chromium, devices } from '@playwright/test';
import { blockingViolations } from './support/axe';

const BASE = 'http://localhost:4196';
(async () => {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/tmp/chromium' });
  for (const [name, opts] of [['phone', devices['Pixel 7']], ['desktop', { viewport: { width: 1280, height: 900 } }]] as const) {
    const context = await browser.newContext({ ...opts, baseURL: BASE, locale: name === 'phone' ? 'ko-KR' : 'en-US' });
    const page = await context.newPage();
    const login = await page.request.post('/api/v1/core/auth/login', { data: { username: 'member1', password: 'demo1234' }, headers: { origin: BASE } });
    console.log('login', login.status());
    await page.goto(name === 'phone' ? '/?modal=limits&hide_popup=1' : '/en?modal=limits&hide_popup=1');
    await page.getByTestId('limit-deposit_day').waitFor();
    await page.screenshot({ path: `/tmp/limits-${name}.png`, fullPage: false });
    await page.getByRole('tab').nth(1).click();
    await page.getByTestId('limit-loss_day').getByRole('textbox').fill('50000');
    await page.getByTestId('limit-loss_day').getByRole('button').first().click();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `/tmp/limits-${name}-confirm.png` });
    console.log(name, await blockingViolations(page));
    await context.close();
  }
  await browser.close();
})();
