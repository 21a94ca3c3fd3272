import { openHomeAs, tool } from '../shell/shell-support';
import { expect, test } from '../support/accessibility';
import { tileLink } from '../support/dashboard';
import { MANAGER } from '../support/demo';

test('an approver drills into Pending Timesheets and opens a week waiting for them', async ({ page }) => {
  await openHomeAs(page, MANAGER.email);
  const tile = tileLink(page.getByRole('region', { name: 'Widgets' }), 'Pending Timesheets');
  await expect(tile).toContainText(/Submission pending\s*\d+/);
  const text = (await tile.textContent()) ?? '';
  const submission = /Submission pending\s*(\d+)/.exec(text)?.[1];
  const approval = /Approval pending\s*(\d+)/.exec(text)?.[1];
  expect(Number(submission)).toBeGreaterThan(0);
  expect(Number(approval)).toBeGreaterThan(0);

  await tile.click();
  await expect(page).toHaveURL(/\/widget-drilldowns\?/);
  const drilldown = tool(page, 'Widget Drilldown');
  // The same counts as the tile, for the same approver and weeks.
  await expect(drilldown.getByRole('tab', { name: `Submission pending (${submission})` })).toBeVisible();
  await expect(drilldown.getByRole('tab', { name: `Approval pending (${approval})` })).toBeVisible();
  const weeks = drilldown.getByRole('table', { name: 'Weeks not submitted' });
  await expect(weeks.getByRole('row').nth(1)).toContainText(/\d{2}-[A-Z][a-z]{2}-\d{4}/);

  await drilldown.getByRole('tab', { name: /^Approval pending/ }).click();
  const lines = drilldown.getByRole('table', { name: 'Lines waiting for approval' });
  const first = lines.getByRole('row').nth(1);
  await expect(first).toContainText('Submitted');
  const week = (await first.getByRole('cell').nth(3).textContent()) ?? '';
  await first.getByRole('button', { name: /^Review / }).click();

  await expect(page).toHaveURL(/\/timesheet\?/);
  const timesheets = tool(page, 'Timesheets');
  await expect(timesheets.getByRole('tab', { name: /^To approve/, selected: true })).toBeVisible();
  await expect(timesheets.getByLabel('Week', { exact: true })).toHaveValue(`Week of ${week}`);
  const toDecide = timesheets.getByRole('table', { name: 'Timesheets to decide' });
  await expect(toDecide.getByRole('row').nth(1)).toContainText(week);
  await expect(toDecide.getByRole('row').nth(1)).toContainText('Submitted');
});
