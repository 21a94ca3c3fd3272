import { expect, test } from '../support/accessibility';
import { AUDIT_MANAGER, CEO, RESOURCE, signInThroughApi } from '../support/demo';

const COMING_SOON = 'This tool is coming soon.';

test('the CEO lands on the default workspace and sees its tools', async ({ page }) => {
  await signInThroughApi(page, CEO.email);
  await page.goto('/');
  await expect(page).toHaveURL(/\/workspace\/default$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // The CEO's tiles (six or fewer: layout 11 with every tool, spec 2.7), each with its real figure.
  const widgets = page.getByRole('region', { name: 'Widgets' });
  await expect(widgets.getByText('Active Employees')).toBeVisible();
  await expect(widgets.getByText('Employees On Notice')).toBeVisible();
  await expect(widgets.getByRole('img', { name: /^Employees by experience/ })).toBeVisible();
  // Tools not built yet are left out; the home's overview shows what there is.
  await expect(page.getByRole('region', { name: 'Overview' })).toBeVisible();
  await expect(page.getByText(COMING_SOON)).toHaveCount(0);
});

test('My profile opens the profile viewer with the signed-in user', async ({ page }) => {
  await signInThroughApi(page, CEO.email);
  await page.goto('/workspace/default');
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'My profile', exact: true }).click();
  await expect(page).toHaveURL(/\/workspace\/my-profile$/);
  const profile = page.getByRole('region', { name: 'Profile Viewer' });
  await expect(profile.getByRole('heading', { name: `Welcome, ${CEO.firstName}` })).toBeVisible();
  await expect(profile.getByText(CEO.email)).toBeVisible();
  const leave = page.getByRole('region', { name: 'Leave Profile' });
  await expect(leave.getByRole('group', { name: 'Casual Leave balance' })).toBeVisible();
  await expect(leave.getByRole('button', { name: 'Apply leave' })).toBeVisible();
});

test('someone without the salary role opening salary management lands on 403', async ({ page }) => {
  await signInThroughApi(page, RESOURCE.email);
  await page.goto('/workspace/salary-management');
  await expect(page).toHaveURL(/\/403\?/);
  await expect(page.getByRole('heading', { name: "Looks like you don't have access!" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to Dashboard' })).toBeVisible();
});

test('the audit manager reads the audit log grouped by day', async ({ page }) => {
  await signInThroughApi(page, AUDIT_MANAGER.email);
  await page.goto('/workspace/audit-log');
  const tool = page.getByRole('region', { name: 'Audit Log' });
  await expect(tool).toBeVisible();
  const days = tool.getByRole('heading', { level: 5 });
  await expect(days.first()).toHaveText(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/);
  // Signing in just now is among today's newest events (a job another journey queued may have written after it).
  await expect(
    tool
      .getByRole('listitem')
      .filter({ hasText: `${AUDIT_MANAGER.firstName} ${AUDIT_MANAGER.lastName}: login` })
      .first(),
  ).toBeVisible();

  await tool.getByLabel('Record type').click();
  await page.getByTitle('Workspace', { exact: true }).click();
  await expect(tool.getByRole('listitem').first()).toContainText('(workspace #');
  await expect(page).toHaveURL(/tools_data=/);
});
