import { expect, test } from '../support/accessibility';
import { PASSWORD_RESETTER } from '../support/demo';
import { linkIn, mailsTo } from '../support/outbox';

test('a forgotten password is reset from the emailed link and works for signing in', async ({ page }) => {
  const mailsBefore = (await mailsTo(PASSWORD_RESETTER.email)).length;

  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Cannot log in?' }).click();
  await page.getByLabel('Email').fill(PASSWORD_RESETTER.email);
  await page.getByRole('button', { name: 'SEND Email' }).click();
  await expect(page.getByText('Link to reset your password is sent to your email address.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();

  await expect.poll(async () => (await mailsTo(PASSWORD_RESETTER.email)).length).toBe(mailsBefore + 1);
  const mail = (await mailsTo(PASSWORD_RESETTER.email)).at(-1);
  if (!mail) throw new Error('no reset mail');
  const link = new URL(linkIn(mail));
  expect(link.pathname).toBe('/reset-password');

  const newPassword = 'A brand new passphrase 42';
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password reset successfully. Sign in to continue.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);

  await page.getByLabel('Email').fill(PASSWORD_RESETTER.email);
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/workspace\/default$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // The link worked once.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('Invalid link')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
});
