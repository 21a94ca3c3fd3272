import { ADMIN, asReturningUser, DEMO_PASSWORD, HR, organizationId, signInThroughApi } from '../support/demo';
import { expect, type Page, test } from '../support/own-organisation';
import { answerToSearch, chooseOption } from '../support/select';

/** A generated demo employee, active, who resigns in this journey. */
const LEAVER = { name: 'Bhavna Chopra' };

/**
 * Starts the leaver's exit through the API, as the exit manager, so the journey has an interview to fill in; the
 * leaver's email.
 */
async function startLeaversExit(page: Page): Promise<string> {
  const orgId = await organizationId(page);
  const login = await page.request.post(`/api/${orgId}/org/account/login/`, {
    data: { email: HR.email, password: DEMO_PASSWORD },
  });
  const { access } = (await login.json()) as { access: string };
  const headers = { authorization: `Bearer ${access}` };
  const found = await page.request.get(`/api/${orgId}/org/employees/`, {
    headers,
    params: { search: LEAVER.name },
  });
  const [employee] = ((await found.json()) as { results: { id: number; email: string }[] }).results;
  if (!employee) throw new Error(`no employee ${LEAVER.name}`);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const started = await page.request.post(`/api/${orgId}/employee-exit/exits/`, {
    headers,
    data: {
      employee_id: employee.id,
      exit_type: 'resignation',
      notice_date: day(-1),
      last_working_day: day(30),
    },
  });
  expect(started.status()).toBe(201);
  return employee.email;
}

test('an exit interview built in the Form Builder is filled in by the leaver from their home', async ({
  browser,
}) => {
  // Two people, a form of two questions, a publication and an interview: longer than 60 s on a busy machine.
  test.setTimeout(120_000);
  const formName = `Exit interview ${Date.now().toString(36)}`;

  const admin = await browser.newPage();
  await asReturningUser(admin);
  await signInThroughApi(admin, ADMIN.email);
  await admin.goto('/form-builder');
  const builder = admin.getByRole('region', { name: 'Form Builder' });
  await builder.getByRole('button', { name: 'New form' }).click();
  const created = admin.getByRole('dialog', { name: 'New form' });
  await created.getByLabel('Name').fill(formName);
  await chooseOption(admin, created, 'Purpose', 'Exit interview');
  await created.getByRole('button', { name: 'Create' }).click();
  await expect(builder.getByRole('heading', { name: formName })).toBeVisible();

  await builder.getByRole('button', { name: 'Add question' }).click();
  await admin.getByRole('menuitem', { name: 'Short text' }).click();
  const first = builder.getByRole('group', { name: 'Question 1' });
  await first.getByLabel('Label').fill('What made you decide to leave?');
  await first.getByLabel('Key').fill('decision');
  await first.getByRole('checkbox', { name: 'Required' }).check();

  await builder.getByRole('button', { name: 'Add question' }).click();
  await admin.getByRole('menuitem', { name: 'Single select' }).click();
  const second = builder.getByRole('group', { name: 'Question 2' });
  await second.getByLabel('Label').fill('Would you rejoin us?');
  await second.getByLabel('Key').fill('rejoin');
  await second.getByLabel('Options').fill('Yes\nNo');
  await second.getByRole('checkbox', { name: 'Required' }).check();

  await builder.getByRole('button', { name: 'Publish' }).click();
  const publish = admin.getByRole('dialog', { name: `Publish ${formName}` });
  await publish.getByRole('button', { name: 'Publish' }).click();
  await expect(publish).toBeHidden();
  await expect(builder.getByText('Active', { exact: true })).toBeVisible();
  await admin.close();

  // The leaver finds the interview on their home, where the notification that it is ready also leads.
  const hr = await browser.newPage();
  await asReturningUser(hr);
  const leaverEmail = await startLeaversExit(hr);
  const leaver = await browser.newPage();
  await asReturningUser(leaver);
  await signInThroughApi(leaver, leaverEmail);
  await leaver.goto('/');
  await expect(leaver.getByText('My exit', { exact: true })).toBeVisible();
  await leaver.getByRole('button', { name: 'Fill in my exit interview' }).click();
  const interview = leaver.getByRole('dialog', { name: 'Exit interview' });
  await interview.getByRole('button', { name: 'Save answers' }).click();
  await expect(interview.getByText('This field is required')).toHaveCount(2);
  await interview.getByLabel('What made you decide to leave?').fill('A role closer to home');
  await chooseOption(leaver, interview, 'Would you rejoin us?', 'Yes');
  await interview.getByRole('button', { name: 'Save answers' }).click();
  await expect(
    interview.getByText(new RegExp(`^Answered by ${LEAVER.name} on .+ · ${formName}, version 1$`)),
  ).toBeVisible();
  await leaver.close();

  // The exit manager reads the answers in the exit.
  await signInThroughApi(hr, HR.email);
  await hr.goto('/employee-clearance-list');
  const answered = answerToSearch(hr, LEAVER.name);
  await hr.getByRole('searchbox', { name: 'Search exits' }).fill(LEAVER.name);
  await answered;
  await hr.getByRole('table', { name: 'Exits' }).getByRole('button', { name: LEAVER.name }).click();
  const drawer = hr.getByRole('dialog').filter({ hasText: 'Exit details' });
  const read = drawer.getByRole('region', { name: 'Exit interview' });
  await expect(
    read.getByText(new RegExp(`^Answered by ${LEAVER.name} on .+ · ${formName}, version 1$`)),
  ).toBeVisible();
  await expect(read.getByRole('cell', { name: 'A role closer to home' })).toBeVisible();
  await expect(read.getByRole('cell', { name: 'Yes', exact: true })).toBeVisible();
});
