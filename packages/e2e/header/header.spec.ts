import { expect, type Page, test } from '../support/accessibility';
import { CEO, signInThroughApi, TOUR_TAKER } from '../support/demo';

const FIRST_STEP = 'Find anything';

async function openDefaultWorkspace(page: Page, email = CEO.email) {
  await signInThroughApi(page, email);
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

test('the tour greets a new user once: closed, it stays away on reload and in another browser', async ({
  page,
  browser,
}) => {
  await openDefaultWorkspace(page, TOUR_TAKER.email);
  const firstStep = page.getByText(FIRST_STEP);
  await expect(firstStep).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();

  const remembered = page.waitForResponse((response) =>
    response.url().endsWith('/org/employee/me/tour-seen/'),
  );
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(firstStep).toBeHidden();
  expect((await remembered).status()).toBe(204);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await expect(page.getByText(FIRST_STEP)).toHaveCount(0);

  const elsewhere = await browser.newPage();
  await openDefaultWorkspace(elsewhere, TOUR_TAKER.email);
  await expect(elsewhere.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(elsewhere.getByText(FIRST_STEP)).toHaveCount(0);
  await elsewhere.close();
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
