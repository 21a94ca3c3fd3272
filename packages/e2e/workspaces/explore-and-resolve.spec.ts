import { expect, test } from '../support/accessibility';
import { CEO, signInThroughApi } from '../support/demo';

test('Explore Workspaces lists the workspaces, searches them and opens one', async ({ page }) => {
  await signInThroughApi(page, CEO.email);
  await page.goto('/workspace/explore');
  const explore = page.getByRole('region', { name: 'Explore Workspaces' });
  // The first page depends on what the CEO opened lately; a search finds any workspace.
  await expect(explore.getByRole('link').first()).toBeVisible();
  const search = explore.getByRole('searchbox', { name: 'Search workspaces' });
  await search.fill('audit');
  await expect(explore.getByRole('link')).toHaveText(['Audit Log']);

  await search.fill('contractor');
  await expect(explore.getByRole('link')).toHaveText(['Contractors and Vendors']);
  await expect(page).toHaveURL(/tools_data=.*contractor/);

  await explore.getByRole('link', { name: 'Contractors and Vendors' }).click();
  await expect(page).toHaveURL(/\/workspace\/contractors$/);
  await expect(page.getByRole('heading', { name: 'Contractors and Vendors', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contractor Listing' })).toBeVisible();
});

test('/resolver with for_workspace and data opens that workspace with the tools data', async ({ page }) => {
  await signInThroughApi(page, CEO.email);
  const data = encodeURIComponent(JSON.stringify({ id: 1 }));
  await page.goto(`/resolver?for_workspace=explore&data=${data}`);
  await expect(page).toHaveURL(/\/workspace\/explore\?tools_data=/);
  const toolsData = new URL(page.url()).searchParams.get('tools_data');
  expect(JSON.parse(toolsData ?? 'null')).toEqual({ 'explore-workspace': { id: 1 } });
  await expect(page.getByRole('region', { name: 'Explore Workspaces' })).toBeVisible();
});

test('/resolver with a broken link says so and opens the default workspace', async ({ page }) => {
  await signInThroughApi(page, CEO.email);
  await page.goto('/resolver?for_workspace=explore&data=%7Bid');
  await expect(page).toHaveURL(/\/workspace\/default$/);
  await expect(
    page.getByText('The link you followed is broken. Please check the URL and try again.'),
  ).toBeVisible();
});
