import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** The rules of WCAG 2.0 and 2.1 at levels A and AA (issue 37). */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Fading toasts, opening dialogs and closing lists are half-there; axe would measure them mid-way. Waits (two
 * seconds at most) until no animation runs and no element is entering or leaving, from the next frame on, so a
 * change the last key press set off has begun.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    const deadline = Date.now() + 2_000;
    while (Date.now() < deadline) {
      const running = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
      const moving = document.querySelector(
        '[class*="-enter-active"], [class*="-appear-active"], [class*="-leave-active"]',
      );
      if (running.length === 0 && !moving) return;
      await Promise.race([
        Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, 100)),
      ]);
    }
  });
}

/** Fails with each serious or critical WCAG 2.1 AA violation axe finds on the page as it is, and where. */
export async function expectAccessible(page: Page): Promise<void> {
  // The screen at rest is checked: a journey may end with a search's suggestions or a select's list still open.
  await page.keyboard.press('Escape');
  await settleAnimations(page);
  // Legacy mode runs in the page itself: pages a journey opens with `browser.newPage()` cannot open another.
  // Toasts are not the screen at rest: they fade in and out on their own time, and a stack of them dims all
  // but the newest. Their colours are the theme's, checked by the contrast table test.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(WCAG_21_AA)
    .exclude('.ant-notification')
    .exclude('.ant-message')
    .analyze();
  const violations = results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      elements: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(violations, `accessibility of ${page.url()}`).toEqual([]);
}

/**
 * `test` for every journey (own-organisation.ts builds on it): once a journey has passed, axe checks each page it
 * left open on the app, so a screen that misses WCAG 2.1 AA fails the journey that shows it.
 */
export const test = base.extend<{ accessibility: undefined }>({
  accessibility: [
    // Taking `context` keeps the pages open until the check has run.
    async ({ browser, context: _context }, use, testInfo) => {
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus) return;
      const app = new URL(testInfo.project.use.baseURL ?? 'http://localhost').port;
      const pages = browser.contexts().flatMap((context) => context.pages());
      for (const page of pages.filter((open) => URL.canParse(open.url()) && new URL(open.url()).port === app))
        await expectAccessible(page);
    },
    { auto: true },
  ],
});

export { expect, type Page } from '@playwright/test';
