import { expect, test } from '../support/accessibility';
import { openHomeAs } from './shell-support';

/** One sign-in of each kind of navigation: own records only, contractor, team, admin, audit and the groups. */
const DEMO_ROLES = [
  'employee',
  'contractor',
  'manager',
  'hr',
  'audit',
  'timesheet-manager',
  'recruiter',
  'finance',
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
