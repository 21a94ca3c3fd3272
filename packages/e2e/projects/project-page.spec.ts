import { openFromNavigation, openHomeAs, tool } from '../shell/shell-support';
import { expect, test } from '../support/accessibility';
import { MANAGER } from '../support/demo';

test('a project opens on one page with its tabs', async ({ page }) => {
  await openHomeAs(page, MANAGER.email);
  await openFromNavigation(page, 'Projects');
  await tool(page, 'Project List').getByRole('link', { name: 'Initech Payroll Revamp' }).click();

  const project = tool(page, 'Overview');
  await expect(project.getByRole('heading', { name: 'Initech Payroll Revamp' })).toBeVisible();
  await expect(project.getByRole('tab')).toHaveText(['Overview', 'Team', 'Numbers', 'Milestone', 'Finances']);
  await expect(project.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
  await expect(project.getByText('Initech', { exact: true })).toBeVisible();

  // A fixed-bid project's numbers are its fixed-bid numbers.
  await project.getByRole('tab', { name: 'Numbers' }).click();
  const totals = project.getByRole('group', { name: 'Totals' });
  await expect(totals.getByText('Contract value', { exact: true })).toBeVisible();

  await project.getByRole('tab', { name: 'Finances' }).click();
  await expect(
    project.getByRole('table', { name: 'Revenue' }).getByText('Discovery and design sign-off'),
  ).toBeVisible();

  // The tab is in the address: a reload, or the link shared, opens it again.
  await page.reload();
  await expect(project.getByRole('tab', { name: 'Finances', selected: true })).toBeVisible();
  await expect(project.getByRole('table', { name: 'Revenue' })).toBeVisible();

  await project.getByRole('link', { name: 'Projects', exact: true }).click();
  await expect(page).toHaveURL(/\/project-list/);
  await expect(
    tool(page, 'Project List').getByRole('link', { name: 'Initech Payroll Revamp' }),
  ).toBeVisible();
});
