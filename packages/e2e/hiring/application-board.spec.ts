import { asReturningUser, HIRING_MANAGER, RECRUITER, signInThroughApi } from '../support/demo';
import { expect, type Page, test } from '../support/own-organisation';
import { chooseOption } from '../support/select';

/** Confirms the dialog a button opened, with a reason when one is asked. */
async function confirmIn(page: Page, dialogTitle: string, button: string, reason?: string) {
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  if (reason) await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('a recruiter moves a candidate to an interview round, the interviewer scores it, and the feedback shows', async ({
  page,
}) => {
  await asReturningUser(page);
  await signInThroughApi(page, RECRUITER.email);

  // The recruiter adds a candidate from the pool to the approved request assigned to her.
  await page.goto('/candidate-list');
  const pool = page.getByRole('region', { name: 'Candidate Pool' });
  await pool.getByRole('table', { name: 'Candidates' }).getByRole('link', { name: 'Arjun Nair' }).click();
  const viewer = page.getByRole('region', { name: 'Candidate Profile Viewer' });
  await viewer.getByRole('button', { name: 'Add to hiring request' }).click();
  const add = page.getByRole('dialog', { name: 'Add Arjun Nair to a hiring request' });
  await add.getByRole('combobox', { name: 'Hiring request' }).click();
  await page.getByTitle('HR-0001 · Senior Software Engineer · Engineering', { exact: true }).click();
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(add).toBeHidden();

  // From the candidate's applications to the tracker, where the application moves on after a confirmation.
  await viewer.getByRole('link', { name: 'HR-0001 · Senior Software Engineer · Engineering' }).click();
  await expect(page).toHaveURL(/\/candidate-application-tracker\?/);
  const drawer = page.getByRole('dialog', { name: 'Arjun Nair · HR-0001' });
  await drawer.getByRole('button', { name: 'Move to Technical interview' }).click();
  await confirmIn(page, 'Move to the next stage', 'Move on');
  await expect(drawer.getByText('Technical interview (today)')).toBeVisible();

  // The round's interview: one slot, the hiring manager on the panel; the slot is accepted for the candidate.
  await drawer.getByRole('button', { name: 'Schedule interview' }).click();
  const schedule = page.getByRole('dialog', { name: 'Schedule the Technical interview' });
  const date = schedule.getByLabel('Date');
  await date.click();
  await date.fill('15-Dec-2027');
  await date.press('Enter');
  await chooseOption(page, schedule, 'Start time', '10:30');
  const interviewer = schedule
    .locator('.ant-form-item')
    .filter({ hasText: 'Interviewers' })
    .getByRole('combobox');
  await interviewer.click();
  await interviewer.fill('Karan');
  await page.getByTitle(/^Karan Malhotra/).click();
  await schedule.getByLabel('Meeting link').fill('https://meet.example.com/arjun');
  await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(schedule).toBeHidden();
  await drawer.getByRole('button', { name: 'Accept slot' }).click();
  await confirmIn(page, 'Accept time slot', 'Accept slot');
  await expect(drawer.getByText('Slot accepted')).toBeVisible();

  // The interviewer finds it among their interviews and gives the scorecard.
  await signInThroughApi(page, HIRING_MANAGER.email);
  await page.goto('/interviews-feedback');
  const mine = page.getByRole('region', { name: 'Interview Candidate List' });
  const row = mine.getByRole('row').filter({ hasText: 'Arjun Nair' });
  await row.getByRole('button', { name: 'Give feedback' }).click();
  const scorecard = page.getByRole('dialog', { name: 'Feedback: Arjun Nair, Technical interview' });
  // Each criterion rated four by keyboard, as the stars take it.
  for (const criterion of [
    'Technical skills',
    'Problem solving',
    'Communication',
    'Ownership',
    'Culture fit',
  ]) {
    const stars = scorecard.getByRole('list', { name: criterion });
    await stars.focus();
    for (let press = 0; press < 4; press += 1) await stars.press('ArrowRight');
  }
  await scorecard
    .locator('label')
    .filter({ hasText: /^Hire$/ })
    .click();
  await scorecard.getByLabel('Comments').fill('Sharp on React performance; explains trade-offs well.');
  await scorecard.getByRole('button', { name: 'Submit feedback' }).click();
  await expect(scorecard).toBeHidden();
  await expect(row.getByText('Hire · 4/5')).toBeVisible();

  // The recruiter reads it among the candidate's past feedback.
  await signInThroughApi(page, RECRUITER.email);
  await page.goto('/candidate-list');
  await pool.getByRole('table', { name: 'Candidates' }).getByRole('link', { name: 'Arjun Nair' }).click();
  await viewer.getByRole('button', { name: 'Past feedback' }).click();
  const past = page.getByRole('region', { name: 'Past Feedback Viewer' });
  await expect(past.getByText('Arjun Nair: interview feedback')).toBeVisible();
  await expect(past.getByText(HIRING_MANAGER.name, { exact: true })).toBeVisible();
  await expect(past.getByText('Sharp on React performance; explains trade-offs well.')).toBeVisible();
  await expect(past.getByText('Average 4/5')).toBeVisible();
});
