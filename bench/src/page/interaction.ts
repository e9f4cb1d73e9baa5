import type { BrowserContext } from 'playwright-core';

/** Milliseconds from a click on the home page's slot entry to the slot lobby's brands shown (first visit). */
export async function clickToLobby(context: BrowserContext): Promise<number> {
  const page = await context.newPage();
  // Without the welcome popups (the spec's hide_popup flag), which would sit over the link.
  await page.goto('/?hide_popup=1');
  const entry = page.getByTestId('entry-slot');
  await entry.waitFor();
  await page.waitForLoadState('networkidle');
  const started = Date.now();
  await entry.click();
  await page.getByRole('link', { name: /Neon Reels/ }).waitFor();
  const elapsed = Date.now() - started;
  await page.close();
  return elapsed;
}

/** Cumulative layout shift while `path` loads and settles, as the browser reports it. */
export async function layoutShift(context: BrowserContext, path: string): Promise<number> {
  const page = await context.newPage();
  await page.addInitScript(() => {
    const shifts = { value: 0 };
    (window as unknown as { __cls: typeof shifts }).__cls = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.value += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const cls = await page.evaluate(() => (window as unknown as { __cls: { value: number } }).__cls.value);
  await page.close();
  return cls;
}
