import { asReturningUser, signInThroughApi } from '../support/demo';
import { expect, type Page, test } from '../support/own-organisation';
import { answerToSearch, searchAndChoose } from '../support/select';

/** Exit manager (and employee manager) of the demo; finance@acme.example is the finance executive. */
const EXIT_MANAGER = { email: 'hr@acme.example' };
const FINANCE = { email: 'finance@acme.example' };
/** A generated demo employee in the Platform team, active and used by no other journey. */
const LEAVER = { name: 'Bhavna Chopra' };

const clearanceList = (page: Page) => page.goto('/workspace/employee-exit');

async function confirm(page: Page, title: string, button: string) {
  const dialog = page
    .getByRole('dialog')
    .filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function openLeaversExit(page: Page, tab: string) {
  await clearanceList(page);
  await page.getByRole('tab', { name: tab }).click();
  // The search reaches the list half a second after typing stops, and a row opened before then is closed by it:
  // open the row from the search's answer.
  const answered = answerToSearch(page, LEAVER.name);
  await page.getByRole('searchbox', { name: 'Search exits' }).fill(LEAVER.name);
  await answered;
  await page.getByRole('table', { name: 'Exits' }).getByRole('button', { name: LEAVER.name }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: 'Exit details' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test('exit an employee through clearance to "Exit Done"', async ({ browser }) => {
  // Two people sign six steps with a confirmation each: longer than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const manager = await browser.newPage();
  await asReturningUser(manager);
  await signInThroughApi(manager, EXIT_MANAGER.email);
  await clearanceList(manager);

  await manager.getByRole('button', { name: 'Start exit' }).click();
  const form = manager
    .getByRole('dialog')
    .filter({ has: manager.locator('.ant-modal-title', { hasText: 'Start exit' }) });
  await searchAndChoose(manager, form, 'Employee', LEAVER.name, /^Bhavna Chopra \(ACME\d{4}\)$/, LEAVER.name);
  const lastDay = form.getByLabel('Last working day');
  await lastDay.click();
  await lastDay.fill(await form.getByLabel('Notice date').inputValue());
  await lastDay.press('Enter');
  await form.getByRole('button', { name: 'Start exit' }).click();
  // The exit opens in its drawer; the toast saying so lasts 3 s, too short to wait on for a busy machine.
  await expect(form).toBeHidden({ timeout: 20_000 });
  let drawer = manager.getByRole('dialog').filter({ hasText: 'Exit details' });
  await expect(drawer.getByText(LEAVER.name).first()).toBeVisible();
  for (const area of ['IT', 'Admin', 'Manager']) {
    await drawer.getByRole('button', { name: `Sign off ${area}` }).click();
    await confirm(manager, `Sign off ${area} clearance`, 'Sign off');
  }
  await manager.close();

  const finance = await browser.newPage();
  await asReturningUser(finance);
  await signInThroughApi(finance, FINANCE.email);
  drawer = await openLeaversExit(finance, 'Clearance pending');
  await drawer.getByRole('button', { name: 'Sign off Finance' }).click();
  await confirm(finance, 'Sign off Finance clearance', 'Sign off');
  await expect(drawer.getByText(/^Signed by /)).toHaveCount(4);
  await finance.close();

  const again = await browser.newPage();
  await asReturningUser(again);
  await signInThroughApi(again, EXIT_MANAGER.email);
  drawer = await openLeaversExit(again, 'Clearance pending');
  await drawer.getByRole('button', { name: 'Mark exit clearance' }).click();
  await confirm(again, 'Mark exit clearance', 'Mark done');
  await expect(drawer.getByText('Exit clearance done')).toBeVisible();
  await drawer.getByRole('button', { name: 'Mark full and final' }).click();
  await confirm(again, 'Mark full and final', 'Mark done');
  await expect(drawer.getByText('Full and final done')).toBeVisible();

  await drawer.getByRole('button', { name: 'Complete exit' }).click();
  await confirm(again, 'Complete exit', 'Complete exit');
  await expect(drawer.getByText('Exit Done', { exact: true })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Relieving letter' })).toBeVisible();

  const download = again.waitForEvent('download');
  await drawer.getByRole('button', { name: 'Relieving letter' }).click();
  expect((await download).suggestedFilename()).toMatch(/^relieving-letter-ACME\d{4}\.pdf$/);

  await drawer.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(drawer).toBeHidden();
  await again.getByRole('tab', { name: 'Exit Done' }).click();
  await expect(
    again.getByRole('table', { name: 'Exits' }).getByRole('button', { name: LEAVER.name }),
  ).toBeVisible();
});
