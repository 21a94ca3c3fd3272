import { expect, test } from '../support/accessibility';
import { EMPLOYEE } from '../support/demo';
import { openHomeAs, tool } from './shell-support';

for (const width of [1280, 1440, 1920]) {
  test(`my profile holds at ${width} px: no sideways scroll, balances readable`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openHomeAs(page, EMPLOYEE.email);
    await page.goto('/workspace/my-profile');
    await expect(tool(page, 'Leave Profile').getByText('Casual Leave')).toBeVisible();
    await expect(tool(page, 'Profile Viewer').getByText('Welcome, Ananya')).toBeVisible();
    const [scrollWidth, innerWidth] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ]);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    const balance = tool(page, 'Leave Profile').getByRole('group', { name: 'Casual Leave balance' });
    const box = await balance.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(180);
  });
}
