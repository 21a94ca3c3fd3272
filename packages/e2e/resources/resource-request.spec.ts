import { openFromNavigation, openHomeAs, tool } from '../shell/shell-support';
import { MANAGER, RMG_MANAGER } from '../support/demo';
import { expect, type Page, test } from '../support/own-organisation';
import { chooseOption } from '../support/select';

/** Types a date into a date field of the form and leaves it. */
async function typeDate(page: Page, label: string, date: string) {
  const field = page.getByRole('main').getByLabel(label);
  await field.click();
  await field.fill(date);
  await field.press('Tab');
}

test('a delivery lead raises a resource request; the RMG manager fulfils it with a ranked candidate, who joins the project’s team', async ({
  page,
}) => {
  const year = new Date().getFullYear() + 1;
  await openHomeAs(page, MANAGER.email);
  await openFromNavigation(page, 'Resource Management');
  await tool(page, 'Resource Requests').getByRole('button', { name: 'Request resources' }).click();
  // The form opens in the workspace's place of the list.
  const form = page.getByRole('main');
  await chooseOption(page, form, 'Project', 'PR-0001 Globex Customer Portal');
  await chooseOption(page, form, 'Resource group', 'Delivery team');
  await chooseOption(page, form, 'Role (designation)', 'Data Engineer');
  await typeDate(page, 'Start date', `01-Mar-${year}`);
  await typeDate(page, 'End date', `30-Jun-${year}`);
  await form.getByRole('spinbutton', { name: 'Allocation %' }).fill('50');
  await form.getByRole('combobox', { name: 'Billing' }).click();
  await page.getByTitle('Not billable', { exact: true }).click();
  await form.getByRole('button', { name: /Add skill/ }).click();
  await chooseOption(page, form, 'Skill', 'React');
  await form.getByRole('button', { name: 'Raise resource request' }).click();

  const heading = await page.getByRole('main').getByRole('heading', { level: 4 }).textContent();
  const code = /RR-\d{4}/.exec(heading ?? '')?.[0] as string;
  expect(code).toBeTruthy();
  // The tool showing the request: the innermost region holding its heading (the workspace keeps its other tools).
  const detail = page
    .getByRole('region')
    .filter({ has: page.getByRole('heading', { level: 4, name: new RegExp(code) }) })
    .last();
  await expect(detail.getByText('Pending', { exact: true })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  // The RMG manager finds it in the list, accepts it and allocates the best ranked person.
  await openHomeAs(page, RMG_MANAGER.email);
  await openFromNavigation(page, 'Resource Management');
  await tool(page, 'Resource Requests').getByRole('link', { name: code }).click();
  await expect(detail.getByText('Pending', { exact: true })).toBeVisible();
  await detail.getByRole('button', { name: 'Accept' }).click();
  const accept = page.getByRole('dialog', { name: 'Accept resource request' });
  await accept.getByRole('button', { name: 'Accept' }).click();
  await expect(accept).toBeHidden();
  const ranked = detail.getByRole('table', { name: 'Ranked candidates' });
  const best = ranked.getByRole('button', { name: /^Fulfil with / }).first();
  await expect(best).toBeVisible();
  const name = ((await best.getAttribute('aria-label')) ?? '').replace('Fulfil with ', '');
  await best.click();
  const allocate = page.getByRole('dialog', { name: `Allocate ${name}` });
  await expect(allocate).toContainText('PR-0001 Globex Customer Portal');
  await allocate.getByRole('button', { name: 'Allocate' }).click();
  await expect(allocate).toBeHidden();
  await expect(detail.getByText('Fulfilled', { exact: true })).toBeVisible();
  await expect(detail.getByText(`${name} allocated`)).toBeVisible();

  // The person is on the project's team.
  await openHomeAs(page, MANAGER.email);
  await openFromNavigation(page, 'Projects');
  await tool(page, 'Project List').getByRole('link', { name: 'Globex Customer Portal' }).click();
  const project = tool(page, 'Overview');
  await project.getByRole('tab', { name: 'Team', exact: true }).click();
  const team = project.getByRole('tabpanel', { name: 'Team', exact: true });
  await expect(
    team.getByRole('table', { name: 'Delivery team members' }).getByRole('row', { name: new RegExp(name) }),
  ).toContainText(`01-Mar-${year}`);
});
