import type { Locator, Page } from '@playwright/test';
import { openFromNavigation, openHomeAs, tool } from '../shell/shell-support';
import { SALES_HEAD } from '../support/demo';
import { expect, test } from '../support/own-organisation';
import { chooseOption } from '../support/select';

const EXECUTIVE = 'Sneha Joshi';

/** The executive's year order book in the viewer, in rupees, from the figure's full text. */
async function yearOrderBook(viewer: Locator): Promise<number> {
  const row = viewer.getByRole('row', { name: new RegExp(EXECUTIVE) });
  const title = await row
    .getByTitle(/^Order book: INR /)
    .last()
    .getAttribute('title');
  return Number((title ?? '').replace(/^Order book: INR /, '').replaceAll(',', ''));
}

async function openStretchPlanInViewer(page: Page) {
  const viewer = tool(page, 'Sales Target Viewer');
  const field = viewer.getByLabel('Business plan');
  await field.fill('Stretch Plan');
  await expect(page.getByTitle(/^Stretch Plan · FY /).last()).toHaveClass(
    /\bant-select-item-option-active\b/,
  );
  await field.press('Enter');
  await expect(viewer.getByRole('row', { name: new RegExp(EXECUTIVE) })).toBeVisible();
  return viewer;
}

test('the sales head sets a sales executive’s quarterly targets in a new plan, and the viewer counts an opportunity won against them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openHomeAs(page, SALES_HEAD.email);
  await openFromNavigation(page, 'Sales Target');

  // A draft plan for this financial year beside the demo's active one, with its planning rates.
  const setting = tool(page, 'Target Setting');
  await setting.getByRole('button', { name: 'New plan' }).click();
  const planDialog = page.getByRole('dialog', { name: 'New business plan' });
  await planDialog.getByRole('textbox', { name: 'Name' }).fill('Stretch Plan');
  await planDialog.getByRole('spinbutton', { name: '1 USD in INR' }).fill('84');
  await planDialog.getByRole('spinbutton', { name: '1 EUR in INR' }).fill('91');
  await planDialog.getByRole('button', { name: 'Add plan' }).click();
  await expect(planDialog).toBeHidden();
  await expect(setting.getByText('1 USD = 84 INR, 1 EUR = 91 INR')).toBeVisible();
  await expect(
    setting.getByText('No targets in this plan yet. Add one per sales person or team.'),
  ).toBeVisible();

  await setting.getByRole('button', { name: 'Add target' }).click();
  const targetDialog = page.getByRole('dialog', { name: 'Add target' });
  await chooseOption(page, targetDialog, 'Sales person', EXECUTIVE);
  for (const quarter of ['Q1', 'Q2', 'Q3', 'Q4'])
    await targetDialog.getByRole('spinbutton', { name: `${quarter} target (INR)` }).fill('2500000');
  await targetDialog.getByRole('button', { name: 'Add target' }).click();
  await expect(targetDialog).toBeHidden();
  await expect(setting.getByRole('row', { name: new RegExp(EXECUTIVE) })).toContainText('1,00,00,000.00');

  // The viewer shows the target; what she has won so far is its order book.
  let viewer = await openStretchPlanInViewer(page);
  const row = viewer.getByRole('row', { name: new RegExp(EXECUTIVE) });
  await expect(row.getByTitle('Target: INR 1,00,00,000.00')).toBeVisible();
  const before = await yearOrderBook(viewer);

  // She wins Mobile Banking Rollout (INR 95,00,000): her order book grows by its value.
  await openFromNavigation(page, 'Sales Opportunities');
  await tool(page, 'Opportunity List')
    .getByRole('link', { name: /Mobile Banking Rollout/ })
    .click();
  const detail = page
    .getByRole('region')
    .filter({ has: page.getByRole('heading', { level: 4, name: /OP-\d{4} Mobile Banking Rollout/ }) })
    .last();
  await detail.getByRole('button', { name: 'Mark won' }).click();
  const won = page.getByRole('dialog', { name: 'Mark opportunity won' });
  await won.getByRole('textbox', { name: 'Reason' }).fill('Signed the master services agreement');
  await won.getByRole('button', { name: 'Mark won' }).click();
  await expect(won).toBeHidden();
  await expect(detail.getByText('Won', { exact: true })).toBeVisible();

  await openFromNavigation(page, 'Sales Target');
  viewer = await openStretchPlanInViewer(page);
  await expect.poll(() => yearOrderBook(viewer)).toBe(before + 9_500_000);
  await expect(
    viewer.getByRole('img', { name: new RegExp(`^${EXECUTIVE} by quarter: Q1: target 25L`) }),
  ).toBeVisible();
});
