import { expect, type Page, test } from '../support/accessibility';
import { tileLink } from '../support/dashboard';
import {
  CEO,
  HR,
  RESOURCE,
  RMG_MANAGER,
  SALES_HEAD,
  SUB_DEPARTMENT_HEAD,
  signInThroughApi,
} from '../support/demo';

// The tiles the dashboard can show today (contracts dashboardWidgetsFor), with Acme's default names for
// departments and sub-departments ('function', 'sub function').
const ORGANISATION_TILES = ['Active Employees', 'Employees On Notice', 'Employees Pyramid'] as const;
const CEO_TILES = [
  ...ORGANISATION_TILES,
  'Attrition Rate',
  'Exit Clearance and Full and Final Pending',
  'Team Leaves',
  'Pending Timesheets',
  'Net Margin',
  'Revenue Leakage',
  'Revenue Loss',
  'Resource Allocation',
  'Candidates Joining',
  'Onboarding',
  'Notified Opportunities',
  'Target and Achievements',
  'Existing and New Client Achievements',
] as const;
const HEAD_COUNT_TILES = ['Function Head Count', 'Sub Function Head Count'] as const;
const ALL_TILES = [...CEO_TILES, ...HEAD_COUNT_TILES];

async function openDashboard(page: Page, email: string) {
  await signInThroughApi(page, email);
  await page.goto('/workspace/default');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // Overview cards with nothing to say for the role leave once loaded and the tiles below move up: a click
  // aimed while they load can land on the tile that took the place.
  await expect(page.locator('.ant-skeleton')).toHaveCount(0);
}

/** Each tile shown with its figure (or the pyramid's chart), and none of the other tiles. */
async function expectTiles(page: Page, shown: readonly string[]) {
  const widgets = page.getByRole('region', { name: 'Widgets' });
  for (const title of shown) await expect(widgets.getByText(title, { exact: true })).toBeVisible();
  for (const title of ALL_TILES.filter((tile) => !shown.includes(tile))) {
    await expect(widgets.getByText(title, { exact: true })).toHaveCount(0);
  }
  return widgets;
}

test('the CEO sees the organisation tiles, each opening its list, and no head counts', async ({ page }) => {
  await openDashboard(page, CEO.email);
  const widgets = await expectTiles(page, CEO_TILES);
  // Every CEO tile drills down; the pyramid opens the employee list too (spec 2.7).
  await expect(widgets.getByRole('link')).toHaveCount(CEO_TILES.length);
  await expect(tileLink(widgets, 'Active Employees')).toHaveText(/\d+/);
  await expect(tileLink(widgets, 'Employees On Notice')).toHaveText(/\d+/);
  await expect(widgets.getByRole('img', { name: /^Employees by experience: / })).toBeVisible();

  await tileLink(widgets, 'Employees On Notice').click();
  await expect(page).toHaveURL(/\/employee-list\?tools_data=/);
  const toolsData = JSON.parse(new URL(page.url()).searchParams.get('tools_data') ?? '{}');
  expect(toolsData).toEqual({ 'employee-list': { statuses: 'in-notice' } });
});

test('the employee and exit manager who heads a department sees the organisation tiles, exits and that head count', async ({
  page,
}) => {
  await openDashboard(page, HR.email);
  // HR also manages exits, so the clearance tile is theirs too.
  const widgets = await expectTiles(page, [
    ...ORGANISATION_TILES,
    'Exit Clearance and Full and Final Pending',
    'Function Head Count',
  ]);
  // Only the CEO may drill into the pyramid.
  await expect(tileLink(widgets, 'Employees Pyramid')).toHaveCount(0);
  await expect(widgets.getByRole('img', { name: /^Employees by experience: / })).toBeVisible();
  await expect(tileLink(widgets, 'Function Head Count')).toHaveText(/\d+/);
});

test('a department and sub-department head sees the two head counts, the attrition rate, team leaves and project money', async ({
  page,
}) => {
  await openDashboard(page, SUB_DEPARTMENT_HEAD.email);
  const widgets = await expectTiles(page, [
    ...HEAD_COUNT_TILES,
    'Attrition Rate',
    'Team Leaves',
    'Pending Timesheets',
    'Net Margin',
    'Revenue Leakage',
    'Revenue Loss',
  ]);
  await expect(tileLink(widgets, 'Function Head Count')).toHaveText(/\d+/);

  await tileLink(widgets, 'Sub Function Head Count').click();
  await expect(page).toHaveURL(/\/workspace\/sub-departments$/);
});

test('the RMG manager sees the attrition rate and the resource allocation pie, which opens Resource Management', async ({
  page,
}) => {
  await openDashboard(page, RMG_MANAGER.email);
  const widgets = await expectTiles(page, ['Attrition Rate', 'Resource Allocation']);
  await expect(
    widgets.getByRole('img', { name: /^Allocated \d+ \(\d+%\), bench \d+ of \d+ people$/ }),
  ).toBeVisible();
  await tileLink(widgets, 'Resource Allocation').click();
  await expect(page).toHaveURL(/\/workspace\/resource-management$/);
});

test('the onboarding manager sees the candidates joining, which opens the Onboarding workspace', async ({
  page,
}) => {
  await openDashboard(page, 'onboarding-manager@acme.example');
  const widgets = await expectTiles(page, ['Candidates Joining']);
  await expect(tileLink(widgets, 'Candidates Joining')).toHaveText(/1/);
  await tileLink(widgets, 'Candidates Joining').click();
  await expect(page).toHaveURL(/\/workspace\/on-boarding$/);
  await expect(
    page.getByRole('table', { name: 'Onboarding candidates' }).getByText('Siddharth Rao'),
  ).toBeVisible();
});

test('the sales head sees the notified opportunities, which opens the Sales Opportunities workspace', async ({
  page,
}) => {
  await openDashboard(page, SALES_HEAD.email);
  const widgets = page.getByRole('region', { name: 'Widgets' });
  await expect(tileLink(widgets, 'Notified Opportunities')).toHaveText(/\d+/);
  await tileLink(widgets, 'Notified Opportunities').click();
  await expect(page).toHaveURL(/\/workspace\/sales-opportunities$/);
  await expect(page.getByRole('region', { name: 'Opportunity Statistics' })).toBeVisible();
});

test('an employee without a tile has no Widgets tool: the rest of the dashboard takes the page', async ({
  page,
}) => {
  await openDashboard(page, RESOURCE.email);
  await expect(page.getByRole('region', { name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Widgets' })).toHaveCount(0);
  for (const title of ALL_TILES) await expect(page.getByText(title, { exact: true })).toHaveCount(0);
});
