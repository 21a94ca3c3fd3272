import { startTeamsFake } from '../../server/src/test/teams-fake';
import { ADMIN, asReturningUser, organizationId, RESOURCE, signInThroughApi } from '../support/demo';
import { APP_PORT, expect, test } from '../support/own-organisation';
import { TEAMS_BOT, teamsFakePort } from '../support/teams';

/** Meera Pillai (RESOURCE) reports to Arjun Nair, the project owner, who approves her leave. */
const APPROVER = { email: 'project-owner@acme.example' };

/** A Tuesday four weeks or so ahead, in UTC like the server. */
function aTuesdayAhead() {
  const date = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 28);
  while (date.getUTCDay() !== 2) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

test('an admin turns Teams on, and a leave approved from the approver’s Teams card shows approved in Atrium', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const teams = await startTeamsFake(TEAMS_BOT, teamsFakePort(APP_PORT));
  try {
    await asReturningUser(page);
    await signInThroughApi(page, ADMIN.email);
    await page.goto('/integrations');
    const card = page.getByRole('region', { name: 'Microsoft Teams' });
    await card.getByRole('switch', { name: 'Send notifications and approvals to Teams' }).click();
    await card.getByLabel('Directory (tenant) id').fill(TEAMS_BOT.tenantId);
    await card.getByLabel('Bot app (client) id').fill(TEAMS_BOT.appId);
    await card.getByLabel('Client secret').fill(TEAMS_BOT.clientSecret);
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Microsoft Teams saved')).toBeVisible();
    await expect(card.getByText('On', { exact: true })).toBeVisible();
    await expect(card.getByText('Set', { exact: true })).toBeVisible();
    const shown = (await card.getByText(/\/api\/public\/teams\/\d+\/messages\/$/).textContent()) ?? '';
    // Azure would post to the public address; here the app is on this machine.
    const endpoint = shown.replace('//localhost:', '//127.0.0.1:');

    // The approver opens a chat with the bot in Teams: the bot learns where to reach them.
    const approver = teams.person(APPROVER.email, 'Arjun Nair');
    expect((await teams.write(endpoint, approver)).status).toBe(200);
    await page.reload();
    await expect(card.getByText('1 person has written to the bot')).toBeVisible();

    // Meera applies for a day of casual leave.
    const orgId = await organizationId(page);
    const login = await page.request.post(`/api/${orgId}/org/account/login/`, {
      data: { email: RESOURCE.email, password: process.env.DEMO_PASSWORD ?? 'Atrium@2026' },
    });
    const auth = { authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
    const types = (await (
      await page.request.get(`/api/${orgId}/leave-portal/leave-types/`, { headers: auth })
    ).json()) as { results: { id: number; name: string }[] };
    const casual = types.results.find((type) => type.name === 'Casual Leave');
    const day = aTuesdayAhead();
    const applied = await page.request.post(`/api/${orgId}/leave-portal/leave-requests/`, {
      headers: auth,
      data: { leave_type_id: casual?.id, start_date: day, end_date: day, reason: 'Parent–teacher meeting' },
    });
    expect(applied.status()).toBe(201);
    const request = (await applied.json()) as { id: number };

    // The approval card reaches the approver's chat, and they press Approve on it.
    await expect
      .poll(() => teams.cardsOf(approver).length, { timeout: 20_000, message: 'the approval card in Teams' })
      .toBeGreaterThan(0);
    const approval = teams.cardsOf(approver).at(-1);
    if (!approval) throw new Error('no card');
    const pressed = await teams.press(endpoint, approver, approval, 'Approve');
    expect(pressed.status).toBe(200);
    expect(JSON.stringify(pressed.card)).toContain('Approved by Arjun Nair');

    // In Atrium the leave is approved.
    const applicant = await browser.newPage({ baseURL: new URL(page.url()).origin });
    await asReturningUser(applicant);
    await signInThroughApi(applicant, RESOURCE.email);
    await applicant.goto(
      `/leave-request-details?tools_data=${encodeURIComponent(JSON.stringify({ 'leave-request-details': { id: request.id } }))}`,
    );
    await expect(applicant.getByText('Approved', { exact: true }).first()).toBeVisible();
    await applicant.close();
  } finally {
    await teams.close();
  }
});
