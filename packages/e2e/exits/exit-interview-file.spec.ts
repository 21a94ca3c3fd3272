import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import {
  ADMIN,
  asReturningUser,
  DEMO_PASSWORD,
  EMPLOYEE,
  HR,
  organizationId,
  signInThroughApi,
} from '../support/demo';
import { expect, test } from '../support/own-organisation';

const LETTER = Buffer.from('%PDF-1.4\n% my resignation letter\n');

/** An API client signed in as one of the demo's people. */
async function apiAs(request: APIRequestContext, orgId: number, email: string) {
  const login = await request.post(`/api/${orgId}/org/account/login/`, {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { access } = (await login.json()) as { access: string };
  const headers = { authorization: `Bearer ${access}` };
  return {
    get: (path: string) => request.get(`/api/${orgId}${path}`, { headers }),
    post: (path: string, data?: object) => request.post(`/api/${orgId}${path}`, { headers, data }),
    put: (path: string, data: object) => request.put(`/api/${orgId}${path}`, { headers, data }),
  };
}

test('a leaver answers their exit interview with a file, and reads it back by downloading it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const orgId = await organizationId(page);
  // The organisation's exit interview asks for the resignation letter.
  const admin = await apiAs(page.request, orgId, ADMIN.email);
  const forms = (await (await admin.get('/forms/forms/?purpose=exit_interview')).json()) as {
    results: { id: number }[];
  };
  const formId = forms.results[0]?.id as number;
  const saved = await admin.put(`/forms/forms/${formId}/`, {
    name: 'Exit interview',
    fields: [
      {
        key: 'letter',
        label: 'Resignation letter',
        kind: 'file',
        required: true,
        max_files: 1,
        allowed_types: ['pdf'],
      },
    ],
  });
  expect(saved.ok()).toBe(true);
  expect((await admin.post(`/forms/forms/${formId}/publish/`)).ok()).toBe(true);

  // The exit manager starts the employee's exit.
  const leaver = await apiAs(page.request, orgId, EMPLOYEE.email);
  const me = (await (await leaver.get('/org/employee/me/')).json()) as { employee_info: { id: number } };
  const hr = await apiAs(page.request, orgId, HR.email);
  const today = new Date().toISOString().slice(0, 10);
  const started = await hr.post('/employee-exit/exits/', {
    employee_id: me.employee_info.id,
    exit_type: 'resignation',
    notice_date: today,
    last_working_day: today,
  });
  expect(started.status()).toBe(201);

  await asReturningUser(page);
  await signInThroughApi(page, EMPLOYEE.email);
  await page.goto('/');
  await page.getByRole('button', { name: 'Fill in my exit interview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exit interview' });
  await expect(dialog.getByText('One file, under 10 MB together: PDF')).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'letter.pdf',
    mimeType: 'application/pdf',
    buffer: LETTER,
  });
  await expect(dialog.getByText(/^letter\.pdf \(/)).toBeVisible();
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save answers' }).click();

  const download = dialog.getByRole('button', { name: 'Download letter.pdf' });
  await expect(download).toBeVisible({ timeout: 15_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe('letter.pdf');
  expect((await readFile(await file.path())).equals(LETTER)).toBe(true);
});
