import { openFromNavigation, openHomeAs, tool } from '../shell/shell-support';
import { MANAGER } from '../support/demo';
import { expect, test } from '../support/own-organisation';

test("a delivery lead records a project's revenue, is held to its receipt date, and reads it back with its history", async ({
  page,
}) => {
  await openHomeAs(page, MANAGER.email);
  await openFromNavigation(page, 'Projects');
  const list = tool(page, 'Project List');
  await list.getByRole('link', { name: 'Initech Payroll Revamp' }).click();
  const project = tool(page, 'Overview');
  await expect(project.getByRole('heading', { name: 'Initech Payroll Revamp' })).toBeVisible();
  await project.getByRole('button', { name: 'Finances' }).click();

  const finances = project.getByRole('tabpanel', { name: 'Finances' });
  const table = finances.getByRole('table', { name: 'Revenue' });
  await expect(table.getByText('Discovery and design sign-off')).toBeVisible();
  // The demo's revenue: its two completed milestones (USD 40,000.00 and 80,000.00) and the approved change
  // request (USD 12,000.00).
  await expect(finances.getByText('Total revenue:')).toContainText('USD 132,000.00');

  await finances.getByRole('button', { name: 'Record revenue' }).click();
  const form = tool(page, 'Financial Form').getByRole('form', { name: 'Record revenue' });
  const year = new Date().getFullYear();
  await form.getByLabel('Revenue date').fill(`15-Mar-${year}`);
  await form.getByLabel('Revenue date').press('Enter');
  await form.getByLabel('Amount (USD)').fill('2400.50');
  await form.getByLabel('Type').click();
  await page.getByTitle('Time and material billing').click();
  await form.getByLabel('Description').fill('March support hours');
  // A receipt date before the revenue date is refused under the field.
  await form.getByLabel('Receipt date').fill(`10-Mar-${year}`);
  await form.getByLabel('Receipt date').press('Enter');
  await form.getByRole('button', { name: 'Record revenue' }).click();
  await expect(form.getByText('Receipt date must not be before the revenue date')).toBeVisible();
  await form.getByLabel('Receipt date').fill(`20-Mar-${year}`);
  await form.getByLabel('Receipt date').press('Enter');
  await expect(form.getByText('Receipt date must not be before the revenue date')).toBeHidden();
  await form.getByRole('button', { name: 'Record revenue' }).click();

  // Back on Finances, Revenue tab: the entry and the new total.
  const back = tool(page, 'Finances');
  const row = back.getByRole('table', { name: 'Revenue' }).getByRole('row', { name: /March support hours/ });
  await expect(row.getByText('USD 2,400.50')).toBeVisible({ timeout: 20_000 });
  await expect(back.getByText('Total revenue:')).toContainText('USD 134,400.50');

  await row.getByRole('link', { name: `Open revenue of USD 2,400.50 on 15-Mar-${year}` }).click();
  const details = tool(page, 'Record Details');
  await expect(details.getByRole('heading', { name: 'Revenue of USD 2,400.50' })).toBeVisible();
  await expect(details.getByText(`20-Mar-${year}`)).toBeVisible();
  await expect(details.getByText('Recorded', { exact: true }).first()).toBeVisible();
});
