import { openFromNavigation, openHomeAs, tool } from '../shell/shell-support';
import { RECRUITMENT_MANAGER, RMG_MANAGER } from '../support/demo';
import { expect, test } from '../support/own-organisation';
import { chooseOption } from '../support/select';

test('the RMG manager turns what an open resource request still needs into a hiring request, which the recruitment manager finds naming it', async ({
  page,
}) => {
  await openHomeAs(page, RMG_MANAGER.email);
  await openFromNavigation(page, 'Resource Management');
  const open = tool(page, 'Resource Requests')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Open', exact: true }) })
    .first();
  const code = ((await open.getByRole('link', { name: /^RR-\d{4}$/ }).textContent()) ?? '').trim();
  await open.getByRole('link', { name: code }).click();
  const detail = page
    .getByRole('region')
    .filter({ has: page.getByRole('heading', { level: 4, name: new RegExp(code) }) })
    .last();
  await expect(detail.getByText('Open', { exact: true })).toBeVisible();

  await detail.getByRole('button', { name: 'Raise hiring request' }).click();
  const dialog = page.getByRole('dialog', { name: `Raise a hiring request for ${code}` });
  await dialog.getByRole('button', { name: 'Raise hiring request' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await chooseOption(page, dialog, 'Hiring department', 'Engineering');
  await dialog.getByRole('button', { name: 'Raise hiring request' }).click();
  const toast = page.getByText(/^HR-\d{4} raised: the recruitment manager approves it$/);
  await expect(toast).toBeVisible();
  const hiringCode = /HR-\d{4}/.exec((await toast.textContent()) ?? '')?.[0] as string;
  await expect(dialog).toBeHidden();
  await expect(detail.getByText('In progress', { exact: true })).toBeVisible();
  await expect(detail.getByText('Hiring request raised')).toBeVisible();
  await expect(detail.getByText(new RegExp(`^${hiringCode} raised to hire `))).toBeVisible();

  await openHomeAs(page, RECRUITMENT_MANAGER.email);
  await page.goto('/hiring-request-list');
  await page
    .getByRole('region', { name: 'Hiring Request List' })
    .getByRole('link', { name: hiringCode })
    .click();
  const hiring = page.getByRole('region', { name: 'Hiring Request Detail' });
  await expect(hiring.getByText('Pending approval')).toBeVisible();
  await expect(hiring.getByText(code, { exact: true })).toBeVisible();
});
