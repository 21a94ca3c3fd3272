import { openFromNavigation, openHomeAs } from '../shell/shell-support';
import { MANAGER } from '../support/demo';
import { expect, test } from '../support/own-organisation';
import { searchAndChoose } from '../support/select';

test('a delivery lead takes a time-and-material project from draft to active and staffs it, fixing what the rules refuse', async ({
  page,
}) => {
  // Some forty steps through a form, its refusals and the Team Manager: about a minute on a busy machine.
  test.setTimeout(90_000);
  await openHomeAs(page, MANAGER.email);
  await openFromNavigation(page, 'Projects');
  const list = page.getByRole('region', { name: 'Project List' });
  await expect(list.getByRole('link', { name: 'Globex Customer Portal' })).toBeVisible();

  await list.getByRole('button', { name: 'Create project' }).click();
  const form = page.getByRole('region', { name: 'Create' });
  await form.getByLabel('Project name').fill('Stark Mobile Banking');
  await form.getByRole('button', { name: 'Create project' }).click();

  const overview = page.getByRole('region', { name: 'Overview' });
  await expect(overview.getByRole('heading', { name: 'Stark Mobile Banking' })).toBeVisible();
  await expect(overview.getByText('Draft', { exact: true })).toBeVisible();
  const code = (await overview.getByText(/^PR-\d{4}$/).textContent()) ?? '';

  // Activation names what is missing, in the spec's words.
  await overview.getByRole('button', { name: 'Activate' }).click();
  await expect(overview.getByText('Please assign a project owner on this project')).toBeVisible();

  await overview.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('region', { name: 'Create' });
  await searchAndChoose(page, edit, 'Project owner', 'Arjun', /^Arjun Nair \(ACME\d{4}\)$/);
  await edit.getByLabel('Client').click();
  await page.getByRole('textbox', { name: 'New client name' }).fill('Stark Industries');
  await page.getByRole('button', { name: 'Add client' }).click();
  await expect(edit.getByText('Stark Industries')).toBeVisible();
  await edit.getByLabel('Start date', { exact: true }).fill('01-Jan-2026');
  await edit.getByLabel('Start date', { exact: true }).press('Tab');
  await edit.getByLabel('End date', { exact: true }).fill('31-Dec-2025');
  await edit.getByLabel('End date', { exact: true }).press('Tab');
  await expect(edit.getByText('Project end date must not be before its start date')).toBeVisible();
  await edit.getByLabel('End date', { exact: true }).fill('31-Dec-2026');
  await edit.getByLabel('End date', { exact: true }).press('Tab');
  for (const [label, day] of [
    ['Billing start date', '01-Feb-2026'],
    ['Billing end date', '31-Dec-2026'],
  ] as const) {
    await edit.getByLabel(label).fill(day);
    await edit.getByLabel(label).press('Tab');
  }
  await edit.getByRole('button', { name: 'Save project' }).click();

  await expect(overview.getByText('Stark Industries')).toBeVisible();
  await overview.getByRole('button', { name: 'Activate' }).click();
  await expect(overview.getByText('Active', { exact: true })).toBeVisible();
  await expect(overview.getByRole('button', { name: 'Put on hold' })).toBeVisible();

  // Its team: a group beyond the project's end is refused with the rule it breaks, then fixed.
  await overview.getByRole('button', { name: 'Team Manager' }).click();
  const teamManager = page.getByRole('region', { name: 'Team Manager' });
  await teamManager.getByRole('button', { name: 'Add resource group' }).click();
  const groupDialog = page.getByRole('dialog', { name: 'Add resource group' });
  await groupDialog.getByLabel('Group name').fill('Mobile engineers');
  await groupDialog.getByLabel('Billing role').fill('Software Engineer');
  await groupDialog.getByLabel('Billing role').press('Enter');
  await expect(groupDialog.getByTitle('Software Engineer', { exact: true })).toBeVisible();
  await groupDialog.getByLabel('End date').fill('31-Jan-2027');
  await groupDialog.getByLabel('End date').press('Tab');
  await groupDialog.getByRole('button', { name: 'Add group' }).click();
  await expect(groupDialog.getByText('Group end date must not be after the project end date')).toBeVisible();
  await groupDialog.getByLabel('End date').fill('31-Dec-2026');
  await groupDialog.getByLabel('End date').press('Tab');
  await groupDialog.getByRole('button', { name: 'Add group' }).click();
  await expect(groupDialog).toBeHidden();
  await expect(teamManager.getByRole('button', { name: '1 discrepancy' })).toBeVisible();

  await teamManager.getByRole('button', { name: 'Add person' }).click();
  const personDialog = page.getByRole('dialog', { name: /Add a person to Mobile engineers/ });
  await searchAndChoose(page, personDialog, 'Person', 'Ananya', /^Ananya Sharma \(ACME\d{4}\)$/);
  // Billable from the group's start, a month before billing starts: refused with the rule, then moved.
  await personDialog.getByRole('button', { name: 'Allocate' }).click();
  await expect(
    personDialog.getByText(/may not be billable or buffer outside the billing dates/),
  ).toBeVisible();
  await personDialog.getByLabel('Start date').fill('01-Feb-2026');
  await personDialog.getByLabel('Start date').press('Tab');
  await personDialog.getByRole('button', { name: 'Allocate' }).click();
  await expect(personDialog).toBeHidden();
  const members = teamManager.getByRole('table', { name: 'Mobile engineers members' });
  await expect(members.getByRole('row', { name: /Ananya Sharma/ })).toContainText('billable');
  await expect(teamManager.getByRole('button', { name: /discrepanc/ })).toHaveCount(0);

  // The header search finds it by its code and opens it in the projects workspace.
  await page.getByRole('combobox', { name: 'Search workspaces' }).fill(code);
  await page.getByLabel(new RegExp(`^Stark Mobile Banking, ${code}`)).click();
  await expect(page).toHaveURL(/\/workspace\/projects/);
  const found = page.getByRole('region', { name: 'Project List' });
  await expect(found.getByRole('heading', { name: 'Stark Mobile Banking' })).toBeVisible();
  await found.getByRole('tab', { name: 'Team' }).click();
  await expect(found.getByRole('table', { name: 'Mobile engineers members' })).toBeVisible();
});
