import { openFromNavigation, openHomeAs } from '../shell/shell-support';
import { expect, test } from '../support/accessibility';
import { MANAGER } from '../support/demo';
import { readWorkbook } from '../support/workbooks';

const EXPORT_FILE = /^Download (projects-.+\.xlsx)$/;

test('a delivery lead exports the filtered Project List to Excel and downloads it from the task tray', async ({
  page,
}) => {
  await openHomeAs(page, MANAGER.email);
  await openFromNavigation(page, 'Projects');
  const list = page.getByRole('region', { name: 'Project List' });
  await expect(list.getByRole('link', { name: 'Initech Payroll Revamp' })).toBeVisible();

  // Only time-and-material projects: the fixed-bid one leaves the list, and will not be in the file.
  await list.getByLabel('Billing type').click();
  await page.getByTitle('Time and Material', { exact: true }).click();
  await expect(list.getByRole('link', { name: 'Initech Payroll Revamp' })).toHaveCount(0);
  await expect(list.getByRole('link', { name: 'Globex Customer Portal' })).toBeVisible();

  await list.getByRole('button', { name: 'Export to Excel' }).click();
  await expect(page.getByText('Report generation has started')).toBeVisible();
  await expect(page.getByText('Report generation has completed, please check your email')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /Report generation/ })).toHaveCount(0, {
    timeout: 10_000,
  });

  // The tray has it done, with its file to download.
  await page.getByRole('button', { name: /^Background tasks/ }).click();
  const inTray = page
    .getByRole('list', { name: 'Background tasks' })
    .getByRole('listitem', { name: 'Projects export' })
    .first();
  await expect(inTray).toContainText('Successful');
  const button = inTray.getByRole('button', { name: EXPORT_FILE });
  const fileName = EXPORT_FILE.exec((await button.getAttribute('aria-label')) ?? '')?.[1];
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileName);

  const [header = [], ...rows] = await readWorkbook(await download.path());
  expect(header.slice(0, 6)).toEqual(['Code', 'Name', 'Client', 'Status', 'Billing type', 'Currency']);
  const column = (name: string) => header.indexOf(name);
  const names = rows.map((row) => row[column('Name')]);
  expect(names).toContain('Globex Customer Portal');
  expect(names).not.toContain('Initech Payroll Revamp');
  expect(rows.every((row) => row[column('Billing type')] === 'time-and-material')).toBe(true);
  const globex = rows.find((row) => row[column('Name')] === 'Globex Customer Portal');
  expect(globex?.[column('Client')]).toBe('Globex Corporation');
  expect(globex?.[column('Code')]).toMatch(/^PR-\d{4}$/);
  expect(Number(globex?.[column('People on the project today')])).toBeGreaterThan(0);
});
