import { expect, type Page, test } from '@playwright/test';
import { CEO, signInThroughApi } from '../support/demo';

const FIRST_STEP = 'Find anything';

async function openDefaultWorkspace(page: Page) {
  await signInThroughApi(page, CEO.email);
  await page.goto('/workspace/default');
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
}

test('Ctrl+/ focuses the workspace search from anywhere on the page', async ({ page }) => {
  await openDefaultWorkspace(page);
  const search = page.getByRole('combobox', { name: 'Search workspaces' });
  await expect(search).not.toBeFocused();

  await page.keyboard.press('Control+/');
  await expect(search).toBeFocused();
});

test('the tour greets the first visit of a fresh browser and stays away once closed', async ({ page }) => {
  await openDefaultWorkspace(page);
  const firstStep = page.getByText(FIRST_STEP);
  await expect(firstStep).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();

  await page.getByRole('button', { name: 'Close' }).click();
  await expect(firstStep).toBeHidden();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await expect(page.getByText(FIRST_STEP)).toHaveCount(0);
});

test('the bell opens on the CEO’s notifications: none yet', async ({ page }) => {
  await openDefaultWorkspace(page);
  const bell = page.getByRole('button', { name: 'Notifications', exact: true });
  await bell.click();
  await expect(
    page.getByRole('tabpanel', { name: 'Unseen' }).getByText('There are no notifications for you.'),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'All' })).toBeVisible();
});
