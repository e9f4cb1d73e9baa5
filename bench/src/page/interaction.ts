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

const UNAVAILABLE = '이 영역을 일시적으로 사용할 수 없습니다.';

/**
 * Milliseconds from the shell's layout shown to the home slot's fallback box, while the games
 * remote's entry never answers: how long a member looks at an empty slot before being told.
 * Both instants are read in the page (performance.now), so the test runner's own speed is not in it.
 */
export async function slowRemoteFallback(context: BrowserContext): Promise<number> {
  const page = await context.newPage();
  await page.route('**/remotes/games/*/remoteEntry.js*', () => undefined);
  await page.addInitScript((text) => {
    const marks: { layout?: number; fallback?: number } = {};
    (window as unknown as { __fallback: typeof marks }).__fallback = marks;
    new MutationObserver(() => {
      if (marks.layout === undefined && document.querySelector('header')) marks.layout = performance.now();
      if (marks.fallback === undefined && document.body.textContent?.includes(text)) marks.fallback = performance.now();
    }).observe(document, { childList: true, subtree: true });
  }, UNAVAILABLE);
  await page.goto('/?hide_popup=1');
  await page.getByText(UNAVAILABLE).first().waitFor();
  const marks = await page.evaluate(() => (window as unknown as { __fallback: { layout: number; fallback: number } }).__fallback);
  await page.close();
  return Math.round(marks.fallback - marks.layout);
}
