import { expect, test } from '@playwright/test';
import { openHomeAs } from './shell-support';

/** Every Acme demo sign-in of the README. */
const DEMO_ROLES = [
  'ceo',
  'admin',
  'hr',
  'salary',
  'manager',
  'employee',
  'contractor',
  'project-owner',
  'resource',
  'sales-head',
  'sales-executive',
  'recruiter',
  'hiring-manager',
  'recruitment-manager',
  'onboarding-manager',
  'analyst',
  'rmg',
  'service-desk-manager',
  'service-desk-executive',
  'finance',
  'cxo',
  'finance-ceo',
  'contractor-manager',
  'audit',
  'timesheet-manager',
  'sub-department-head',
];

for (const role of DEMO_ROLES) {
  test(`${role}: every workspace in the navigation opens without a 403 answer`, async ({ page }) => {
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(`${new URL(page.url()).pathname}: ${response.url()}`);
    });
    await openHomeAs(page, `${role}@acme.example`);
    const navigation = page.getByRole('navigation', { name: 'Workspaces' });
    const names = await navigation.getByRole('link').allTextContents();
    expect(names).toContain('Dashboard');
    for (const name of names) {
      await navigation.getByRole('link', { name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(refused).toEqual([]);
  });
}
