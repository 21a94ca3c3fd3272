import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { asReturningUser, DEMO_PASSWORD, organizationId, signInThroughApi } from '../support/demo';
import { expect, type Page, test } from '../support/own-organisation';
import { wordsOfPdf } from '../support/pdf';

const ADMIN = 'admin@acme.example';
const EXIT_MANAGER = 'hr@acme.example';
const FINANCE = 'finance@acme.example';
/** A generated demo employee, active. */
const LEAVER = 'Bhavna Chopra';
const NEW_TEXT =
  'Date: {{issued_on}}\n\n# Relieving Letter\n\nWe confirm that **{{employee_name}}** has been relieved by {{organization_name}} on {{last_working_day}}, with our thanks.';

/** An API client of the journey's organisation signed in as `email`. */
async function apiAs(page: Page, email: string) {
  const orgId = await organizationId(page);
  const login = await page.request.post(`/api/${orgId}/org/account/login/`, {
    data: { email, password: DEMO_PASSWORD },
  });
  const { access } = (await login.json()) as { access: string };
  const headers = { authorization: `Bearer ${access}` };
  const call = async (request: APIRequestContext, method: 'get' | 'post', path: string, data?: object) => {
    const response = await request[method](`/api/${orgId}${path}`, { headers, data });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  return {
    get: (path: string) => call(page.request, 'get', path),
    post: (path: string, data?: object) => call(page.request, 'post', path, data),
  };
}

/** The leaver's exit taken to "Exit Done" through the API, the people who sign it signing it. */
async function exitDone(page: Page) {
  const hr = await apiAs(page, EXIT_MANAGER);
  const finance = await apiAs(page, FINANCE);
  const found = await hr.get(`/org/employees/?search=${encodeURIComponent(LEAVER)}`);
  const employee = found.results[0] as { id: number };
  const today = new Date().toISOString().slice(0, 10);
  const exit = await hr.post('/employee-exit/exits/', {
    employee_id: employee.id,
    exit_type: 'resignation',
    notice_date: today,
    last_working_day: today,
    reason: 'Higher studies',
  });
  for (const area of ['it', 'admin', 'manager'])
    await hr.post(`/employee-exit/exits/${exit.id}/clearances/`, { area });
  await finance.post(`/employee-exit/exits/${exit.id}/clearances/`, { area: 'finance' });
  await hr.post(`/employee-exit/exits/${exit.id}/exit-clearance/`);
  await hr.post(`/employee-exit/exits/${exit.id}/full-and-final/`);
  await hr.post(`/employee-exit/exits/${exit.id}/complete/`);
}

test('an admin rewrites the relieving letter, and a leaver’s letter says what it now says', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await browser.newPage();
  await asReturningUser(admin);
  await signInThroughApi(admin, ADMIN);
  await admin.goto('/workspace/org-setup');
  await admin
    .getByRole('region', { name: 'Module List' })
    .getByRole('link', { name: 'Relieving letter' })
    .click();
  // The module list has a table of templates too, with a "Relieving letter" link: wait for the list it opens.
  await expect(admin.getByRole('heading', { name: 'Template List', level: 1 })).toBeVisible();
  await admin
    .getByRole('table', { name: 'Templates' })
    .getByRole('link', { name: 'Relieving Letter', exact: true })
    .click();
  await expect(admin.getByText('Version 2')).toBeVisible();
  await admin.getByRole('button', { name: 'Edit' }).click();

  const text = admin.getByRole('textbox', { name: 'Text' });
  await text.fill('Dear {{salary}}');
  await expect(admin.getByText(/\{\{salary\}\} is not a variable of this template/)).toBeVisible();
  await text.fill(NEW_TEXT);
  const preview = admin.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText(/has been relieved by Acme Corporation on/)).toBeVisible();
  await admin.getByRole('textbox', { name: 'What changed' }).fill('Plainer wording');
  await admin.getByRole('button', { name: 'Save template' }).click();
  await expect(admin.getByText('Version 3')).toBeVisible();
  await expect(
    admin.getByRole('table', { name: 'Versions' }).getByRole('row', { name: /^3 Plainer wording/ }),
  ).toBeVisible();
  await admin.close();

  const manager = await browser.newPage();
  await asReturningUser(manager);
  await exitDone(manager);
  await signInThroughApi(manager, EXIT_MANAGER);
  await manager.goto('/workspace/employee-exit');
  await manager.getByRole('tab', { name: 'Exit Done' }).click();
  await manager.getByRole('table', { name: 'Exits' }).getByRole('button', { name: LEAVER }).click();
  const drawer = manager.getByRole('dialog').filter({ hasText: 'Exit details' });
  const downloading = manager.waitForEvent('download');
  await drawer.getByRole('button', { name: 'Relieving letter' }).click();
  const letter = wordsOfPdf(await readFile((await (await downloading).path()) as string));
  expect(letter).toContain(`We confirm that ${LEAVER} has been relieved by Acme Corporation on`);
});
