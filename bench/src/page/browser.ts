import { chromium, devices, type Browser, type BrowserContext } from 'playwright-core';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/**
 * A Korean member's phone (Pixel 7 emulation), optionally signed in as a demo member through the
 * API. Korean as the e2e's browsers are: the server renders a page in the browser's language
 * when the visitor chose none, and the page now starts in the language it was rendered in.
 */
export async function phoneContext(browser: Browser, baseURL: string, signedInAs?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'ko-KR', baseURL });
  // A busy machine (CI's two cores) can take longer than Playwright's 30 s for a first page; the
  // figures say how long it took, a wait that gives up says nothing.
  context.setDefaultTimeout(120_000);
  if (signedInAs) {
    const response = await context.request.post('/api/v1/core/auth/login', { data: { username: signedInAs, password: 'demo1234' }, headers: { origin: baseURL } });
    if (!response.ok()) throw new Error(`sign-in as ${signedInAs} answered ${response.status()}`);
  }
  return context;
}
