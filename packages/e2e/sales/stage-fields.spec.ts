import { openFromNavigation, openHomeAs, tool } from '../shell/shell-support';
import { SALES_HEAD } from '../support/demo';
import { expect, test } from '../support/own-organisation';
import { chooseOption } from '../support/select';

test('the sales head adds a required field to a stage: an opportunity cannot leave the stage until it is filled in', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openHomeAs(page, SALES_HEAD.email);
  await openFromNavigation(page, 'Sales Opportunities');

  // A required field for the Qualification stage, set up beside the board.
  await tool(page, 'Opportunity Overview').getByRole('button', { name: 'Stage fields' }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: 'Stage fields' });
  const add = drawer.getByRole('form', { name: 'Add a field to Qualification' });
  await add.getByRole('textbox', { name: 'Field' }).fill('Decision maker');
  await add.getByRole('checkbox', { name: 'Required' }).check();
  await add.getByRole('button', { name: 'Add field' }).click();
  await expect(
    drawer.getByRole('table', { name: 'Qualification fields' }).getByRole('row', { name: /Decision maker/ }),
  ).toContainText('Yes');
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();

  await tool(page, 'Opportunity List').getByRole('button', { name: 'Add opportunity' }).click();
  const form = tool(page, 'Opportunity Form');
  await form.getByLabel('Name').fill('Umbrella Analytics');
  await chooseOption(page, form, 'Client', 'Initech');
  await form.getByRole('spinbutton', { name: 'Value' }).fill('400000');
  await form.getByRole('button', { name: 'Add opportunity' }).click();

  const detail = page
    .getByRole('region')
    .filter({ has: page.getByRole('heading', { level: 4, name: /OP-\d{4} Umbrella Analytics/ }) })
    .last();
  const budget = detail.getByRole('checkbox', { name: 'Confirm the budget and the decision maker' });
  await budget.click();
  await expect(budget).toBeChecked();

  // Its tasks done, the stage is still held by the empty required field.
  const fields = detail.getByRole('form', { name: 'Qualification fields' });
  await expect(fields).toContainText('Decision maker must be filled in before this stage can be completed.');
  await detail.getByRole('button', { name: 'Complete stage' }).click();
  await expect(
    page.getByText('This stage cannot be completed until its required fields are filled in'),
  ).toBeVisible();
  await expect(detail.getByRole('heading', { name: 'Qualification checklist' })).toBeVisible();

  await fields.getByRole('textbox', { name: 'Decision maker' }).fill('Priya Raman, CFO');
  await fields.getByRole('button', { name: 'Save fields' }).click();
  await expect(page.getByText('Qualification fields saved')).toBeVisible();
  await detail.getByRole('button', { name: 'Complete stage' }).click();
  await expect(detail.getByRole('heading', { name: 'Proposal checklist' })).toBeVisible();
  // The passed stage's value stays readable.
  await expect(detail.getByText('Priya Raman, CFO')).toBeVisible();
});
