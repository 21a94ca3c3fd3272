import type { Locator, Page } from '@playwright/test';

/** A dashboard tile that opens its drill-down: a link named by its title, then the figures it shows. */
export const tileLink = (scope: Page | Locator, title: string) =>
  scope.getByRole('link', { name: new RegExp(`^${title}\\b`) });
