import { expect, test } from '../support/accessibility';
import { CEO, signInThroughApi } from '../support/demo';

interface SearchAnswer {
  results: { type: string; id: number; display_name: string }[];
}

test('part of a name finds the employee, typed and coded, and opens their profile', async ({ page }) => {
  await signInThroughApi(page, CEO.email);
  await page.goto('/workspace/default');
  const search = page.getByRole('combobox', { name: 'Search workspaces' });
  await expect(search).toBeVisible();

  const answered = page.waitForResponse((response) =>
    response.url().includes('/workspace/universal-search/'),
  );
  await search.fill('anany');
  const { results } = (await (await answered).json()) as SearchAnswer;
  const ananya = results.find(
    (result) => result.type === 'employee' && result.display_name === 'Ananya Sharma',
  );
  expect(ananya).toBeDefined();

  // Each suggestion is labelled with its name, then code and designation, then its label when it has one.
  const result = page.getByLabel(/^Ananya Sharma, ACME\d{4} · Software Engineer$/);
  await expect(result).toBeVisible();
  await expect(page.getByText('Employees', { exact: true })).toBeVisible();

  await result.click();
  await expect(page.getByRole('heading', { name: 'Employee Profile', level: 1 })).toBeVisible();
  const toolsData = JSON.parse(new URL(page.url()).searchParams.get('tools_data') ?? '{}');
  expect(new URL(page.url()).pathname).toBe('/workspace/employee-profile');
  expect(toolsData).toEqual({ 'employee-viewer': { id: ananya?.id } });
});

test('a workspace name finds the workspace and opens it', async ({ page }) => {
  await signInThroughApi(page, CEO.email);
  await page.goto('/workspace/default');
  const search = page.getByRole('combobox', { name: 'Search workspaces' });

  await search.fill('Explo');
  const result = page.getByLabel('Explore', { exact: true });
  await expect(result).toBeVisible();
  await expect(page.getByText('Workspaces', { exact: true })).toBeVisible();

  await result.click();
  await expect(page).toHaveURL(/\/workspace\/explore/);
});
