import { openHomeAs } from '../shell/shell-support';
import { MANAGER, RESOURCE } from '../support/demo';
import { skipToContent, tabTo } from '../support/keyboard';
import { expect, test } from '../support/own-organisation';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const typed = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, '0')}-${MONTHS[date.getUTCMonth()]}-${date.getUTCFullYear()}`;

/** The first Wednesday at least five weeks away, in UTC like the server. */
function comingWednesday(): Date {
  const date = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 35);
  while (date.getUTCDay() !== 3) date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

test('an employee fills in and submits a week with the keyboard alone', async ({ page }) => {
  test.setTimeout(90_000);
  await openHomeAs(page, RESOURCE.email);
  await page.goto('/workspace/timesheets');
  const mine = page.getByRole('region', { name: 'Timesheets' });
  const days = mine
    .getByRole('table', { name: 'Week of time' })
    .getByLabel(/^PR-0001 Globex Customer Portal, /);
  await expect(days.first()).toBeEnabled();

  await skipToContent(page);
  await tabTo(page, days.nth(0));
  await page.keyboard.type('7h');
  await page.keyboard.press('Tab');
  await expect(days.nth(1)).toBeFocused();
  await page.keyboard.type('6h');

  // Escape closes the confirmation and gives the focus back to the button that opened it.
  const submit = mine.getByRole('button', { name: 'Submit week' });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(submit).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  // The dialog keeps the focus: Tab cycles inside it until its Submit button.
  await tabTo(page, dialog.getByRole('button', { name: 'Submit', exact: true }), { max: 10 });
  await page.keyboard.press('Enter');
  await expect(mine.getByText('Submitted', { exact: true }).first()).toBeVisible();
  await expect(days.nth(0)).toBeDisabled();
});

test('an employee applies for leave with the keyboard alone', async ({ page }) => {
  test.setTimeout(90_000);
  const day = comingWednesday();
  await openHomeAs(page, RESOURCE.email);
  await page.goto('/leave-request-form');
  const form = page.getByRole('main');
  await expect(form.getByLabel('Leave type')).toBeVisible();

  await skipToContent(page);
  // The leave type: opened with the arrow key, filtered by typing, chosen with Enter.
  await tabTo(page, form.getByLabel('Leave type'));
  await page.keyboard.type('Casual');
  await page.keyboard.press('Enter');
  await expect(form.getByTitle(/^Casual Leave/)).toBeVisible();

  for (const label of ['Start date', 'End date']) {
    await tabTo(page, form.getByLabel(label, { exact: true }));
    await page.keyboard.type(typed(day));
    await page.keyboard.press('Enter');
  }
  await tabTo(page, form.getByLabel('Reason'));
  await page.keyboard.type('Dentist');
  await expect(
    page.getByRole('region', { name: 'Leave preview' }).getByRole('heading', { name: '1 day' }),
  ).toBeVisible();

  await tabTo(page, form.getByRole('button', { name: 'Apply leave' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Leave applied: LR-\d{4}$/)).toBeVisible();
});

test('a lead approves a submitted week with the keyboard alone', async ({ page }) => {
  test.setTimeout(90_000);
  await openHomeAs(page, MANAGER.email);
  await page.goto('/workspace/timesheets');
  const approvals = page.getByRole('region', { name: 'Timesheets' });
  const toApprove = approvals.getByRole('tab', { name: /To approve \(\d+\)/ });
  await expect(toApprove).toHaveAttribute('aria-selected', 'true');
  const table = approvals.getByRole('table', { name: 'Timesheets to decide' });
  const line = table.getByRole('row', { name: /Meera Pillai/ }).first();
  await expect(line).toBeVisible();

  await skipToContent(page);
  await tabTo(page, line.getByRole('checkbox'));
  await page.keyboard.press('Space');
  await expect(line.getByRole('checkbox')).toBeChecked();
  await tabTo(page, approvals.getByRole('button', { name: 'Approve' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByText(/approved$/)).toBeVisible();
  await expect(table.getByRole('row', { name: /Meera Pillai/ })).toHaveCount(0);
});
