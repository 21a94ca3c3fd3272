import { openFromNavigation, openHomeAs, tool } from '../shell/shell-support';
import { expect, test } from '../support/accessibility';
import { TIMESHEET_MANAGER } from '../support/demo';

test('the timesheet manager reads last month’s utilisation by person and by project', async ({ page }) => {
  await openHomeAs(page, TIMESHEET_MANAGER.email);
  await openFromNavigation(page, 'Timesheets');
  const bulk = tool(page, 'Timesheets').last();
  await bulk.getByText('Utilisation', { exact: true }).click();
  const people = bulk.getByRole('table', { name: 'Team members' });
  const ananya = people.getByRole('row', { name: /Ananya Sharma/ });
  await expect(ananya.getByLabel(/^Utilisation of Ananya Sharma: \d+(\.\d)?%$/)).toBeVisible();
  await expect(bulk.getByRole('group', { name: /^Totals of / })).toContainText('%');

  await bulk.getByText('By project', { exact: true }).click();
  const projects = bulk.getByRole('table', { name: 'Projects' });
  await expect(projects.getByRole('row', { name: /Globex Customer Portal/ })).toBeVisible();
});
