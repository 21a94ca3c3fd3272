import { openFromNavigation, openHomeAs, tool } from '../shell/shell-support';
import { expect, test } from '../support/accessibility';
import { MANAGER } from '../support/demo';
import { searchAndChoose } from '../support/select';

test("a delivery lead opens a project's numbers from Project Overview, shows the masked figures, and goes on to its finances", async ({
  page,
}) => {
  await openHomeAs(page, MANAGER.email);
  await openFromNavigation(page, 'Project Overview');
  const numbers = tool(page, 'Numbers');
  await expect(numbers.getByText('Choose a project to see its numbers.')).toBeVisible();
  await searchAndChoose(page, numbers, 'Project', 'Initech', /Initech Payroll Revamp/);

  await expect(numbers.getByRole('heading', { name: 'Initech Payroll Revamp' })).toBeVisible();
  const totals = numbers.getByRole('group', { name: 'Totals' });
  for (const title of ['Revenue', 'Costs and expenses', 'Margin', 'Still owed by the client'])
    await expect(totals.getByText(title, { exact: true })).toBeVisible();
  // Costs and the margin reveal pay: masked in this workspace until the lead shows salaries with the eye.
  await expect(totals.getByRole('img', { name: 'Masked' })).toHaveCount(3);
  await expect(totals.getByText(/% of revenue$/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Show salaries' }).click();
  await expect(totals.getByRole('img', { name: 'Masked' })).toHaveCount(0);
  // The demo records revenue for this project, so there is a margin to take a share of.
  await expect(totals.getByText(/% of revenue$/)).toBeVisible();
  await expect(numbers.getByText(/^Revenue paid$/)).toBeVisible();

  await numbers.getByRole('button', { name: 'Open Finances' }).click();
  await expect(tool(page, 'Finances').getByRole('heading', { name: 'Initech Payroll Revamp' })).toBeVisible();
});
