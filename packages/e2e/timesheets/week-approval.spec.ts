import { expect, test } from '@playwright/test';
import { openFromNavigation, openHomeAs } from '../shell/shell-support';
import { EMPLOYEE, MANAGER } from '../support/demo';

test('an employee fills and submits this week; the delivery lead rejects it with a reason the employee then reads', async ({
  browser,
}) => {
  const employee = await browser.newPage();
  await openHomeAs(employee, EMPLOYEE.email);
  await openFromNavigation(employee, 'Timesheets');
  const mine = employee.getByRole('region', { name: 'Timesheets' });
  const grid = mine.getByRole('table', { name: 'Week of time' });
  const globexMonday = grid.getByLabel(/^PR-0001 Globex Customer Portal, \d{2}-\w{3}-\d{4}$/).first();
  await expect(globexMonday).toBeEnabled();
  await globexMonday.fill('30m');
  await mine.getByRole('button', { name: 'Save draft' }).click();
  await expect(mine.getByText('Billable hours per day must be between 1 and 24')).toBeVisible();
  await globexMonday.fill('4h');
  await mine.getByRole('button', { name: 'Submit week' }).click();
  await employee.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(mine.getByText('Submitted', { exact: true }).first()).toBeVisible();
  await expect(globexMonday).toBeDisabled();

  const lead = await browser.newPage();
  await openHomeAs(lead, MANAGER.email);
  await openFromNavigation(lead, 'Timesheets');
  const approvals = lead.getByRole('region', { name: 'Timesheets' });
  await expect(approvals.getByRole('tab', { name: /To approve \(\d+\)/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const rows = approvals
    .getByRole('table', { name: 'Timesheets to decide' })
    .getByRole('row', { name: /Ananya Sharma.*PR-0001/ });
  await rows.first().getByRole('checkbox').check();
  await approvals.getByRole('button', { name: 'Reject' }).click();
  const dialog = lead.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('Monday was a holiday on the client side');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(lead.getByText(/rejected$/)).toBeVisible();

  await employee.reload();
  await expect(mine.getByText('Monday was a holiday on the client side')).toBeVisible();
  await expect(globexMonday).toBeEnabled();
});
