import { expect, test } from '../support/accessibility';
import { CEO, signInThroughApi } from '../support/demo';

test('the CEO opens the organisation hierarchy from the header and finds a person in it', async ({
  page,
}) => {
  await signInThroughApi(page, CEO.email);
  await page.goto('/workspace/default');
  await page.getByRole('button', { name: 'Organisation hierarchy' }).click();
  await expect(page).toHaveURL(/\/workspace\/employee-hierarchy/);

  const tree = page.getByRole('tree');
  await expect(tree.getByRole('link', { name: `${CEO.firstName} ${CEO.lastName}` })).toBeVisible();

  await page.getByRole('combobox', { name: 'Find a person in the hierarchy' }).fill('Ananya');
  await page.getByText(/^Ananya Sharma \(ACME\d{4}\)$/).click();
  await expect(tree.getByRole('link', { name: 'Vikram Singh' })).toBeVisible();
  await expect(tree.getByRole('link', { name: 'Ananya Sharma' })).toBeVisible();
});
