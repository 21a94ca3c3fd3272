import { expect, test } from '../support/accessibility';
import { signInThroughApi } from '../support/demo';

/** Arjun Nair owns the demo's Globex Customer Portal; Ananya Sharma is on it but reports to someone else. */
const PROJECT_OWNER = { email: 'project-owner@acme.example' };

const iso = (date: Date) => date.toISOString().slice(0, 10);
const isWeekend = (date: Date) => [0, 6].includes(date.getUTCDay());

/** The day of the demo's pending leave: a weekday two weeks on, or the leave year's last weekday (31 March). */
function demoLeaveDay(): Date {
  const today = new Date(`${iso(new Date())}T00:00:00Z`);
  const day = new Date(today.getTime() + 14 * 86_400_000);
  while (isWeekend(day)) day.setUTCDate(day.getUTCDate() + 1);
  const year = today.getUTCMonth() >= 3 ? today.getUTCFullYear() + 1 : today.getUTCFullYear();
  const yearEnd = new Date(Date.UTC(year, 2, 31));
  if (day <= yearEnd) return day;
  while (isWeekend(yearEnd)) yearEnd.setUTCDate(yearEnd.getUTCDate() - 1);
  return yearEnd;
}

test('a project owner sees the leave of the people on their project in Team Leaves and opens it', async ({
  page,
}) => {
  await signInThroughApi(page, PROJECT_OWNER.email);
  await page.goto('/team-leaves');
  await page.getByText('Month', { exact: true }).click();
  if (demoLeaveDay().getUTCMonth() !== new Date().getUTCMonth()) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  const calendar = page.getByRole('table', { name: 'Team leave calendar' });
  const leave = calendar.getByRole('button', { name: /^Ananya Sharma: Casual Leave, / }).first();
  await leave.click();
  const drawer = page.getByRole('dialog').filter({ hasText: 'Leave details' });
  await expect(drawer.getByText(/^Ananya Sharma \(/)).toBeVisible();
  await expect(drawer.getByText('Family function')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Approve' })).toHaveCount(0);
});
