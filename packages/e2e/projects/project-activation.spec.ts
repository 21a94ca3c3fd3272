import { expect, test } from '@playwright/test';
import { openFromNavigation, openHomeAs } from '../shell/shell-support';
import { MANAGER } from '../support/demo';

test('a delivery lead creates a time-and-material project and activates it once what is missing is filled in', async ({
  page,
}) => {
  await openHomeAs(page, MANAGER.email);
  await openFromNavigation(page, 'Projects');
  const list = page.getByRole('region', { name: 'Project List' });
  await expect(list.getByRole('link', { name: 'Globex Customer Portal' })).toBeVisible();

  await list.getByRole('button', { name: 'Create project' }).click();
  const form = page.getByRole('region', { name: 'Create' });
  await form.getByLabel('Project name').fill('Stark Mobile Banking');
  await form.getByRole('button', { name: 'Create project' }).click();

  const overview = page.getByRole('region', { name: 'Overview' });
  await expect(overview.getByRole('heading', { name: 'Stark Mobile Banking' })).toBeVisible();
  await expect(overview.getByText('Draft', { exact: true })).toBeVisible();
  const code = (await overview.getByText(/^PR-\d{4}$/).textContent()) ?? '';

  // Activation names what is missing, in the spec's words.
  await overview.getByRole('button', { name: 'Activate' }).click();
  await expect(overview.getByText('Please assign a project owner on this project')).toBeVisible();

  await overview.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('region', { name: 'Create' });
  await edit.getByLabel('Project owner').fill('Arjun');
  await page.getByTitle(/^Arjun Nair \(ACME\d{4}\)$/).click();
  await edit.getByLabel('Client').click();
  await page.getByRole('textbox', { name: 'New client name' }).fill('Stark Industries');
  await page.getByRole('button', { name: 'Add client' }).click();
  await expect(edit.getByText('Stark Industries')).toBeVisible();
  await edit.getByLabel('Start date', { exact: true }).fill('01-Jan-2026');
  await edit.getByLabel('Start date', { exact: true }).press('Tab');
  await edit.getByLabel('End date', { exact: true }).fill('31-Dec-2025');
  await edit.getByLabel('End date', { exact: true }).press('Tab');
  await expect(edit.getByText('Project end date must not be before its start date')).toBeVisible();
  await edit.getByLabel('End date', { exact: true }).fill('31-Dec-2026');
  await edit.getByLabel('End date', { exact: true }).press('Tab');
  await edit.getByRole('button', { name: 'Save project' }).click();

  await expect(overview.getByText('Stark Industries')).toBeVisible();
  await overview.getByRole('button', { name: 'Activate' }).click();
  await expect(overview.getByText('Active', { exact: true })).toBeVisible();
  await expect(overview.getByRole('button', { name: 'Put on hold' })).toBeVisible();

  // The header search finds it by its code and opens it in the projects workspace.
  await page.getByRole('combobox', { name: 'Search workspaces' }).fill(code);
  await page.getByLabel(new RegExp(`^Stark Mobile Banking, ${code}`)).click();
  await expect(page).toHaveURL(/\/workspace\/projects/);
  await expect(page.getByRole('heading', { name: 'Stark Mobile Banking' })).toBeVisible();
});
