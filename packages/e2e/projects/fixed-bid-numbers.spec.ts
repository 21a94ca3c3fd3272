import { openFromNavigation, openHomeAs, tool } from '../shell/shell-support';
import { MANAGER } from '../support/demo';
import { expect, test } from '../support/own-organisation';
import { searchAndChoose } from '../support/select';

test('a delivery lead adds an approved change request to a fixed-bid project and sees its contract value grow once recalculated', async ({
  page,
}) => {
  const year = new Date().getFullYear();
  await openHomeAs(page, MANAGER.email);
  await openFromNavigation(page, 'Project Overview');
  const fixedBid = tool(page, 'Fixed Bid Numbers');
  await expect(
    fixedBid.getByText('Choose a fixed-bid project to see its plan against its actuals.'),
  ).toBeVisible();
  await searchAndChoose(page, fixedBid, 'Project', 'Initech', /Initech Payroll Revamp/);

  await expect(fixedBid.getByRole('heading', { name: 'Initech Payroll Revamp' })).toBeVisible();
  // The demo calculates its fixed-bid project's figures: its approved change request is in the contract value.
  const totals = fixedBid.getByRole('group', { name: 'Totals' });
  for (const title of ['Contract value', 'Cost to date', 'Estimate at completion', 'Margin'])
    await expect(totals.getByText(title, { exact: true })).toBeVisible();
  await expect(fixedBid.getByRole('row', { name: /Year-end tax forms/ })).toBeVisible();
  const contractValue = totals
    .locator('.ant-card')
    .filter({ has: page.getByText('Contract value', { exact: true }) })
    .locator('.ant-statistic-content');
  const before = (await contractValue.textContent()) ?? '';

  await fixedBid.getByRole('button', { name: 'Add change request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add change request' });
  await dialog.getByLabel('Title').fill('Audit trail export');
  await dialog.getByLabel(/^Amount/).fill('2500');
  await dialog.getByLabel('Request date').fill(`15-Mar-${year}`);
  await dialog.getByLabel('Request date').press('Enter');
  const status = dialog.getByLabel('Status');
  await status.click();
  await status.press('ArrowDown');
  await status.press('Enter');
  await expect(dialog.getByTitle('Approved')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add change request' }).click();
  await expect(dialog).toBeHidden();
  await expect(fixedBid.getByRole('row', { name: /Audit trail export/ })).toBeVisible();

  // The figures are now stale: the screen offers their recalculation, which runs in the background.
  await expect(fixedBid.getByText(/changed since these figures were calculated/)).toBeVisible();
  await fixedBid.getByRole('button', { name: 'Recalculate' }).click();
  await expect(fixedBid.getByText(/^Calculated on /)).toBeVisible({ timeout: 20_000 });
  await expect(fixedBid.getByText(/changed since these figures were calculated/)).toBeHidden();
  await expect(contractValue).not.toHaveText(before);
});
