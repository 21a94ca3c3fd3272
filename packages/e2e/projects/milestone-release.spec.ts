import { openFromNavigation, openHomeAs, tool } from '../shell/shell-support';
import { MANAGER } from '../support/demo';
import { expect, test } from '../support/own-organisation';
import { chooseOption } from '../support/select';

test('a delivery lead staffs a fixed-bid milestone, completes it and releases its people early', async ({
  page,
}) => {
  const year = new Date().getFullYear();
  await openHomeAs(page, MANAGER.email);
  await openFromNavigation(page, 'Projects');
  await tool(page, 'Project List').getByRole('link', { name: 'Initech Payroll Revamp' }).click();
  const project = tool(page, 'Overview');
  await expect(project.getByRole('heading', { name: 'Initech Payroll Revamp' })).toBeVisible();

  // A milestone for the last stretch of the year.
  await project.getByRole('button', { name: 'Milestone', exact: true }).click();
  const milestones = project.getByRole('tabpanel', { name: 'Milestone', exact: true });
  await milestones.getByRole('button', { name: 'Add milestone' }).click();
  const added = page.getByRole('dialog', { name: 'Add milestone' });
  await added.getByLabel('Milestone').fill('Hypercare');
  await added.getByLabel('Planned date').fill(`15-Dec-${year}`);
  await added.getByLabel('Planned date').press('Tab');
  await added.getByLabel('Planned amount').fill('15000');
  await added.getByRole('button', { name: 'Add milestone' }).click();
  await expect(added).toBeHidden();
  const hypercare = milestones.getByRole('row', { name: /Hypercare/ });
  await expect(hypercare).toContainText(`15-Dec-${year}`);

  // Its delivery team is staffed for it.
  await project.getByRole('tab', { name: 'Team', exact: true }).click();
  const teamManager = project.getByRole('tabpanel', { name: 'Team', exact: true });
  const deliveryTeam = teamManager.locator('.ant-card-small').filter({ hasText: 'Delivery team' });
  const ananya = teamManager.getByRole('table', { name: 'Delivery team members' }).getByRole('row', {
    name: /Ananya Sharma/,
  });
  await expect(ananya).toContainText(/to 31-Dec-\d{4}/);
  await deliveryTeam.getByRole('button', { name: 'Edit group' }).click();
  const group = page.getByRole('dialog', { name: 'Edit resource group' });
  await chooseOption(page, group, 'Staffed for milestone', 'Hypercare');
  await group.getByRole('button', { name: 'Save group' }).click();
  await expect(group).toBeHidden();
  await expect(deliveryTeam).toContainText('For Hypercare');

  // Completed, with its people released after the 20th.
  await project.getByRole('tab', { name: 'Milestone', exact: true }).click();
  await hypercare.getByRole('button', { name: 'Complete' }).click();
  const completion = page.getByRole('dialog');
  // Ananya, and the engineer the RMG manager added to the delivery team for the demo's resource request.
  await expect(completion.getByText(/Its 2 people can be released early/)).toBeVisible();
  await completion.getByLabel('Release its people after').fill(`20-Dec-${year}`);
  await completion.getByLabel('Release its people after').press('Enter');
  await completion.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText('Hypercare completed')).toBeVisible();
  await expect(hypercare).toContainText('Completed');

  await project.getByRole('tab', { name: 'Team', exact: true }).click();
  await expect(ananya).toContainText(`to 20-Dec-${year}`);
});
