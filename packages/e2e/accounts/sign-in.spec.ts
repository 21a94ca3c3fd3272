import { expect, test } from '../support/accessibility';
import { CEO, DEMO_PASSWORD, MANAGER, organizationId } from '../support/demo';

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

test('signing out returns to sign-in, the workspace stays closed and the old session is refused', async ({
  page,
}) => {
  const orgId = await organizationId(page);
  const login = await page.request.post(`/api/${orgId}/org/account/login/`, {
    data: { email: CEO.email, password: DEMO_PASSWORD },
  });
  const { access } = (await login.json()) as { access: string };
  // Handed to the page once, as the sign-in form would: a reload after signing out must not bring it back.
  await page.goto('/sign-in');
  await page.evaluate((token) => window.localStorage.setItem('atrium.access', token), access);
  await page.goto('/workspace/default');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();

  await page.goto('/workspace/default');
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect
    .poll(async () => {
      const me = await page.request.get(`/api/${orgId}/org/employee/me/`, {
        headers: { Authorization: `Bearer ${access}` },
      });
      return me.status();
    })
    .toBe(401);
});
