import { asReturningUser, signInThroughApi } from '../support/demo';
import { expect, test } from '../support/own-organisation';

test('an admin allows Google accounts of one domain, and the sign-in page offers Google only', async ({
  page,
  browser,
}) => {
  // Two pages and a provisioned organisation: longer than the default on a busy machine.
  test.setTimeout(90_000);
  await asReturningUser(page);
  await signInThroughApi(page, 'admin@acme.example');
  await page.goto('/integrations');
  const card = page.getByRole('region', { name: 'Sign-in with Google' });
  const domains = card.getByRole('combobox', { name: 'Allowed domains' });
  await domains.fill('https://acme.example');
  await domains.press('Enter');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('Enter domains like acme.com, without https:// or an @')).toBeVisible();
  // The wrong domain goes as it came: Backspace in the empty box takes back the last one typed.
  const wrong = card.getByTitle('https://acme.example');
  await expect(async () => {
    await domains.press('Backspace');
    await expect(wrong).toHaveCount(0, { timeout: 1_000 });
  }).toPass();
  await domains.fill('acme.example');
  await domains.press('Enter');
  await card.getByRole('radio', { name: 'Google only' }).check();
  await card.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Passwords stop working' });
  await dialog.getByRole('button', { name: 'Google only' }).click();
  await expect(page.getByText('Sign-in with Google saved')).toBeVisible();

  await page.reload();
  await expect(card.getByRole('radio', { name: 'Google only' })).toBeChecked();
  await expect(card.getByTitle('acme.example')).toBeVisible();

  const visitor = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await visitor.goto('/sign-in');
  await expect(visitor.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'LOGIN' })).toHaveCount(0);
  await visitor.close();
});
