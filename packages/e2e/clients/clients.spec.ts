import { openFromNavigation, openHomeAs, tool } from '../shell/shell-support';
import { SALES_HEAD } from '../support/demo';
import { expect, test } from '../support/own-organisation';

test('the sales head adds a client with its tax ids checked and its place picked, then a contact, and finds them again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openHomeAs(page, SALES_HEAD.email);
  await openFromNavigation(page, 'Sales Opportunities');
  const clients = tool(page, 'Client List');
  await expect(clients.getByRole('link', { name: 'Initech' })).toBeVisible();
  await expect(tool(page, 'Contact Manager')).toBeVisible();

  await clients.getByRole('button', { name: 'Add client' }).click();
  const form = tool(page, 'Client Form');
  await form.getByLabel('Name').fill('Wayne Enterprises');
  await form.getByLabel('GSTIN').fill('27AAACW1234F1Z');
  await form.getByRole('button', { name: 'Add client' }).click();
  await expect(form.getByText('Please enter a valid 15-character GST number')).toBeVisible();
  await form.getByLabel('GSTIN').fill('27aaacw1234f1z5');
  // The place, by keyboard: a country from the list, one of its states, then a city suggested as it is typed.
  const suggestion = (name: string) => page.locator('.ant-select-item-option', { hasText: name }).first();
  await form.getByRole('combobox', { name: 'Country' }).fill('Indi');
  await expect(suggestion('India')).toBeVisible();
  await page.keyboard.press('Enter');
  await form.getByRole('combobox', { name: 'State' }).fill('Mahara');
  await expect(suggestion('Maharashtra')).toBeVisible();
  await page.keyboard.press('Enter');
  await form.getByRole('combobox', { name: 'City' }).fill('mumb');
  await expect(suggestion('Mumbai Suburban')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(form.getByRole('combobox', { name: 'City' })).toHaveValue('Mumbai');
  await form.getByRole('button', { name: 'Add client' }).click();

  const details = tool(page, 'Client Details');
  await expect(details.getByRole('heading', { name: 'Wayne Enterprises' })).toBeVisible();
  await expect(details.getByText('27AAACW1234F1Z5')).toBeVisible();
  await expect(details.getByText('Mumbai, Maharashtra, India')).toBeVisible();
  await expect(details.getByText('No contacts at this client yet.')).toBeVisible();

  await details.getByRole('button', { name: 'Add contact' }).click();
  const contact = tool(page, 'Contact Form');
  await expect(contact.getByText('Wayne Enterprises')).toBeVisible();
  await contact.getByLabel('First name').fill('Lucius');
  await contact.getByLabel('Last name').fill('Fox');
  await contact.getByLabel('Position').fill('Chief Executive Officer');
  await contact.getByLabel('Email').fill('lucius.fox@wayne.example');
  await contact.getByRole('button', { name: 'Add contact' }).click();

  const card = tool(page, 'Client Details');
  await expect(card.getByRole('table', { name: 'Contacts' }).getByText('Lucius Fox')).toBeVisible();

  await page.goto('/contact-manager');
  const manager = tool(page, 'Contact Manager');
  await manager.getByRole('searchbox', { name: 'Search contacts' }).fill('lucius');
  const row = manager.getByRole('row', { name: /Lucius Fox/ });
  await expect(row.getByRole('link', { name: 'Wayne Enterprises' })).toBeVisible();
});
