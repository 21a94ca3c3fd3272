import { ADMIN, CEO, signInThroughApi } from '../support/demo';
import { linkIn, mailsTo } from '../support/outbox';
import { expect, test } from '../support/own-organisation';
import { readWorkbook } from '../support/workbooks';

const READY_SUBJECT = 'Employees export is ready';
const EXPORT_FILE = /^Download (employees-.+\.xlsx)$/;

const readyMails = async () => (await mailsTo(ADMIN.email)).filter((mail) => mail.subject === READY_SUBJECT);

test('the employees export is built in the background, emailed about, and downloaded from Uploads', async ({
  page,
}) => {
  const mailsBefore = (await readyMails()).length;
  await signInThroughApi(page, ADMIN.email);
  await page.goto('/import-export');
  const imports = page.getByRole('region', { name: 'Imports' });
  await expect(imports.getByRole('table', { name: 'Uploads' })).toBeVisible();

  const exports = imports.getByRole('region', { name: 'Exports' });
  await exports.getByRole('button', { name: 'Export to Excel: Employees' }).click();
  await expect(page.getByText('Report generation has started')).toBeVisible();
  await expect(page.getByText('Report generation has completed, please check your email')).toBeVisible();

  // The tray has it ready, with its file (once the toasts over the header have gone by themselves).
  await expect(page.getByRole('alert').filter({ hasText: /Report generation/ })).toHaveCount(0, {
    timeout: 10_000,
  });
  await page.getByRole('button', { name: /^Background tasks/ }).click();
  const inTray = page.getByRole('list', { name: 'Background tasks' }).getByRole('listitem', {
    name: 'Employees export',
  });
  await expect(inTray.first()).toContainText('Successful');
  await expect(inTray.first().getByRole('button', { name: EXPORT_FILE })).toBeVisible();
  await page.keyboard.press('Escape');

  // The owner is told by email, with a link to the Uploads tool.
  await expect.poll(async () => (await readyMails()).length).toBe(mailsBefore + 1);
  const mail = (await readyMails()).at(-1);
  if (!mail) throw new Error('no export mail');
  const link = new URL(linkIn(mail));
  expect(link.pathname).toBe('/uploads');

  await page.goto(`${link.pathname}${link.search}`);
  const tasks = page
    .getByRole('region', { name: 'Uploads' })
    .getByRole('table', { name: 'Background tasks' });
  const exported = tasks.getByRole('row').filter({ hasText: 'Employees export' }).first();
  await expect(exported).toContainText('Download');
  await expect(exported).toContainText('Successful');
  const button = exported.getByRole('button', { name: EXPORT_FILE });
  const fileName = EXPORT_FILE.exec((await button.getAttribute('aria-label')) ?? '')?.[1];

  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileName);

  // The employee master's columns plus status, one row per employee.
  const [header = [], ...rows] = await readWorkbook(await download.path());
  expect(header.slice(0, 4)).toEqual(['Employee Code', 'First Name', 'Last Name', 'Email']);
  expect(header.at(-1)).toBe('Status');
  expect(rows.length).toBeGreaterThan(50);
  const email = header.indexOf('Email');
  const ceo = rows.find((row) => row[email] === CEO.email);
  expect(ceo?.[header.indexOf('First Name')]).toBe(CEO.firstName);
  expect(ceo?.[header.indexOf('Status')]).toBe('active');
});
