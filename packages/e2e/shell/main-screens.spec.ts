import { expect, test } from '../support/accessibility';
import { CEO, CONTRACTOR, EMPLOYEE, HR, MANAGER } from '../support/demo';
import { openFromNavigation, openHomeAs, tool } from './shell-support';

test('an employee reaches the home, their profile and their leave by clicking only', async ({ page }) => {
  await openHomeAs(page, EMPLOYEE.email);
  await expect(page.getByRole('region', { name: 'Overview' }).getByText('My leave balance')).toBeVisible();

  await openFromNavigation(page, 'My Profile');
  await expect(tool(page, 'Profile Viewer')).toBeVisible();
  await expect(tool(page, 'Leave Profile')).toBeVisible();

  await openFromNavigation(page, 'Leaves');
  await expect(tool(page, 'Leave Requests')).toBeVisible();
  await tool(page, 'Leave Profile').getByRole('button', { name: 'Apply leave' }).click();
  await expect(tool(page, 'Leave Request')).toBeVisible();
});

test('a manager sees what waits for them on the home and reaches team leaves by clicking', async ({
  page,
}) => {
  await openHomeAs(page, MANAGER.email);
  const waiting = page.getByRole('region', { name: 'Overview' }).getByText('Waiting for you');
  await expect(waiting).toBeVisible();
  await page.getByRole('link', { name: 'Open the requests to approve' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leaves' })).toBeVisible();
  await expect(tool(page, 'Leave Requests').getByText(/^To approve \(\d+\)$/)).toBeVisible();
  await expect(tool(page, 'Team Leaves')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Workspaces' }).locator('.ant-menu-item-selected'),
  ).toHaveText('Leaves');
});

test('HR reaches People, exits, and Leave Management Admin with the Generic Importer by clicking', async ({
  page,
}) => {
  await openHomeAs(page, HR.email);
  await openFromNavigation(page, 'People');
  await expect(tool(page, 'Employee List')).toBeVisible();
  await expect(tool(page, 'Employee Form')).toHaveCount(0);

  await openFromNavigation(page, 'Exits and Clearance');
  await expect(tool(page, 'Pending Clearance')).toBeVisible();

  await openFromNavigation(page, 'Leave Administration');
  await expect(tool(page, 'Leave Management Admin')).toBeVisible();
  await expect(tool(page, 'Generic Importer')).toBeVisible();
});

test('the CEO reaches the organisation, people and contractors by clicking', async ({ page }) => {
  await openHomeAs(page, CEO.email);
  await expect(page.getByRole('region', { name: 'Widgets' })).toBeVisible();
  await openFromNavigation(page, 'Organisation Hierarchy');
  await expect(tool(page, 'Organisation Hierarchy')).toBeVisible();
  await openFromNavigation(page, 'People');
  await expect(tool(page, 'Employee List')).toBeVisible();
  await openFromNavigation(page, 'Contractors and Vendors');
  await expect(tool(page, 'Contractor Listing')).toBeVisible();
  await openFromNavigation(page, 'Organisation Setup');
  await expect(tool(page, 'Setup')).toBeVisible();
});

test('a contractor reaches their profile, and is offered no leave they cannot take', async ({ page }) => {
  await openHomeAs(page, CONTRACTOR.email);
  const navigation = page.getByRole('navigation', { name: 'Workspaces' });
  await expect(navigation.getByRole('link', { name: 'Leaves' })).toHaveCount(0);
  await openFromNavigation(page, 'My Profile');
  await expect(tool(page, 'Profile Viewer')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply leave' })).toHaveCount(0);
});
