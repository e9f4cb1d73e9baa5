import type { Page } from '@playwright/test';

/**
 * Records every Content-Security-Policy violation the page reports (before any of its own scripts
 * run), so a test can assert that the site works under its policy without tripping it.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI || 'inline'} at ${location.pathname}${location.search}`));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}
