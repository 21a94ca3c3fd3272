import { ADMIN, CEO, signInThroughApi } from '../support/demo';
import {
  chooseKind,
  DUPLICATE_ROWS_PANEL,
  ERRORS_PANEL,
  kindChoice,
  rowsFor,
  tableRows,
  upload,
} from '../support/importer';
import { expect, test } from '../support/own-organisation';
import { readWorkbook, writeWorkbook } from '../support/workbooks';

/** Codes this run's rows use; the server keeps codes upper-case. */
const PREFIX = `E2E${Date.now().toString(36).toUpperCase()}`;
const code = (n: number) => `${PREFIX}-${n}`;

test('an employee master with bad rows is refused whole, then the corrected file adds everyone', async ({
  page,
}) => {
  await signInThroughApi(page, ADMIN.email);
  await page.goto('/generic-importer');
  const importer = page.getByRole('region', { name: 'Generic Importer' });

  // The org admin may import every kind; the employee master needs the org-admin role they hold.
  await importer.getByLabel('Record kind').click();
  for (const kind of ['Employee master', 'Departments', 'Designations', 'Grades', 'Organisation holidays']) {
    await expect(kindChoice(page, kind)).toBeVisible();
  }
  await chooseKind(page, importer, 'Departments');
  await importer.getByLabel('Record kind').click();
  await chooseKind(page, importer, 'Employee master');

  // The template is the header row the files below are built on.
  const templateDownload = page.waitForEvent('download');
  await importer.getByRole('button', { name: 'Download template' }).click();
  const template = await templateDownload;
  expect(template.suggestedFilename()).toBe('employee-master-template.xlsx');
  const [header = [], ...templateRows] = await readWorkbook(await template.path());
  expect(header.slice(0, 4)).toEqual(['Employee Code', 'First Name', 'Last Name', 'Email']);
  expect(templateRows).toEqual([]);

  const zephyrine = {
    'Employee Code': code(1),
    'First Name': 'Zephyrine',
    'Last Name': 'Quillfeather',
    Email: `zephyrine.quillfeather.${PREFIX.toLowerCase()}@acme.example`,
    Department: 'Delivery',
    Designation: 'Software Engineer',
  };
  const ilse = {
    'Employee Code': code(2),
    'First Name': 'Ilse',
    'Last Name': 'Brandtmoor',
    Email: `ilse.brandtmoor.${PREFIX.toLowerCase()}@acme.example`,
  };
  const olek = {
    'Employee Code': code(3),
    'First Name': 'Olek',
    'Last Name': 'Varnhagen',
    Email: `olek.varnhagen.${PREFIX.toLowerCase()}@acme.example`,
    'Reporting Manager Code': code(1),
  };

  // Row 2: not an email; rows 3 and 4: the same code; row 5: someone else's email.
  const badFile = await writeWorkbook(
    'employees-with-problems.xlsx',
    header,
    rowsFor(header, [
      { ...zephyrine, Email: 'zephyrine at acme' },
      ilse,
      { ...olek, 'Employee Code': code(2) },
      { ...olek, Email: CEO.email, 'Reporting Manager Code': '' },
    ]),
  );
  await expect(importer.getByRole('radio', { name: /^All or nothing/ })).toBeChecked();
  await upload(importer, badFile);

  await expect(page.getByText('File Upload Failed')).toBeVisible();
  const lastUpload = importer.getByRole('region', { name: 'Last upload' });
  // Long file names are cut, with the whole name on hover.
  await expect(lastUpload.getByTitle('employees-with-problems.xlsx')).toBeVisible();
  await expect(lastUpload.getByRole('row', { name: /^Status Failed$/ })).toBeVisible();
  await expect(lastUpload.getByRole('row', { name: 'Records added 0' })).toBeVisible();
  await expect(lastUpload.getByRole('row', { name: 'Rows skipped 4' })).toBeVisible();

  const duplicates = lastUpload.getByRole('region', { name: DUPLICATE_ROWS_PANEL });
  await expect(duplicates.getByRole('table')).toBeVisible();
  expect(await tableRows(duplicates.getByRole('table'))).toEqual([['Employee Code', code(2), '3, 4']]);
  const errors = lastUpload.getByRole('region', { name: ERRORS_PANEL });
  await expect(errors.getByRole('table')).toBeVisible();
  expect(await tableRows(errors.getByRole('table'))).toEqual([
    ['2', 'email', 'Enter a valid email address.'],
    ['5', 'email', 'This email belongs to another person.'],
  ]);

  // Fixed: every row is new, and Olek's manager comes from the same file.
  const goodFile = await writeWorkbook(
    'employees-corrected.xlsx',
    header,
    rowsFor(header, [zephyrine, ilse, olek]),
  );
  await upload(importer, goodFile);

  await expect(page.getByText('File Uploaded Successfully')).toBeVisible();
  await expect(lastUpload.getByTitle('employees-corrected.xlsx')).toBeVisible();
  await expect(lastUpload.getByRole('row', { name: /^Status Successful$/ })).toBeVisible();
  await expect(lastUpload.getByRole('row', { name: 'Records added 3' })).toBeVisible();
  await expect(lastUpload.getByRole('row', { name: 'Records updated 0' })).toBeVisible();
  await expect(lastUpload.getByRole('row', { name: 'Rows skipped 0' })).toBeVisible();
  await expect(lastUpload.getByRole('region', { name: ERRORS_PANEL })).toHaveCount(0);

  // The tray lists both uploads, newest first (once the toasts over the header have gone by themselves).
  await expect(page.getByRole('alert').filter({ hasText: /File Upload/ })).toHaveCount(0, {
    timeout: 10_000,
  });
  await page.getByRole('button', { name: /^Background tasks/ }).click();
  const tray = page.getByRole('list', { name: 'Background tasks' });
  const uploads = tray.getByRole('listitem', { name: 'Employee master upload' });
  await expect(uploads.first()).toContainText('Successful');
  await expect(uploads.first().getByTitle('employees-corrected.xlsx')).toBeVisible();
  await expect(uploads.first()).toContainText('Added 3 · Updated 0 · Skipped 0');
  await expect(uploads.nth(1)).toContainText('Failed');
  await expect(uploads.nth(1).getByTitle('employees-with-problems.xlsx')).toBeVisible();
  await page.keyboard.press('Escape');

  // The new people are at once found by the header search.
  const search = page.getByRole('combobox', { name: 'Search workspaces' });
  await search.fill('Quillfeather');
  await expect(page.getByLabel(`Zephyrine Quillfeather, ${code(1)} · Software Engineer`)).toBeVisible();
});
