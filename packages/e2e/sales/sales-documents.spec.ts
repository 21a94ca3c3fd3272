import { openFromNavigation, openHomeAs, tool } from '../shell/shell-support';
import { SALES_HEAD } from '../support/demo';
import { expect, test } from '../support/own-organisation';
import { chooseOption } from '../support/select';

test('the sales head sees the pipeline by stage, then keeps a document on an opportunity’s stage: shown as theirs, renamed and deleted', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openHomeAs(page, SALES_HEAD.email);
  await openFromNavigation(page, 'Sales Opportunities');

  // Opportunity Statistics tops the workspace: the open pipeline in the order of the sales process.
  const stats = tool(page, 'Opportunity Statistics');
  const stages = stats.getByRole('table', { name: 'Open pipeline by stage' });
  await expect(stages.getByRole('row').nth(1)).toContainText('Qualification');
  await expect(stages.getByRole('row', { name: /^Proposal/ })).toBeVisible();
  await expect(stats.getByLabel('Figures in INR')).toContainText('Open pipeline');

  await tool(page, 'Opportunity List')
    .getByRole('link', { name: /Data Platform Modernisation/ })
    .click();
  const detail = page
    .getByRole('region')
    .filter({ has: page.getByRole('heading', { level: 4, name: /OP-\d{4} Data Platform Modernisation/ }) })
    .last();
  await detail.getByRole('button', { name: 'Documents' }).click();

  const manager = tool(page, 'Opportunity Document Manager');
  await expect(manager.getByText('No documents yet. Upload one above.')).toBeVisible();
  const form = manager.locator('form#opportunity-document-upload');
  await manager.locator('input[type=file]').setInputFiles({
    name: 'budget-questions.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%the budget questions\n'),
  });
  await form.getByLabel('Title').fill('Budget questions');
  await chooseOption(page, form, 'About', 'Stage: Qualification');
  await manager.getByRole('button', { name: 'Upload', exact: true }).click();

  const row = manager.getByRole('article', { name: 'Budget questions' });
  await expect(row).toContainText('by you');
  await expect(row).toContainText('Stage: Qualification');

  await row.getByRole('button', { name: 'Edit Budget questions' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename document' });
  await rename.getByRole('textbox', { name: 'Title' }).fill('Budget questions v2');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toBeHidden();
  const renamed = manager.getByRole('article', { name: 'Budget questions v2' });
  await expect(renamed).toBeVisible();

  await renamed.getByRole('button', { name: 'Delete Budget questions v2' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete document' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(manager.getByText('No documents yet. Upload one above.')).toBeVisible();
});
