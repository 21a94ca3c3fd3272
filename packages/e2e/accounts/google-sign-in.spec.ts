import { expect, test } from '../support/accessibility';
import { MANAGER } from '../support/demo';

test('a person signs in with Google and lands on the default workspace', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Continue with Google' }).click();

  // The provider's own page (Google's stand-in, support/oidc-provider.ts).
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(MANAGER.email);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await page.waitForURL(/\/auth-providers\?/);
  await expect(page).toHaveURL(/\/workspace\/default$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
});

test('a Google account unknown to the organisation is not let in', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  // The provider's page, before its Email field: Atrium's sign-in page has one too.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill('stranger@elsewhere.example');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/auth-providers\?/);
  await expect(page.getByRole('button', { name: 'Back to sign in' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
});
