import { openFromNavigation, openHomeAs, tool } from '../shell/shell-support';
import { TIMESHEET_MANAGER } from '../support/demo';
import { expect, test } from '../support/own-organisation';
import { chooseOption } from '../support/select';

test("the timesheet manager freezes a project's month, unfreezes it with a reason, and marks it billed by an invoice", async ({
  page,
}) => {
  await openHomeAs(page, TIMESHEET_MANAGER.email);
  await openFromNavigation(page, 'Timesheets');
  const bulk = tool(page, 'Timesheets').last();
  await chooseOption(page, bulk, 'Close for', 'PR-0001 Globex Customer Portal');
  // Last month, the tool's first choice: in a month's first days the demo's last week, still waiting, falls in it.
  const summary = /^Time of (.+) of PR-0001 by status$/;
  const table = bulk.getByRole('table', { name: summary });
  await expect(table.getByRole('row', { name: /approved/i })).toBeVisible();
  const month = summary.exec((await table.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  await expect(
    bulk.getByText(
      new RegExp(
        `^(Time logged in ${month} of PR-0001:|\\d+ entries of ${month} of PR-0001 still wait for approval\\.)$`,
      ),
    ),
  ).toBeVisible();

  await bulk.getByRole('button', { name: 'Freeze approved time' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Freeze' }).click();
  await expect(page.getByText(`${month} of PR-0001 frozen`, { exact: true })).toBeVisible();
  await expect(table.getByRole('row', { name: /frozen/i })).toBeVisible();

  // Closed too early: unfrozen with a reason, then frozen again.
  await bulk.getByRole('button', { name: 'Unfreeze' }).click();
  const unfreeze = page.getByRole('dialog', { name: `Unfreeze ${month} of PR-0001?` });
  await unfreeze.getByLabel('Reason').fill('Closed before the late approvals came in');
  await unfreeze.getByRole('button', { name: 'Unfreeze' }).click();
  await expect(page.getByText(`${month} of PR-0001 unfrozen`, { exact: true })).toBeVisible();
  await expect(table.getByRole('row', { name: /frozen/i })).toHaveCount(0);
  await bulk.getByRole('button', { name: 'Freeze approved time' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Freeze' }).click();
  await expect(table.getByRole('row', { name: /frozen/i })).toBeVisible();

  await bulk.getByRole('button', { name: 'Mark billed' }).click();
  const dialog = page.getByRole('dialog', { name: `Mark ${month} of PR-0001 billed?` });
  await dialog.getByLabel('Invoice number').fill('INV-2026-0042');
  await dialog.getByRole('button', { name: 'Mark billed' }).click();
  await expect(page.getByText(`${month} of PR-0001 billed`, { exact: true })).toBeVisible();
  await expect(table.getByRole('row', { name: /billed/i })).toBeVisible();
  await expect(bulk.getByRole('button', { name: 'Unfreeze' })).toBeDisabled();
});
