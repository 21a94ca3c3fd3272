import { openFromNavigation, openHomeAs } from '../shell/shell-support';
import { EMPLOYEE, MANAGER, TIMESHEET_MANAGER } from '../support/demo';
import { expect, test } from '../support/own-organisation';

test('a week goes from draft through a rejection with a reason, resubmission and approval to a frozen month', async ({
  browser,
}) => {
  // Three people in turn, each in their own browser page, on a busy machine.
  test.setTimeout(150_000);
  const employee = await browser.newPage();
  await openHomeAs(employee, EMPLOYEE.email);
  await openFromNavigation(employee, 'Timesheets');
  const mine = employee.getByRole('region', { name: 'Timesheets' });
  const grid = mine.getByRole('table', { name: 'Week of time' });
  const globexDays = grid.getByLabel(/^PR-0001 Globex Customer Portal, \d{2}-\w{3}-\d{4}$/);
  const globexMonday = globexDays.nth(0);
  const globexTuesday = globexDays.nth(1);
  await expect(globexMonday).toBeEnabled();
  await globexMonday.fill('30m');
  await mine.getByRole('button', { name: 'Save draft' }).click();
  await expect(mine.getByText('Billable hours per day must be between 1 and 24')).toBeVisible();
  await globexMonday.fill('4h');
  await globexTuesday.fill('6h');
  const tuesdayDate = (await globexTuesday.getAttribute('aria-label'))?.slice(-11) as string;
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
  // The lead sends back Tuesday only, from the line's days.
  await rows
    .first()
    .getByRole('button', { name: /expand row/i })
    .click();
  await approvals.getByRole('button', { name: `Reject ${tuesdayDate}` }).click();
  const dialog = lead.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('Tuesday was a holiday on the client side');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(lead.getByText(new RegExp(`^The ${tuesdayDate} entry of TS-\\d{4} rejected$`))).toBeVisible();
  // The line shows its days' decisions and the reason without being opened.
  await expect(rows.first()).toContainText('Mon submitted');
  await expect(rows.first()).toContainText('Tue rejected');
  await expect(rows.first()).toContainText('Reason: Tuesday was a holiday on the client side');

  await employee.reload();
  await expect(mine.getByText('Tuesday was a holiday on the client side')).toBeVisible();
  await expect(globexTuesday).toBeEnabled();
  await expect(globexMonday).toBeDisabled();

  // Fixed and submitted again; the lead approves it.
  await globexTuesday.fill('3h');
  await mine.getByRole('button', { name: 'Submit week' }).click();
  await employee.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(globexMonday).toBeDisabled();
  await lead.reload();
  await rows.first().getByRole('checkbox').check();
  await approvals.getByRole('button', { name: 'Approve' }).click();
  await expect(lead.getByText(/approved$/)).toBeVisible();

  // The timesheet manager freezes the month: the week can no longer be changed or reopened.
  const monday = new Date(
    `${(await mine.getByText(/^\d{2}-\w{3}-\d{4} to /).textContent())?.slice(0, 11)} UTC`,
  );
  const monthKey = monday.toISOString().slice(0, 7);
  const month = monday.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const manager = await browser.newPage();
  await openHomeAs(manager, TIMESHEET_MANAGER.email);
  await manager.goto(
    `/workspace/timesheets?tools_data=${encodeURIComponent(JSON.stringify({ 'bulk-timesheets': { month: monthKey } }))}`,
  );
  const bulk = manager.getByRole('region', { name: 'Timesheets' }).last();
  await expect(bulk.getByRole('table', { name: `Time of ${month} by status` })).toBeVisible();
  await bulk.getByRole('button', { name: 'Freeze approved time' }).click();
  await manager.getByRole('dialog').getByRole('button', { name: 'Freeze' }).click();
  await expect(manager.getByText(`${month} frozen`)).toBeVisible();

  await employee.reload();
  // A week across two months is frozen only once both are: here the Monday's month is, its Tuesday may not be.
  const isOneMonth = new Date(`${tuesdayDate} UTC`).toISOString().slice(0, 7) === monthKey;
  if (isOneMonth) await expect(mine.getByText('Frozen', { exact: true }).first()).toBeVisible();
  await expect(globexMonday).toBeDisabled();
  await expect(mine.getByRole('button', { name: 'Submit week' })).toHaveCount(0);
});
