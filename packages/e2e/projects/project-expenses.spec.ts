import { openFromNavigation, openHomeAs, tool } from '../shell/shell-support';
import { MANAGER } from '../support/demo';
import { expect, test } from '../support/own-organisation';

test('a delivery lead records an expense with its bill and a payment from the client, and reads the totals', async ({
  page,
}) => {
  await openHomeAs(page, MANAGER.email);
  await openFromNavigation(page, 'Projects');
  const list = tool(page, 'Project List');
  await list.getByRole('link', { name: 'Initech Payroll Revamp' }).click();
  const overview = page.getByRole('region', { name: 'Overview' });
  await overview.getByRole('button', { name: 'Expenses and Receipts' }).click();

  const expenses = tool(page, 'Expenses and Receipts');
  await expect(expenses.getByRole('heading', { name: 'Initech Payroll Revamp' })).toBeVisible();
  const table = expenses.getByRole('table', { name: 'Expenses' });
  await expect(table.getByText('Flights for the kick-off workshop')).toBeVisible();
  const totals = expenses.getByRole('group', { name: 'Totals' });
  const spent = (await totals.getByText(/^USD /).first().textContent()) ?? '';

  // An expense without its date and amount is refused; then recorded with its bill attached.
  await expenses.getByRole('button', { name: 'Record expense' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record expense' });
  await dialog.getByRole('button', { name: 'Record expense' }).click();
  await expect(dialog.getByText('This field is required')).toHaveCount(3);
  const year = new Date().getFullYear();
  await dialog.getByLabel('Category').fill('Software and');
  await dialog.getByLabel('Category').press('Enter');
  await expect(dialog.getByTitle('Software and licences')).toBeVisible();
  await dialog.getByLabel('Amount (USD)').fill('1250.75');
  await dialog.getByLabel('Description').fill('Load-testing service for the payroll engine');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'load-test-invoice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% a bill\n'),
  });
  await expect(dialog.getByText('load-test-invoice.pdf')).toBeVisible();
  await dialog.getByLabel('Date').fill(`15-Mar-${year}`);
  await dialog.getByLabel('Date').press('Enter');
  await dialog.getByRole('button', { name: 'Record expense' }).click();
  // Saved, then its file uploaded: two calls to a server sharing 2 cores with the browser.
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  const row = table.getByRole('row', { name: /Load-testing service for the payroll engine/ });
  await expect(row.getByText('USD 1,250.75')).toBeVisible();
  await expect(row.getByRole('button', { name: '1 attachment: download' })).toBeVisible();
  await expect(totals.getByText(/^USD /).first()).not.toHaveText(spent);

  // The client's payment, on the Receipts tab.
  await expenses.getByRole('tab', { name: /Receipts/ }).click();
  await expenses.getByRole('button', { name: 'Record receipt' }).click();
  const receipt = page.getByRole('dialog', { name: 'Record receipt' });
  await receipt.getByLabel('Date received').fill(`01-Jan-${year}`);
  await receipt.getByLabel('Date received').press('Enter');
  await receipt.getByLabel('Amount (USD)').fill('20000');
  await receipt.getByLabel('Reference').fill('WIRE 77812');
  await receipt.getByRole('button', { name: 'Record receipt' }).click();
  await expect(receipt).toBeHidden({ timeout: 20_000 });
  const receipts = expenses.getByRole('table', { name: 'Receipts' });
  await expect(receipts.getByRole('row', { name: /WIRE 77812/ }).getByText('USD 20,000.00')).toBeVisible();
  // The demo's payment for its first milestone, USD 40,000.00, and this one.
  await expect(totals.getByText('USD 60,000.00')).toBeVisible();
  await expect(expenses.getByText('Total received:')).toContainText('USD 60,000.00');
});
