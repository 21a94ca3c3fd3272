import { signInThroughApi } from '../support/demo';
import { expect, type Page, test } from '../support/own-organisation';

const CONTRACTOR_MANAGER = { email: 'contractor-manager@acme.example' };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day from today as the date pickers show and take it (DD-MMM-YYYY). */
function displayDay(daysFromToday: number): string {
  const day = new Date();
  day.setDate(day.getDate() + daysFromToday);
  return `${String(day.getDate()).padStart(2, '0')}-${MONTHS[day.getMonth()]}-${day.getFullYear()}`;
}

/** The two lists above the forms load after the page: wait for them, so no late row moves a form being filled. */
async function openContractors(page: Page) {
  await page.goto('/workspace/contractors');
  await expect(
    page.getByRole('table', { name: 'Contractors' }).getByRole('row', { name: /Ravi Shankar/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Vendors' }).getByRole('row', { name: /Northwind Staffing/ }),
  ).toBeVisible();
}

async function pickDate(page: Page, label: string, value: string) {
  const input = page.getByRole('dialog').getByLabel(label);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

test('a contractor with a contract on a vendor', async ({ page }) => {
  // Unique per run: the journey may run again on the same data directory.
  const run = String(Date.now() % 10_000).padStart(4, '0');
  const vendorName = `Contoso Talent ${run}`;
  const gst = `27AAPFU${run}F1ZV`;
  const contractor = {
    first: 'Leela',
    last: `Nair${run}`,
    email: `leela.${run}@contoso.example`,
    code: `CT-${run}`,
  };

  await signInThroughApi(page, CONTRACTOR_MANAGER.email);
  await openContractors(page);

  const vendorForm = page.getByRole('region', { name: 'Vendor Form' });
  await vendorForm.getByLabel('Name').fill(vendorName);
  await vendorForm.getByLabel('GSTIN').fill(gst);
  await vendorForm.getByLabel('PAN').fill(`AAPFU${run}F`);
  // Submitted from the keyboard: the lists above the forms may still grow and move the buttons.
  await vendorForm.getByLabel('PAN').press('Enter');
  await expect(page).toHaveURL(/\/vendor-details\?/);
  await expect(page.getByText(gst)).toBeVisible();

  await openContractors(page);
  const contractorForm = page.getByRole('region', { name: 'Contractor Form' });
  await contractorForm.getByLabel('First name').fill(contractor.first);
  await contractorForm.getByLabel('Last name').fill(contractor.last);
  await contractorForm.getByLabel('Email').fill(contractor.email);
  await contractorForm.getByLabel('Contractor code').fill(contractor.code);
  const vendor = contractorForm.getByLabel('Vendor');
  await vendor.fill(vendorName);
  // The server's search answers with the one vendor; Enter picks it.
  const choices = page.locator(
    '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
  );
  await expect(choices).toHaveCount(1);
  await expect(choices).toHaveAttribute('title', vendorName);
  await vendor.press('Enter');
  await expect(contractorForm.getByTitle(vendorName, { exact: true })).toBeVisible();
  await contractorForm.getByLabel('Contractor code').press('Enter');
  await expect(page).toHaveURL(/\/contractor-details\?/);
  const profile = page.getByRole('region', { name: 'Contractor Profile' });
  await expect(profile.getByText(`${contractor.first} ${contractor.last}`)).toBeVisible();
  await expect(profile.getByText('No active contract')).toBeVisible();

  await profile.getByRole('button', { name: 'Add contract' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add contract' });
  await dialog.getByLabel('Title').fill('Data platform build');
  await dialog.getByLabel('Rate').fill('2500');
  await pickDate(page, 'Start date', displayDay(0));
  await pickDate(page, 'End date', displayDay(90));
  await dialog.getByRole('button', { name: 'Add contract' }).click();

  await expect(page).toHaveURL(/\/contract-details\?/);
  const details = page.getByRole('region', { name: 'Contract Details' });
  await expect(details.getByText('draft')).toBeVisible();
  await expect(details.getByText('INR 2,500.00 / hour')).toBeVisible();
  await details.getByRole('button', { name: 'Activate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Activate contract' });
  await confirm.getByRole('button', { name: 'Activate' }).click();
  await expect(details.getByText('ongoing')).toBeVisible();

  await details
    .getByRole('link', { name: `${contractor.first} ${contractor.last} (${contractor.code})` })
    .click();
  await expect(page).toHaveURL(/\/contractor-details\?/);
  await expect(profile.getByText(`Data platform build: ${displayDay(0)} to ${displayDay(90)}`)).toBeVisible();
  await expect(profile.getByRole('table', { name: 'Contracts' }).getByText('ongoing')).toBeVisible();
});
