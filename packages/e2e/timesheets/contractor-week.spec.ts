import { openFromNavigation, openHomeAs, tool } from '../shell/shell-support';
import { CONTRACTOR, MANAGER } from '../support/demo';
import { expect, test } from '../support/own-organisation';

test('a contractor on a project team logs and submits a week, and the lead approves it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // The lead sees the contractor in the project's team, marked as one.
  const lead = await browser.newPage();
  await openHomeAs(lead, MANAGER.email);
  await lead.goto('/team-manager');
  const teamManager = tool(lead, 'Team Manager');
  await teamManager.getByRole('combobox').first().fill('Globex');
  await lead
    .getByTitle(/Globex Customer Portal/)
    .first()
    .click();
  const member = teamManager.getByRole('row', { name: new RegExp(CONTRACTOR.name) });
  await expect(member).toContainText('CONTRACTOR');

  const contractor = await browser.newPage();
  await openHomeAs(contractor, CONTRACTOR.email);
  await openFromNavigation(contractor, 'Timesheets');
  const mine = tool(contractor, 'Timesheets');
  const grid = mine.getByRole('table', { name: 'Week of time' });
  const monday = grid.getByLabel(/^PR-0001 Globex Customer Portal, \d{2}-\w{3}-\d{4}$/).first();
  await expect(monday).toBeEnabled();
  await monday.fill('6h');
  await mine.getByRole('button', { name: 'Submit week' }).click();
  await contractor.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(mine.getByText('Submitted', { exact: true }).first()).toBeVisible();
  await expect(monday).toBeDisabled();

  await openFromNavigation(lead, 'Timesheets');
  const approvals = tool(lead, 'Timesheets');
  const row = approvals
    .getByRole('table', { name: 'Timesheets to decide' })
    .getByRole('row', { name: new RegExp(`${CONTRACTOR.name}.*PR-0001.*6h`) })
    .first();
  await row.getByRole('checkbox').check();
  await approvals.getByRole('button', { name: 'Approve' }).click();
  await expect(lead.getByText(/approved$/)).toBeVisible();

  await contractor.reload();
  await expect(mine.getByText('Approved', { exact: true }).first()).toBeVisible();
});
