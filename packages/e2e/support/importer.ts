import { expect, type Locator, type Page } from '@playwright/test';

/** The Generic Importer as a person uses it: choose a kind, upload a workbook, read the result panels. */
export const DUPLICATE_ROWS_PANEL = 'We encountered following duplicate rows while processing file.';
export const ERRORS_PANEL = 'We encountered following errors while processing file.';

export type Person = Record<string, string>;

/** Rows for the template's header: each person's values by header, blank (empty) cells elsewhere. */
export const rowsFor = (header: readonly string[], people: readonly Person[]) =>
  people.map((person) => header.map((column) => person[column] || null));

/** The texts of a table's body rows, cell by cell. */
export async function tableRows(table: Locator): Promise<string[][]> {
  const rows = table.locator('tbody tr');
  const texts: string[][] = [];
  for (const row of await rows.all()) texts.push(await row.getByRole('cell').allTextContents());
  return texts;
}

// Ant Design's listbox options are for screen readers only; the visible choices carry their label as a title,
// as does the chosen value in the field, so the choice is the last match (the drop-down is added to the body).
export const kindChoice = (page: Page, title: string) => page.getByTitle(title, { exact: true }).last();

/** Picks a kind from the open drop-down, then waits for the drop-down to have gone before it is opened again. */
export async function chooseKind(page: Page, importer: Locator, title: string) {
  await kindChoice(page, title).click();
  await expect(importer.getByRole('table', { name: `${title} columns` })).toBeVisible();
  await expect(importer.getByRole('combobox', { name: 'Record kind' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(page.getByTitle('Organisation holidays', { exact: true })).toBeHidden();
}

export async function upload(importer: Locator, path: string) {
  await importer.getByLabel('Workbook (.xlsx, up to 10 MB)').setInputFiles(path);
  await importer.getByRole('button', { name: 'Upload', exact: true }).click();
}
