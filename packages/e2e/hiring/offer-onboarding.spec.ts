import { asReturningUser, HR, RECRUITER, signInThroughApi } from '../support/demo';
import { expect, type Page, test } from '../support/own-organisation';

/** Farhan Qureshi, who onboards candidates who accepted an offer (tas:on-boarding-manager). */
const ONBOARDING_MANAGER = { email: 'onboarding-manager@acme.example', name: 'Farhan Qureshi' };

/** Fills a date field as a keyboard user does: the day typed, then Enter. */
async function fillDate(page: Page, dialogName: string, label: string, day: string) {
  const field = page.getByRole('dialog', { name: dialogName }).getByLabel(label);
  await field.click();
  await field.fill(day);
  await field.press('Enter');
}

test('a recruiter makes an offer, the candidate accepts, onboarding is completed and the candidate joins as an employee', async ({
  page,
}) => {
  await asReturningUser(page);
  await signInThroughApi(page, RECRUITER.email);

  // The recruiter opens the demo's application at the offer stage from the tracker and makes the offer.
  await page.goto('/candidate-application-tracker');
  const tracker = page.getByRole('region', { name: 'Candidate Application Tracker' });
  await tracker.getByRole('searchbox', { name: 'Search applications' }).fill('priya.s.sharma');
  const applications = tracker.getByRole('table', { name: 'Applications' });
  // Two Priya Sharmas are in the pool: her email finds the one whose application stands at the offer stage.
  const candidate = applications.getByRole('button', { name: 'Priya Sharma' });
  await expect(candidate).toHaveCount(1);
  await expect(applications.getByRole('cell', { name: 'Offer', exact: true })).toBeVisible();
  await candidate.click();
  const drawer = page.getByRole('dialog', { name: 'Priya Sharma · HR-0001' });
  await expect(drawer.getByText('No offer made yet.')).toBeVisible();
  await drawer.getByRole('button', { name: 'Make offer' }).click();
  const offer = page.getByRole('dialog', { name: 'Offer to Priya Sharma' });
  await offer.getByLabel('Annual CTC').fill('1800000');
  await fillDate(page, 'Offer to Priya Sharma', 'Expected joining date', '04-Jan-2027');
  await offer.getByRole('button', { name: 'Make offer' }).click();
  await expect(offer).toBeHidden();
  await expect(drawer.getByText('Offered', { exact: true })).toBeVisible();
  await expect(drawer.getByText('04-Jan-2027')).toBeVisible();

  // The candidate accepts; the recruiter records it after a confirmation.
  await drawer.getByRole('button', { name: 'Candidate accepted' }).click();
  const accepted = page.getByRole('dialog', { name: 'Offer accepted' });
  await accepted.getByRole('button', { name: 'Record acceptance' }).click();
  await expect(accepted).toBeHidden();
  await expect(drawer.getByText('Accepted', { exact: true })).toBeVisible();

  // The onboarding manager completes the checklist: documents, bank proof, an IT task they own.
  await signInThroughApi(page, ONBOARDING_MANAGER.email);
  await page.goto('/onboarding-candidate-list');
  const list = page.getByRole('region', { name: 'Onboarding Candidate List' });
  const row = list
    .getByRole('table', { name: 'Onboarding candidates' })
    .getByRole('row', { name: /Priya Sharma/ });
  await expect(row.getByText('0/3')).toBeVisible();
  await row.getByRole('button', { name: 'Onboard' }).click();
  const onboarding = page.getByRole('dialog', { name: 'Onboarding: Priya Sharma' });
  await onboarding.getByRole('button', { name: 'Enter PAN and Aadhaar' }).click();
  const documents = page.getByRole('dialog', { name: 'PAN and Aadhaar' });
  await documents.getByLabel('PAN').fill('BQRPS5678K');
  await documents.getByLabel('Aadhaar').fill('432143214321');
  await documents.getByRole('button', { name: 'Save' }).click();
  await expect(documents).toBeHidden();
  await expect(onboarding.getByText('XXXX678K')).toBeVisible();
  await expect(onboarding.getByText('XXXX4321')).toBeVisible();
  await onboarding.getByLabel('Bank proof file').setInputFiles({
    name: 'cancelled-cheque.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% a cancelled cheque\n'),
  });
  await expect(onboarding.getByRole('button', { name: 'cancelled-cheque.pdf' })).toBeVisible();

  await onboarding.getByRole('button', { name: 'Add task' }).click();
  const task = page.getByRole('dialog', { name: 'Add an onboarding task' });
  await task.getByRole('combobox', { name: 'Team' }).click();
  await page.getByTitle('IT', { exact: true }).click();
  await task.getByLabel('Task').fill('Laptop and email account');
  const owner = task.getByRole('combobox', { name: 'Owner' });
  await owner.click();
  await owner.fill('Farhan');
  await page.getByTitle(/^Farhan Qureshi/).click();
  await fillDate(page, 'Add an onboarding task', 'Due date', '31-Dec-2026');
  await task.getByRole('button', { name: 'Add task' }).click();
  await expect(task).toBeHidden();
  const tasks = onboarding.getByRole('table', { name: 'Onboarding tasks' });
  await tasks.getByRole('button', { name: 'Complete' }).click();
  const complete = page.getByRole('dialog', { name: 'Complete task' });
  await complete.getByRole('button', { name: 'Complete' }).click();
  await expect(complete).toBeHidden();
  await expect(onboarding.getByText('4 of 4 done')).toBeVisible();

  // The candidate joins: the employee record is created with the code given.
  await onboarding.getByRole('button', { name: 'Mark as joined' }).click();
  const join = page.getByRole('dialog', { name: 'Priya Sharma joins' });
  await join.getByLabel('Employee code').fill('ACME-0901');
  await join.getByRole('button', { name: 'Mark as joined' }).click();
  await expect(join).toBeHidden();
  await expect(onboarding.getByText('Joined', { exact: true })).toBeVisible();

  // The people team finds the new employee in the employee list.
  await signInThroughApi(page, HR.email);
  await page.goto('/employee-list');
  await page.getByRole('searchbox', { name: 'Search employees' }).fill('ACME-0901');
  await expect(page.getByRole('table', { name: 'Employees' }).getByText('Priya Sharma')).toBeVisible();
});
