import { expect, type Page } from '@playwright/test';
import { signInThroughApi } from '../support/demo';

/** Signs in as a returning user (the tour already seen) and opens the home. */
export async function openHomeAs(page: Page, email: string): Promise<void> {
  await signInThroughApi(page, email);
  await page.addInitScript(() => window.localStorage.setItem('atrium.user-type', 'OLD-USER'));
  await page.goto('/');
  // The first page of a browser loads the whole shell cold: on a busy 2-core machine that takes a while.
  await expect(page.getByRole('navigation', { name: 'Workspaces' })).toBeVisible({ timeout: 20_000 });
}

/** Clicks a workspace in the left navigation and waits for its page. */
export async function openFromNavigation(page: Page, workspace: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Workspaces' }).getByRole('link', { name: workspace }).click();
  await expect(page.getByRole('heading', { level: 1, name: workspace })).toBeVisible();
}

/** A tool on the page, by its title. */
export const tool = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
