import { ADMIN, asReturningUser, organizationId, signInThroughApi } from '../support/demo';
import { expect, test } from '../support/own-organisation';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('the org admin makes a read-only token, the API honours its scope, and revoking it ends it', async ({
  page,
}) => {
  await asReturningUser(page);
  await signInThroughApi(page, ADMIN.email);
  const orgId = await organizationId(page);
  await page.goto('/access-tokens');
  const tool = page.getByRole('region', { name: 'Access Tokens' });
  await tool.getByRole('button', { name: 'New token' }).click();

  const form = page.getByRole('dialog', { name: 'New token' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Headcount report');
  await form.getByRole('checkbox', { name: 'People: read' }).check();
  await form.getByRole('button', { name: 'Create token' }).click();

  const shown = page.getByRole('dialog', { name: 'Token “Headcount report” created' });
  await expect(shown.getByText('Copy this token now: it will not be shown again.')).toBeVisible();
  await shown.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Token copied')).toBeVisible();
  const token = await page.evaluate(() => navigator.clipboard.readText());
  expect(token).toMatch(/^atr_/);
  expect(token).toBe(await shown.getByRole('textbox', { name: 'New token' }).inputValue());
  await shown.getByRole('button', { name: 'Done' }).click();

  const authorization = { authorization: `Bearer ${token}` };
  const employees = await page.request.get(`/api/${orgId}/org/employees/`, { headers: authorization });
  expect(employees.status()).toBe(200);
  expect(((await employees.json()) as { count: number }).count).toBeGreaterThan(0);
  const write = await page.request.patch(`/api/${orgId}/org/employee/me/profile/`, {
    headers: authorization,
    data: { mobile: '9800000000' },
  });
  expect(write.status()).toBe(403);
  expect(await write.json()).toEqual({ code: 'token_scope_denied' });

  const row = tool.getByRole('row', { name: /Headcount report/ });
  await expect(row.getByText(/^active$/i)).toBeVisible();
  await row.getByRole('button', { name: 'Revoke Headcount report' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke “Headcount report”?' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(row.getByText(/^revoked$/i)).toBeVisible();

  const after = await page.request.get(`/api/${orgId}/org/employees/`, { headers: authorization });
  expect(after.status()).toBe(401);
});
