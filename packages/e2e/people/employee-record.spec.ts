import { HR, signInThroughApi } from '../support/demo';
import { expect, type Page, test } from '../support/own-organisation';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** DD-MMM-YYYY of a local day, as the app shows and parses dates. */
const shown = (date: Date) =>
  `${String(date.getDate()).padStart(2, '0')}-${MONTHS[date.getMonth()]}-${date.getFullYear()}`;

/** Types a date and moves on with Tab (Enter would submit the form), so the calendar covers no other field. */
async function pickDate(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Tab');
}

/** Types into a searchable select and clicks the visible choice (its label is its title; the list is virtual). */
async function choose(page: Page, label: string, option: string) {
  const select = page.getByLabel(label, { exact: true });
  await select.focus();
  await select.fill(option);
  // The form's sticky action bar can sit over the drop-down, so the choice is clicked where it is.
  await page.getByTitle(option, { exact: true }).last().dispatchEvent('click');
  await expect(select).toHaveAttribute('aria-expanded', 'false');
}

test('an employee manager adds an employee, finds them, and changes their designation from a date', async ({
  page,
}) => {
  // Letters only, so the header search finds exactly this person by name.
  const unique = Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'x');
  const firstName = 'Zoya';
  const lastName = `Qa${unique}`;
  const code = `E2E-${unique.toUpperCase()}`;
  const joined = '06-Jan-2025';
  const today = shown(new Date());

  await signInThroughApi(page, HR.email);
  await page.goto('/employee-form');
  const form = page.getByRole('region', { name: 'Employee Form' });
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('Last name').fill(lastName);
  await form.getByLabel('Work email').fill(`zoya.${unique}@acme.example`);
  await form.getByLabel('Employee code').fill(code);
  await pickDate(page, 'Date of joining', joined);
  await choose(page, 'Designation', 'Software Engineer');
  await form.getByRole('button', { name: 'Add employee' }).click();

  await expect(page).toHaveURL(/\/workspace\/employee-profile/);
  await expect(page.getByRole('heading', { name: `${firstName} ${lastName}`, level: 2 })).toBeVisible();

  await page.goto('/workspace/default');
  await page.getByRole('combobox', { name: 'Search workspaces' }).fill(lastName);
  await page.getByLabel(new RegExp(`^${firstName} ${lastName}, ${code} · Software Engineer$`, 'i')).click();
  await expect(page).toHaveURL(/\/workspace\/employee-profile/);
  const profile = page.getByRole('region', { name: 'Profile Viewer' });
  await expect(profile.getByRole('heading', { name: `${firstName} ${lastName}`, level: 2 })).toBeVisible();

  await profile.getByRole('button', { name: 'Change work details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change work details' });
  await pickDate(page, 'Effective date', today);
  await choose(page, 'Designation', 'Senior Software Engineer');
  await dialog.getByRole('button', { name: 'Save change' }).click();
  await expect(page.getByText('Work details changed')).toBeVisible();
  await expect(profile.getByText(`Senior Software Engineer · ${code}`)).toBeVisible();

  await profile.getByRole('tab', { name: 'Work history' }).click();
  const periods = profile.getByRole('table', { name: 'Work history' }).locator('tbody tr[data-row-key]');
  await expect(periods).toHaveCount(2);
  await expect(periods.nth(0)).toContainText(`${today}Present`);
  await expect(periods.nth(0)).toContainText('Senior Software Engineer');
  await expect(periods.nth(1)).toContainText(joined);
  await expect(periods.nth(1)).toContainText('Software Engineer');

  await pickDate(page, 'Who was the manager on', '01-Feb-2025');
  await expect(
    profile.getByText(
      /^On 01-Feb-2025 the reporting manager was .* and the designation Software Engineer\.$/,
    ),
  ).toBeVisible();
  await expect(periods.nth(1)).toHaveAttribute('aria-selected', 'true');
});
