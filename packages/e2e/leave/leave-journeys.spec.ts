import { HR, RESOURCE, signInThroughApi } from '../support/demo';
import { expect, type Page, test } from '../support/own-organisation';

/** Meera Pillai (RESOURCE) reports to Arjun Nair, the project owner. */
const APPROVER = { email: 'project-owner@acme.example' };
/** Demo employees no other journey signs in as. */
const SECOND_APPLICANT = { email: 'service-desk-executive@acme.example' };
const THIRD_APPLICANT = { email: 'timesheet-manager@acme.example' };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const iso = (date: Date) => date.toISOString().slice(0, 10);
const typed = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, '0')}-${MONTHS[date.getUTCMonth()]}-${date.getUTCFullYear()}`;

/** The first `weekday` (0 = Sunday) at least `days` days from today, in UTC like the server. */
function nextWeekday(weekday: number, days: number): Date {
  const date = new Date(`${iso(new Date())}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  while (date.getUTCDay() !== weekday) date.setUTCDate(date.getUTCDate() + 1);
  return date;
}
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

async function pickDate(page: Page, label: string, date: Date) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(typed(date));
  await input.press('Tab');
}

async function fillRequest(page: Page, type: RegExp, start: Date, end: Date, reason: string) {
  await page.goto('/leave-request-form');
  await page.getByLabel('Leave type').click();
  await page.getByTitle(type).click();
  await pickDate(page, 'Start date', start);
  await pickDate(page, 'End date', end);
  await page.getByLabel('Reason').fill(reason);
}

const preview = (page: Page) => page.getByRole('region', { name: 'Leave preview' });

async function confirm(page: Page, title: string, button: string) {
  const dialog = page.getByRole('dialog').filter({ hasText: title });
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('apply for leave, the manager approves from the notification, and the balance and ledger follow', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const start = nextWeekday(2, 21);
  const applicant = await browser.newPage();
  await signInThroughApi(applicant, RESOURCE.email);
  await fillRequest(
    applicant,
    /^Casual Leave \(12 days available\)$/,
    start,
    plusDays(start, 1),
    'Sister’s wedding',
  );
  await expect(preview(applicant).getByRole('heading', { name: '2 days' })).toBeVisible();
  await applicant.getByRole('button', { name: 'Apply leave' }).click();
  const applied = applicant.getByText(/^Leave applied: LR-\d{4}$/);
  await expect(applied).toBeVisible();
  const code = ((await applied.textContent()) ?? '').replace('Leave applied: ', '');

  const approver = await browser.newPage();
  await signInThroughApi(approver, APPROVER.email);
  await approver.goto('/workspace/default');
  await approver.getByRole('button', { name: /^Notifications/ }).click();
  const notice = approver.getByRole('tabpanel', { name: 'Unseen' }).getByRole('button', {
    name: new RegExp(`Leave request ${code} of Meera Pillai awaits your approval`),
  });
  await notice.click();
  const opened = approver;
  await expect(opened).toHaveURL(/\/workspace\/leaves/);
  const details = opened.getByRole('dialog').filter({ hasText: 'Leave details' });
  await expect(details.getByText(code).first()).toBeVisible();
  await details.getByRole('button', { name: 'Approve', exact: true }).click();
  await confirm(opened, `Approve ${code}?`, 'Approve');
  await expect(details.getByText('Approved', { exact: true })).toBeVisible();
  await approver.close();

  await applicant.goto('/my-leaves');
  const casual = applicant.getByRole('group', { name: 'Casual Leave balance' });
  await expect(casual.getByText('10 days').first()).toBeVisible();
  await casual.getByRole('button', { name: 'Ledger of Casual Leave' }).click();
  const ledger = applicant.getByRole('table', { name: 'Casual Leave ledger' });
  await expect(
    ledger.getByRole('row').filter({ hasText: 'Leave taken' }).filter({ hasText: code }),
  ).toContainText('-2 days');
});

test('a request overlapping leave already applied for is refused with the spec’s text', async ({ page }) => {
  test.setTimeout(90_000);
  const start = nextWeekday(3, 28);
  await signInThroughApi(page, SECOND_APPLICANT.email);
  await fillRequest(page, /^Sick Leave/, start, start, 'Fever');
  await expect(preview(page).getByRole('heading', { name: '1 day' })).toBeVisible();
  await page.getByRole('button', { name: 'Apply leave' }).click();
  await expect(page.getByText(/^Leave applied: LR-\d{4}$/)).toBeVisible();

  await fillRequest(page, /^Casual Leave/, plusDays(start, -1), start, 'Trip');
  await expect(preview(page).getByText('You have already applied leave for this period')).toBeVisible();
  await page.getByRole('button', { name: 'Apply leave' }).click();
  await expect(page.getByText('You have already applied leave for this period').first()).toBeVisible();
  await expect(page.getByText(/^Leave applied:/)).toHaveCount(0);
});

test('the leave admin opens an April–March year and turns on the sandwich rule: Friday to Monday counts 4 days', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await browser.newPage();
  await signInThroughApi(admin, HR.email);
  await admin.goto('/lms-settings');
  await admin.getByRole('button', { name: 'Open leave year' }).first().click();
  const yearForm = admin.getByRole('dialog').filter({ hasText: 'Open leave year' });
  await yearForm.getByLabel('April to March').check();
  const nextStart =
    new Date().getUTCMonth() >= 3 ? new Date().getUTCFullYear() + 1 : new Date().getUTCFullYear();
  await yearForm.getByLabel('Starting in').fill(String(nextStart));
  await yearForm.getByLabel('Starting in').press('Enter');
  await expect(yearForm.getByText(`From 01-Apr-${nextStart} to 31-Mar-${nextStart + 1}`)).toBeVisible();
  await yearForm.getByRole('button', { name: 'Open leave year' }).click();
  const years = admin.getByRole('table', { name: 'Leave years' });
  await expect(years.getByRole('row').filter({ hasText: `01-Apr-${nextStart}` })).toContainText('Upcoming');

  await admin.getByRole('tab', { name: 'Leave types' }).click();
  await admin.getByRole('button', { name: 'Add leave type' }).first().click();
  const typeForm = admin.getByRole('dialog').filter({ hasText: 'Add leave type' });
  await typeForm.getByLabel('Code').fill('FLX');
  await typeForm.getByLabel('Name').fill('Flexi Leave');
  await typeForm.getByLabel('Per year (days)').fill('10');
  await typeForm.getByRole('button', { name: 'Add leave type' }).click();
  await expect(admin.getByText('Leave type Flexi Leave added')).toBeVisible();

  const friday = nextWeekday(5, 35);
  const employee = await browser.newPage();
  await signInThroughApi(employee, THIRD_APPLICANT.email);
  await fillRequest(employee, /^Flexi Leave/, friday, plusDays(friday, 3), 'Long weekend');
  await expect(preview(employee).getByRole('heading', { name: '2 days' })).toBeVisible();

  await admin.getByRole('button', { name: 'Edit Flexi Leave' }).click();
  const editForm = admin.getByRole('dialog').filter({ hasText: 'Edit Flexi Leave' });
  await editForm.getByLabel('Weekends between leave days count').click();
  await editForm.getByRole('button', { name: 'Save leave type' }).click();
  await expect(editForm).toBeHidden();

  await fillRequest(employee, /^Flexi Leave/, friday, plusDays(friday, 3), 'Long weekend');
  await expect(preview(employee).getByRole('heading', { name: '4 days' })).toBeVisible();
  await expect(preview(employee).getByRole('table', { name: 'Day by day' })).toContainText('Sandwich');
});
