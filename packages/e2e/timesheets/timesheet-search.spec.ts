import { openHomeAs, tool } from '../shell/shell-support';
import { DEMO_PASSWORD, EMPLOYEE, MANAGER, organizationId } from '../support/demo';
import { expect, type Page, test } from '../support/own-organisation';

interface Waiting {
  code: string;
  week_start: string;
  employee: { name: string; code: string };
}

/** A demo week waiting for the manager's approval (the demo submits each person's last week), read as the manager. */
async function weekWaitingForManager(page: Page): Promise<Waiting> {
  const orgId = await organizationId(page);
  const login = await page.request.post(`/api/${orgId}/org/account/login/`, {
    data: { email: MANAGER.email, password: DEMO_PASSWORD },
  });
  const { access } = (await login.json()) as { access: string };
  const answer = await page.request.get(
    `/api/${orgId}/timesheets/approvals/?status=submitted&search=Ananya&limit=1`,
    { headers: { Authorization: `Bearer ${access}` } },
  );
  const { results } = (await answer.json()) as { results: Waiting[] };
  expect(results[0]?.employee.name).toBe('Ananya Sharma');
  return results[0] as Waiting;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const shown = (iso: string) => {
  const [year, month, day] = iso.split('-');
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
};

/** Types the code in the header's search and opens the timesheet it finds. */
async function openFromSearch(page: Page, term: string, sheet: Waiting) {
  const search = page.getByRole('combobox', { name: 'Search workspaces' });
  await search.fill(term);
  const result = page.getByLabel(
    `${sheet.code} · ${sheet.employee.name}, Week of ${shown(sheet.week_start)} · Submitted`,
  );
  await expect(result).toBeVisible();
  await result.click();
  await expect(page).toHaveURL(/\/workspace\/timesheets\?/);
}

test('an approver types a timesheet code in the header search and opens that week to decide', async ({
  page,
}) => {
  const sheet = await weekWaitingForManager(page);
  await openHomeAs(page, MANAGER.email);
  // The short form of the code finds it too: TS-0012 as ts12.
  await openFromSearch(page, sheet.code.replace(/^TS-0*/, 'ts'), sheet);

  const timesheets = tool(page, 'Timesheets');
  await expect(timesheets.getByRole('tab', { name: 'All timesheets', selected: true })).toBeVisible();
  await expect(timesheets.getByLabel('Week', { exact: true })).toHaveValue(
    `Week of ${shown(sheet.week_start)}`,
  );
  await expect(timesheets.getByLabel('Search people')).toHaveValue(sheet.employee.name);
  const rows = timesheets.getByRole('table', { name: 'All timesheets' }).getByRole('row');
  await expect(rows.nth(1)).toContainText(sheet.code);
  await expect(rows.nth(1)).toContainText('Ananya Sharma');
  await expect(rows.nth(1)).toContainText('Submitted');
});

test('a person types the code of their own timesheet and opens that week of theirs', async ({ page }) => {
  const sheet = await weekWaitingForManager(page);
  await openHomeAs(page, EMPLOYEE.email);
  await openFromSearch(page, sheet.code, sheet);

  const timesheets = tool(page, 'Timesheets');
  await expect(timesheets.getByRole('tab', { name: 'My timesheet', selected: true })).toBeVisible();
  await expect(timesheets.getByText(sheet.code, { exact: true })).toBeVisible();
  await expect(timesheets.getByText(new RegExp(`^${shown(sheet.week_start)} to `))).toBeVisible();
  await expect(timesheets.getByRole('table', { name: 'Week of time' })).toBeVisible();
});

test('the approver’s notification of a submitted timesheet opens that week and person to decide', async ({
  page,
}) => {
  const sheet = await weekWaitingForManager(page);
  await openHomeAs(page, MANAGER.email);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('tab', { name: 'All' }).click();
  await page
    .getByRole('tabpanel', { name: 'All' })
    .getByRole('button', { name: new RegExp(`Timesheet ${sheet.code} awaits your approval`) })
    .click();
  await expect(page).toHaveURL(/\/workspace\/timesheets\?/);

  const timesheets = tool(page, 'Timesheets');
  await expect(timesheets.getByRole('tab', { name: 'All timesheets', selected: true })).toBeVisible();
  await expect(timesheets.getByLabel('Week', { exact: true })).toHaveValue(
    `Week of ${shown(sheet.week_start)}`,
  );
  const rows = timesheets.getByRole('table', { name: 'All timesheets' }).getByRole('row');
  await expect(rows.nth(1)).toContainText(sheet.code);
});
