import { openHomeAs } from '../shell/shell-support';
import { CEO, RMG_MANAGER, signInThroughApi } from '../support/demo';
import { expect, test } from '../support/own-organisation';
import { chooseOption } from '../support/select';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A date `days` from today as the date fields take it (DD-MMM-YYYY). */
function inDays(days: number) {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${String(date.getDate()).padStart(2, '0')}-${MONTHS[date.getMonth()]}-${date.getFullYear()}`;
}

test('an RMG manager saves a scenario with two joiners and sees the gap close beside today; the CEO opens its link', async ({
  page,
}) => {
  // Its organisation is copied first, then two people each open the shell cold, as the sales journeys do.
  test.setTimeout(120_000);
  await openHomeAs(page, RMG_MANAGER.email);
  await page.goto('/resource-forecasting-dashboard');
  const forecast = page.getByRole('region', { name: 'Resource Requirement Forecasting' });
  await forecast.getByRole('button', { name: 'New scenario' }).click();

  const dialog = page.getByRole('dialog', { name: 'New scenario' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Two more senior engineers');
  await chooseOption(page, dialog, 'Designation', 'Senior Software Engineer');
  await dialog.getByRole('spinbutton', { name: 'People' }).fill('2');
  const joining = dialog.getByLabel('Joining on');
  await joining.click();
  await joining.fill(inDays(14));
  await joining.press('Tab');
  await dialog.getByRole('button', { name: 'Create scenario' }).click();
  await expect(dialog).toBeHidden();

  // Today above, the scenario beneath: from the week they join, two more senior engineers to spare.
  await expect(
    forecast.getByRole('table', { name: 'Today: supply against demand by role and week' }),
  ).toBeVisible();
  const whatIf = forecast.getByRole('table', {
    name: 'What if Two more senior engineers: supply against demand by role and week',
  });
  await expect(whatIf.getByRole('row', { name: /^Senior Software Engineer/ })).toContainText(
    /Against today\s*Δ\s*\+2/,
  );
  await expect(forecast.getByRole('list', { name: 'Changes' })).toContainText(
    `2 × Senior Software Engineer joining ${inDays(14)}`,
  );

  await forecast.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/resource-forecasting-dashboard\?scenario=\d+$/);

  // Another who reads forecasts opens the link and finds the same comparison; a link's first page loads the shell cold.
  await signInThroughApi(page, CEO.email);
  await page.goto(link);
  await expect(forecast.getByRole('heading', { name: 'What if: Two more senior engineers' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(whatIf.getByRole('row', { name: /^Senior Software Engineer/ })).toContainText(
    /Against today\s*Δ\s*\+2/,
  );
});
