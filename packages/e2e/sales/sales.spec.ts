import type { Locator } from '@playwright/test';
import { openFromNavigation, openHomeAs, tool } from '../shell/shell-support';
import { SALES_HEAD } from '../support/demo';
import { expect, test } from '../support/own-organisation';
import { chooseOption } from '../support/select';

/** Types a date into a date field of the form and leaves it. */
async function typeDate(form: Locator, label: string, date: string) {
  const field = form.getByLabel(label);
  await field.click();
  await field.fill(date);
  await field.press('Tab');
}

test('the sales head takes an opportunity through its stages, held at a mandatory task, and wins it: the draft project and its resource request follow', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const year = new Date().getFullYear() + 1;
  await openHomeAs(page, SALES_HEAD.email);
  await openFromNavigation(page, 'Sales Opportunities');
  // The board shows the default pipeline, Services; another is picked above its columns.
  const board = tool(page, 'Opportunity Overview');
  await expect(board.getByRole('listitem', { name: /^Proposal: / })).toBeVisible();
  await expect(board.getByTitle('Services (default)')).toBeVisible();
  await board.getByRole('combobox', { name: 'Pipeline' }).click();
  await page.getByTitle('Staff augmentation', { exact: true }).click();
  await expect(board.getByRole('listitem', { name: 'Client interviews: 1' })).toBeVisible();
  await expect(board.getByRole('listitem', { name: /^Proposal: / })).toBeHidden();
  await tool(page, 'Opportunity List').getByRole('button', { name: 'Add opportunity' }).click();

  const form = tool(page, 'Opportunity Form');
  // A new opportunity goes to the default pipeline unless another is chosen.
  await expect(form.getByTitle('Services', { exact: true })).toBeVisible();
  await form.getByLabel('Name').fill('Initech Data Lake');
  await chooseOption(page, form, 'Client', 'Initech');
  await form.getByRole('spinbutton', { name: 'Value' }).fill('750000');
  await typeDate(form, 'Expected start', `01-Mar-${year}`);
  await typeDate(form, 'Expected end', `30-Jun-${year}`);
  await form.getByRole('button', { name: 'Add role' }).click();
  await chooseOption(page, form, 'Role 1', 'Data Engineer');
  await form.getByRole('spinbutton', { name: 'People' }).fill('2');
  await form.getByRole('button', { name: 'Add opportunity' }).click();

  const detail = page
    .getByRole('region')
    .filter({ has: page.getByRole('heading', { level: 4, name: /OP-\d{4} Initech Data Lake/ }) })
    .last();
  await expect(detail.getByText('Open', { exact: true })).toBeVisible();
  await expect(detail.getByRole('heading', { name: 'Qualification checklist' })).toBeVisible();

  // The stage is held until its mandatory task is done.
  await detail.getByRole('button', { name: 'Complete stage' }).click();
  await expect(
    page.getByText('This stage cannot be completed until its mandatory tasks are done'),
  ).toBeVisible();
  // Each tick is saved on the server before the box shows it.
  const budget = detail.getByRole('checkbox', { name: 'Confirm the budget and the decision maker' });
  await budget.click();
  await expect(budget).toBeChecked();
  await expect(detail.getByText(/^done by /)).toBeVisible();
  await detail.getByRole('button', { name: 'Complete stage' }).click();
  await expect(detail.getByRole('heading', { name: 'Proposal checklist' })).toBeVisible();

  // Proposal's tasks done, it is won with a reason.
  for (const task of ['Send the proposal', 'Estimate the team and its cost']) {
    const box = detail.getByRole('checkbox', { name: task });
    await box.click();
    await expect(box).toBeChecked();
  }
  await detail.getByRole('button', { name: 'Mark won' }).click();
  const won = page.getByRole('dialog', { name: 'Mark opportunity won' });
  await won.getByRole('textbox', { name: 'Reason' }).fill('The client signed the statement of work');
  await won.getByRole('button', { name: 'Mark won' }).click();
  await expect(won).toBeHidden();
  await expect(detail.getByText('Won', { exact: true })).toBeVisible();
  await expect(detail.getByRole('link', { name: /PR-\d{4} Initech Data Lake/ })).toBeVisible();

  // Delivery has it: the draft project, and a resource request for the role mix.
  await openFromNavigation(page, 'Projects');
  await expect(tool(page, 'Project List').getByRole('link', { name: 'Initech Data Lake' })).toBeVisible();
  await openFromNavigation(page, 'Resource Management');
  const requests = tool(page, 'Resource Requests');
  await expect(requests.getByRole('row', { name: /Initech Data Lake/ })).toContainText('Data Engineer');
});
