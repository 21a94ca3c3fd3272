import { CEO, signInThroughApi } from '../support/demo';
import { expect, test } from '../support/own-organisation';
import { chooseOption } from '../support/select';

test('the CEO adds a designation, a grade with a checked CTC range (salary data), and a location', async ({
  page,
}) => {
  // Unique per run: the journey may run again on the same data directory.
  const run = String(Date.now() % 100_000).padStart(5, '0');
  const designation = `Solutions Architect ${run}`;
  const grade = `G-${run}`;
  const location = `Bengaluru Office ${run}`;

  // CTC bands are kept by the salary group; the CEO holds every role.
  await signInThroughApi(page, CEO.email);
  await page.goto('/workspace/org-setup');
  const setup = page.getByRole('region', { name: 'Setup' });

  await setup.getByRole('tab', { name: 'Designations' }).click();
  await setup.getByRole('button', { name: 'Add designation' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'Add designation' });
  await dialog.getByLabel('Name').fill(designation);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await setup.getByRole('searchbox', { name: 'Search designations' }).fill(designation);
  await expect(setup.getByRole('table', { name: 'Designations' }).getByText(designation)).toBeVisible();

  await setup.getByRole('tab', { name: 'Grades' }).click();
  await setup.getByRole('button', { name: 'Add grade' }).first().click();
  dialog = page.getByRole('dialog', { name: 'Add grade' });
  await dialog.getByLabel('Name').fill(grade);
  await dialog.getByLabel('Level').fill('7');
  await dialog.getByLabel('Minimum CTC').fill('1500000');
  await dialog.getByLabel('Maximum CTC').fill('900000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Minimum must not be more than maximum')).toBeVisible();
  await dialog.getByLabel('Maximum CTC').fill('2500000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await setup.getByRole('searchbox', { name: 'Search grades' }).fill(grade);
  const gradeRow = setup.getByRole('table', { name: 'Grades' }).getByRole('row', { name: new RegExp(grade) });
  await expect(gradeRow).toContainText('7');

  await setup.getByRole('tab', { name: 'Locations' }).click();
  await setup.getByRole('button', { name: 'Add location' }).first().click();
  dialog = page.getByRole('dialog', { name: 'Add location' });
  await dialog.getByLabel('Name').fill(location);
  // The place by keyboard: the country from its list, then a city it suggests, which brings its state.
  await chooseOption(page, dialog, 'Country', 'India');
  await dialog.getByRole('combobox', { name: 'City' }).fill('Bengaluru');
  await expect(page.locator('.ant-select-item-option', { hasText: 'Bengaluru' }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await setup.getByRole('searchbox', { name: 'Search locations' }).fill(location);
  await expect(
    setup.getByRole('table', { name: 'Locations' }).getByRole('row', { name: new RegExp(location) }),
  ).toContainText(/Bengaluru.*Karnataka.*India/);
});
