import { expect, test } from '../support/accessibility';
import { EMPLOYEE } from '../support/demo';
import { openFromNavigation, openHomeAs } from './shell-support';

test('a 403 keeps the header and leads back to the page before it, or to the dashboard', async ({ page }) => {
  await openHomeAs(page, EMPLOYEE.email);
  await openFromNavigation(page, 'Leaves');
  await page.evaluate(() => {
    window.history.pushState(null, '', '/workspace/audit-log');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByText("Looks like you don't have access!")).toBeVisible();
  await expect(page).toHaveURL(/\/403\?/);
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Workspaces' })).toBeVisible();

  await page.getByRole('button', { name: 'Back to previous page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leaves' })).toBeVisible();

  await page.goto('/workspace/audit-log');
  await expect(page).toHaveURL(/\/403\?/);
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/workspace\/default$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('a server error opens the error dialog once, and its OK closes it', async ({ page }) => {
  await openHomeAs(page, EMPLOYEE.email);
  // The first leave call of the Leaves workspace fails; the home's own leave cards may still be loading.
  let hasFailed = false;
  await page.route('**/api/*/leave-portal/**', (route) => {
    if (hasFailed || !page.url().includes('/workspace/leaves')) return route.continue();
    hasFailed = true;
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'error' }),
    });
  });
  await openFromNavigation(page, 'Leaves');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Something went wrong. Please try again later')).toBeVisible();
  await expect(dialog).toHaveCount(1);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
});
