import { expect, type Locator, type Page } from '@playwright/test';

/** Whether the focused element, or the box drawn around it (an input's wrapper, a select's frame), shows a ring. */
async function isFocusShown(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const showsRing = (element: Element) => {
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    let element: Element | null = document.activeElement;
    if (!element || element === document.body) return false;
    for (let depth = 0; element && depth < 4; depth += 1, element = element.parentElement)
      if (showsRing(element)) return true;
    return false;
  });
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` or something inside it has the focus, then checks that
 * the focus can be seen. Fails after `max` presses: the target cannot be reached by the keyboard.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 120, backwards = false } = {},
): Promise<void> {
  for (let press = 0; press <= max; press += 1) {
    const isFocused = await target.evaluate(
      (element) => element === document.activeElement || element.contains(document.activeElement),
    );
    if (isFocused) {
      expect(await isFocusShown(page), 'the focus is shown').toBe(true);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target} in ${max} presses`);
}

/** From the top of the page: Tab to the skip link, which is the first stop, and follow it to the content. */
export async function skipToContent(page: Page): Promise<void> {
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
}
