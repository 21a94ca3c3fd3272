import { expect, type Locator, type Page, type Response } from '@playwright/test';

/** The answer to the next request that searches for `text` (`?search=text`), to wait on before acting on it. */
export function answerToSearch(page: Page, text: string): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' && new URL(response.url()).searchParams.get('search') === text,
  );
}

/**
 * Waits until the option titled `option` is the active one of an open select (the first of what its search
 * matches, once the list is settled), and takes it with Enter, as a person using the keyboard does.
 */
async function takeWhenActive(page: Page, field: Locator, option: string | RegExp) {
  const choice = page.getByTitle(option, { exact: typeof option === 'string' }).last();
  await expect(choice).toHaveClass(/\bant-select-item-option-active\b/);
  await field.press('Enter');
}

/**
 * Picks an option of an Ant Design select in a form by typing its label, and checks the field now shows it.
 * The select must offer a search (`showSearch`) that filters its options by label.
 */
export async function chooseOption(page: Page, form: Locator, label: string, option: string) {
  const field = form.getByLabel(label);
  await field.fill(option);
  await takeWhenActive(page, field, option);
  // The drop-down lives in the body, so within the form only the chosen value carries the option's title.
  await expect(form.getByTitle(option, { exact: true })).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'false');
}

/**
 * Picks an option of a select that searches the server as one types: types `text`, waits for the search's
 * answer and for the option whose title matches to be the first, takes it, and checks the field shows it (as
 * `shown` where the chosen value reads otherwise than its option). `text` should make the option the first match.
 */
export async function searchAndChoose(
  page: Page,
  form: Locator,
  label: string,
  text: string,
  option: RegExp,
  shown: string | RegExp = option,
) {
  const field = form.getByLabel(label);
  const answered = answerToSearch(page, text);
  await field.fill(text);
  await answered;
  await takeWhenActive(page, field, option);
  await expect(form.getByTitle(shown).first()).toBeVisible();
}
