import {
  asReturningUser,
  HIRING_MANAGER,
  RECRUITER,
  RECRUITMENT_MANAGER,
  signInThroughApi,
} from '../support/demo';
import { expect, type Page, test } from '../support/own-organisation';
import { chooseOption } from '../support/select';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByTitle(option, { exact: true }).click();
}

/** Confirms the dialog the button opens, with a reason when it asks for one. */
async function confirmAction(page: Page, button: string, dialogTitle: string, reason?: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  if (reason) await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('a hiring manager raises a request that a recruitment manager approves, assigns and puts on hold', async ({
  page,
}) => {
  await asReturningUser(page);
  await signInThroughApi(page, HIRING_MANAGER.email);
  await page.goto('/hiring-request-form');
  const form = page.getByRole('region', { name: 'Hiring Request Form' });
  // The date first: Enter takes the typed date, and would also submit a form already filled in.
  const target = form.getByLabel('Target date');
  await target.click();
  await target.fill('31-Dec-2027');
  await target.press('Enter');
  await choose(page, 'Designation', 'Data Engineer');
  await choose(page, 'Department', 'Engineering');
  await form.getByRole('spinbutton', { name: 'Positions' }).fill('2');
  await form.getByRole('spinbutton', { name: 'Minimum experience (years)' }).fill('3');
  await form.getByRole('spinbutton', { name: 'Maximum experience (years)' }).fill('6');
  await form.getByRole('button', { name: 'Raise hiring request' }).click();

  await expect(page).toHaveURL(/\/hiring-request-detail\?/);
  const detail = page.getByRole('region', { name: 'Hiring Request Detail' });
  await expect(detail.getByText('Pending approval')).toBeVisible();
  const heading = await detail.getByRole('heading', { level: 4 }).textContent();
  const code = /HR-\d{4}/.exec(heading ?? '')?.[0] as string;
  expect(code).toBeTruthy();
  await expect(detail.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  await signInThroughApi(page, RECRUITMENT_MANAGER.email);
  await page.goto('/hiring-request-list');
  const list = page.getByRole('region', { name: 'Hiring Request List' });
  await list.getByRole('link', { name: code }).click();
  await expect(detail.getByText('Pending approval')).toBeVisible();
  await confirmAction(page, 'Approve', 'Approve hiring request');
  await expect(detail.getByText('Open', { exact: true })).toBeVisible();

  await detail.getByRole('button', { name: 'Assign recruiter' }).click();
  const assign = page.getByRole('dialog', { name: `Assign a recruiter to ${code}` });
  await chooseOption(page, assign, 'Recruiter', RECRUITER.name);
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(assign).toBeHidden();
  await expect(detail.getByText(RECRUITER.name)).toBeVisible();

  await confirmAction(page, 'Put on hold', 'Put hiring request on hold', 'Waiting for the budget review');
  await expect(detail.getByText('On hold', { exact: true })).toBeVisible();
  await expect(
    detail.getByText('On hold: Waiting for the budget review. Resume it to act on it again.'),
  ).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Resume' })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Assign recruiter' })).toHaveCount(0);
});

test('a candidate already in the pool is caught at entry', async ({ page }) => {
  await asReturningUser(page);
  await signInThroughApi(page, RECRUITER.email);
  await page.goto('/candidate-list');
  const pool = page.getByRole('region', { name: 'Candidate Pool' });
  await expect(
    pool.getByRole('table', { name: 'Candidates' }).getByRole('link', { name: 'Imran Khan' }),
  ).toBeVisible();
  await pool.getByRole('button', { name: 'Add candidate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add candidate' });
  await dialog.getByLabel('First name').fill('Priya');
  await dialog.getByLabel('Last name').fill('S');
  await dialog.getByLabel('Email').fill('new.address@example.org');
  await dialog.getByLabel('Phone').fill('9876500001');
  await dialog.getByRole('button', { name: 'Add candidate' }).click();
  await expect(
    dialog.getByText(/^Priya Sharma \(candidate #\d+\) is already in the candidate pool with this phone$/),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
});
