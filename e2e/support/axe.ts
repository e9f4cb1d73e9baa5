import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA, the level the site promises (issue 10), and axe's best practices. */
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);
/** Moderate in axe, but named by the issue: each page has one h1, and headings go down one level at a time. */
const ALSO_BLOCKING = new Set(['page-has-heading-one', 'heading-order']);

/**
 * Waits until nothing is moving but what loops for ever (a spinner): axe reads colours, and a
 * dialog half-way through its zoom would report the contrast of a faded copy.
 */
async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      // antd's motions (a form's help text appearing) are classes first and a transition a frame later.
      !document.querySelector('[class*="-appear"], [class*="-enter"], [class*="-leave"]') &&
      document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** Every serious or critical finding on the page as it is now (and the two heading rules), one line per element. */
export async function blockingViolations(page: Page): Promise<string[]> {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(RULE_TAGS).analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? '') || ALSO_BLOCKING.has(violation.id))
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}) at ${node.target.join(' > ')}: ${violation.help} ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`),
    );
}

/** A soft check, so one run lists the findings of every page and dialog it visits. */
export async function expectAccessible(page: Page, where: string) {
  expect.soft(await blockingViolations(page), `axe (WCAG 2.1 AA, serious/critical) on ${where}`).toEqual([]);
}

/** The widths every sweep checks: a phone and a desktop. */
export const SWEEP_VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/**
 * The page as it is now at each sweep width in turn (it lays itself out again; nothing reloads,
 * so one load serves both), ending at the last; `ready` (if given) waits for what shows the
 * screen at that width.
 */
export async function expectAccessibleAtEveryWidth(page: Page, where: string, ready?: (page: Page) => Promise<void>) {
  for (const viewport of SWEEP_VIEWPORTS) {
    await page.setViewportSize(viewport);
    await ready?.(page);
    await expectAccessible(page, `${where} on a ${viewport.name}`);
  }
}
