import { ADMIN, signInThroughApi } from '../support/demo';
import { chooseKind, ERRORS_PANEL, tableRows, upload } from '../support/importer';
import { expect, test } from '../support/own-organisation';
import { readWorkbook, writeWorkbook } from '../support/workbooks';

const PREFIX = `BULK${Date.now().toString(36).toUpperCase()}`;

test('500 employees from the template: the two bad rows are skipped and listed, the rest are added', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, ADMIN.email);
  await page.goto('/generic-importer');
  const importer = page.getByRole('region', { name: 'Generic Importer' });
  await importer.getByLabel('Record kind').click();
  await chooseKind(page, importer, 'Employee master');

  const templateDownload = page.waitForEvent('download');
  await importer.getByRole('button', { name: 'Download template' }).click();
  const [header = []] = await readWorkbook(await (await templateDownload).path());
  const column = (name: string) => header.indexOf(name);
  const rows = Array.from({ length: 500 }, (_, index) => {
    const n = index + 1;
    const row: (string | null)[] = header.map(() => null);
    row[column('Employee Code')] = `${PREFIX}-${n}`;
    row[column('First Name')] = `Bulk${n}`;
    row[column('Last Name')] = 'Joiner';
    row[column('Email')] = `bulk${n}.${PREFIX.toLowerCase()}@acme.example`;
    row[column('Department')] = 'Delivery';
    row[column('Date of Joining')] = '2026-04-01';
    return row;
  });
  // Row 101 (file row 102): not an email. Row 401 (file row 402): a department Acme does not have.
  (rows[100] as (string | null)[])[column('Email')] = 'not-an-email';
  (rows[400] as (string | null)[])[column('Department')] = 'Astrology';
  const file = await writeWorkbook('five-hundred-employees.xlsx', header, rows);

  const skipBadRows = importer.getByRole('radio', { name: /^Skip bad rows/ });
  await skipBadRows.click();
  await expect(skipBadRows).toBeChecked();
  await upload(importer, file);

  const lastUpload = importer.getByRole('region', { name: 'Last upload' });
  await expect(lastUpload.getByRole('row', { name: /^Status Successful$/ })).toBeVisible({ timeout: 60_000 });
  await expect(lastUpload.getByRole('row', { name: 'Records added 498' })).toBeVisible();
  await expect(lastUpload.getByRole('row', { name: 'Rows skipped 2' })).toBeVisible();
  const errors = lastUpload.getByRole('region', { name: ERRORS_PANEL });
  const problems = await tableRows(errors.getByRole('table'));
  expect(problems.map(([row, field]) => [row, field])).toEqual([
    ['102', 'email'],
    ['402', 'department'],
  ]);

  const search = page.getByRole('combobox', { name: 'Search workspaces' });
  await search.fill('Bulk500');
  await expect(page.getByLabel(new RegExp(`^Bulk500 Joiner, ${PREFIX}-500`))).toBeVisible();
});
