import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks an option of an Ant Design select in a form, as a person does: opens it, clicks the option, and checks the
 * field now shows it, opening it again if the click fell between the list's first render and its measured one.
 */
export async function chooseOption(page: Page, form: Locator, label: string, option: string) {
  const field = form.getByLabel(label);
  await expect(async () => {
    if ((await field.getAttribute('aria-expanded')) !== 'true') await field.click();
    await page.getByTitle(option, { exact: true }).last().click({ timeout: 2_000 });
    // The drop-down lives in the body, so within the form only the chosen value carries the option's title.
    await expect(form.getByTitle(option, { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(field).toHaveAttribute('aria-expanded', 'false');
}

/**
 * Picks an option of a select that searches as one types: types `text`, clicks the option whose title matches,
 * and checks the field shows it (as `shown` where the chosen value reads otherwise than its option), typing again
 * if the click fell before the list settled.
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
  await expect(async () => {
    await field.fill(text);
    await page.getByTitle(option).last().click({ timeout: 2_000 });
    await expect(form.getByTitle(shown).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}
