import { expect, test } from '../support/accessibility';
import { CEO, DEMO_PASSWORD, MANAGER, signInThroughApi } from '../support/demo';

test('a signed-out visit to the workspace lands on sign-in', async ({ page }) => {
  await page.goto('/workspace/default');
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
  await expect(page).toHaveTitle('Acme Corporation');
});

test('the CEO signs in through the form and is welcomed by name', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(CEO.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'LOGIN' }).click();

  await expect(page).toHaveURL(/\/workspace\/default$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'My profile', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${CEO.firstName}` })).toBeVisible();
  await expect(page.getByText(`${CEO.firstName} ${CEO.lastName}`)).toBeVisible();
  await expect(page.getByText(CEO.email)).toBeVisible();
});

test('a wrong password is refused with the sign-in failure text', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(MANAGER.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'LOGIN' }).click();

  await expect(page.getByText('Login credentials (email or password) were incorrect.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('signing out returns to sign-in and the workspace stays closed', async ({ page }) => {
  await signInThroughApi(page, CEO.email);
  await page.goto('/workspace/default');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();

  await page.goto('/workspace/default');
  await expect(page).toHaveURL(/\/sign-in$/);
});
