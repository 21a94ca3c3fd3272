import { openHomeAs, tool } from '../shell/shell-support';
import { expect, test } from '../support/accessibility';
import { tileLink } from '../support/dashboard';
import { MANAGER } from '../support/demo';

test("a delivery lead follows the net margin and revenue leakage tiles to their projects' tables", async ({
  page,
}) => {
  await openHomeAs(page, MANAGER.email);
  const tile = (title: string) => tileLink(page, title);
  const chart = tile('Net Margin').getByRole('img', { name: /^Net margin by month: / });
  await expect(chart).toBeVisible();
  // The chart is drawn, a line per currency of the lead's projects.
  await expect(chart.locator('svg path').first()).toBeAttached();

  await tile('Net Margin').click();
  const margins = tool(page, 'Projects Net Margins');
  const marginRows = margins.getByRole('table', { name: 'Projects' });
  // The demo records revenue, costs and expenses for the projects this lead runs.
  await expect(marginRows.getByRole('link', { name: 'Initech Payroll Revamp' })).toBeVisible();
  await expect(
    margins
      .getByRole('group', { name: 'Totals' })
      .getByText(/^Net margin, /)
      .first(),
  ).toBeVisible();
  await margins.getByRole('searchbox', { name: 'Search projects' }).fill('Initech');
  await expect(marginRows.getByRole('row')).toHaveCount(2);

  await page.goto('/');
  await tile('Revenue Leakage').click();
  const leakage = tool(page, 'Projects Revenue Leakages and Losses');
  const leakageRows = leakage.getByRole('table', { name: 'Projects' });
  await expect(leakageRows.getByRole('link', { name: 'Initech Payroll Revamp' })).toBeVisible();
  await expect(leakage.getByText(/Leakage is work done and not billed/)).toBeVisible();

  await leakageRows.getByRole('link', { name: 'Initech Payroll Revamp' }).click();
  await expect(tool(page, 'Numbers').getByRole('heading', { name: 'Initech Payroll Revamp' })).toBeVisible();
});
