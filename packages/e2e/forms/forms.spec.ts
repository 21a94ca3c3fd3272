import { CEO, signInThroughApi } from '../support/demo';
import { expect, test } from '../support/own-organisation';

test('adds a record in Form Builder and sees it listed', async ({ page }) => {
  await signInThroughApi(page, CEO.email);
  await page.goto('/form-builder');
  const tool = page.getByRole('region', { name: 'Form Builder' });
  const name = tool.getByRole('textbox', { name: 'Name' });
  await name.fill('First record');
  await name.press('Enter');
  const records = tool.getByRole('table', { name: 'Forms records' });
  await expect(records.getByRole('row', { name: /First record/ })).toBeVisible();
});
