import type { AddressInfo } from 'node:net';
import { ROLES, type RoleId } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { as, buildOrganization, buildSignedInEmployee, buildSignedInPeople } from '../../test/factories';
import { buildLeaveRequest, buildLeaveType, buildLeaveYear, creditLeave } from '../../test/leave-factories';
import {
  type AdaptiveCard,
  cardText,
  type FakeTeamsPerson,
  startTeamsFake,
  type TeamsFake,
} from '../../test/teams-fake';
import { createTestApp, type TestApp } from '../../test/test-app';
import { logWeek } from '../../test/timesheet-factories';

/** The bot of the tests' organisation, as Azure registered it; the fake Microsoft accepts only it. */
const BOT = {
  tenantId: '8a3c6b1e-2f4d-4e5a-9b7c-1d2e3f4a5b6c',
  appId: '0f1e2d3c-4b5a-4968-8776-655443322110',
  clientSecret: 'bot~secret.0123456789',
};
const settings = (changes: object = {}) => ({
  is_enabled: true,
  tenant_id: BOT.tenantId,
  app_id: BOT.appId,
  client_secret: BOT.clientSecret,
  ...changes,
});

let test: TestApp;
let fake: TeamsFake;
let org: number;
let endpoint: string;
let tokens: Record<string, string>;
const ids: Record<string, { employeeId: number; userId: number }> = {};
const teams: Record<string, FakeTeamsPerson> = {};
let casualId: number;

const integrations = (who = 'admin') => as(test, org, tokens[who] as string);
const put = (body: object, who = 'admin') => integrations(who).put('/configured-integrations/teams/', body);
const readTeams = async () => (await integrations().get('/configured-integrations/')).json().teams;

async function person(
  name: string,
  reportingManagerId: number | null = null,
  roles: RoleId[] = [ROLES.EMPLOYEE],
) {
  const built = await buildSignedInEmployee(test, org, {
    roles,
    email: `${name}@teams.test`,
    firstName: name[0]?.toUpperCase() + name.slice(1),
    lastName: 'Test',
    reportingManagerId,
  });
  ids[name] = built;
  tokens[name] = built.token;
  teams[name] = fake.person(`${name}@teams.test`, name);
}

const asha = () => teams.asha as FakeTeamsPerson;
const lead = () => teams.lead as FakeTeamsPerson;

/** The first card in someone's Teams chat after the `seen` they had, whose text has `text`, once it is posted. */
async function cardFor(name: string, text: string, seen = 0) {
  const found = () =>
    fake
      .cardsOf(teams[name] as FakeTeamsPerson)
      .slice(seen)
      .find((card) => cardText(card).includes(text));
  await expect.poll(() => Boolean(found()), { timeout: 15_000 }).toBe(true);
  return found() as AdaptiveCard;
}

/** Asha applies for a day of leave; the request, and the card it brings her lead. */
async function applyForLeave(start: string) {
  const seen = fake.cardsOf(lead()).length;
  const request = await buildLeaveRequest(test.ctx, org, {
    applicant: ids.asha as { employeeId: number; userId: number },
    leave_type_id: casualId,
    start,
  });
  return { request, card: () => cardFor('lead', 'of Asha Test awaits your approval', seen) };
}

const leaveStatus = async (id: number) =>
  (
    await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ status: string }>(
        tx,
        sql`select status from leave_requests where organization_id = ${org} and id = ${id}`,
      ),
    )
  )[0]?.status;

beforeAll(async () => {
  fake = await startTeamsFake(BOT);
  test = await createTestApp(fake.env);
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = test.app.server.address() as AddressInfo;
  org = (await buildOrganization(test.ctx, { name: 'Teams Org' })).id;
  endpoint = `http://127.0.0.1:${port}/api/public/teams/${org}/messages/`;
  tokens = await buildSignedInPeople(
    test,
    org,
    { admin: [ROLES.ORG_ADMIN], hr: [ROLES.EMPLOYEE_MANAGER] },
    'teams-admin.test',
  );
  await person('lead');
  await person('asha', ids.lead?.employeeId);
  await person('ravi');
  await person('tara', null, [ROLES.EMPLOYEE, ROLES.TIMESHEET_APPROVER]);
  await person('tom', ids.tara?.employeeId);
  await buildLeaveYear(test.ctx, org, '2030-01-01');
  casualId = (await buildLeaveType(test.ctx, org)).id;
  await creditLeave(test.ctx, org, '2030-12-31');
});
afterAll(async () => {
  await test.close();
  await fake.close();
});

describe('the Teams settings', () => {
  it('are kept by those who keep integrations only', async () => {
    expect((await put(settings({ is_enabled: false }), 'hr')).statusCode).toBe(403);
  });

  it('cannot be turned on without a client secret', async () => {
    const { client_secret: _none, ...withoutSecret } = settings();
    expect((await put(withoutSecret)).json().code).toBe('teams_secret_required');
  });

  it('seal the secret, never answer it, and keep it when it is not replaced', async () => {
    const saved = await put(settings({ is_enabled: false }));
    expect(saved.statusCode).toBe(200);
    expect(JSON.stringify(saved.json())).not.toContain(BOT.clientSecret);
    expect(saved.json().teams).toEqual({
      is_enabled: false,
      tenant_id: BOT.tenantId,
      app_id: BOT.appId,
      has_client_secret: true,
      linked_people: 0,
      messaging_endpoint: `http://acme.test/api/public/teams/${org}/messages/`,
    });
    const { client_secret: _kept, ...keeping } = settings();
    expect((await put(keeping)).json().teams).toMatchObject({ is_enabled: true, has_client_secret: true });
    const [stored] = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ client_secret_sealed: string }>(
        tx,
        sql`select client_secret_sealed from teams_integrations where organization_id = ${org}`,
      ),
    );
    expect(test.ctx.sealer.isCurrent(stored?.client_secret_sealed as string)).toBe(true);
    expect(test.ctx.sealer.open(org, stored?.client_secret_sealed as string)).toBe(BOT.clientSecret);
  });

  it('keep every change on the audit trail, without the secret', async () => {
    const rows = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ after: object }>(
        tx,
        sql`select after from audit_events where organization_id = ${org}
            and action = 'integration.teams.change' order by id`,
      ),
    );
    expect(rows.map((row) => row.after)).toEqual([
      expect.objectContaining({ is_enabled: false, client_secret_replaced: true }),
      expect.objectContaining({ is_enabled: true, client_secret_replaced: false }),
    ]);
    expect(JSON.stringify(rows)).not.toContain(BOT.clientSecret);
  });

  it('give the app package to upload to Teams, naming the bot, once Teams is on', async () => {
    const packagePath = '/configured-integrations/teams/app-package/';
    expect((await integrations('hr').get(packagePath)).statusCode).toBe(403);
    await put(settings({ is_enabled: false }));
    expect((await integrations().get(packagePath)).json().code).toBe('teams_not_enabled');
    await put(settings());
    const answer = await integrations().get(packagePath);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toContain('atrium-teams-app.zip');
    const zip = await JSZip.loadAsync(answer.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual(['color.png', 'manifest.json', 'outline.png']);
    const manifest = JSON.parse(await (zip.file('manifest.json')?.async('string') ?? '{}'));
    expect(manifest).toMatchObject({
      manifestVersion: '1.17',
      id: BOT.appId,
      bots: [{ botId: BOT.appId, scopes: ['personal'] }],
      validDomains: ['acme.test'],
      icons: { color: 'color.png', outline: 'outline.png' },
    });
    const png = await zip.file('color.png')?.async('nodebuffer');
    expect(png?.subarray(1, 4).toString()).toBe('PNG');
  });
});

describe('the messaging endpoint', () => {
  it('refuses what the Bot Framework did not sign for this bot', async () => {
    const hello = { type: 'message', serviceUrl: fake.serviceUrl, text: 'hi' };
    expect((await fake.deliver(endpoint, hello, '')).status).toBe(401);
    expect((await fake.deliver(endpoint, hello, await fake.botToken(true))).status).toBe(401);
    expect((await fake.deliver(endpoint, hello, await fake.botToken(false, 'another-bot'))).status).toBe(401);
    expect((await fake.deliver(endpoint, { ...hello, serviceUrl: 'http://elsewhere.test/' })).status).toBe(
      401,
    );
    expect((await readTeams()).linked_people).toBe(0);
  });

  it('links the people who write to the bot by their email, and greets them', async () => {
    for (const name of ['lead', 'asha', 'ravi']) {
      expect((await fake.write(endpoint, teams[name] as FakeTeamsPerson)).status).toBe(200);
    }
    const stranger = fake.person('stranger@elsewhere.test');
    expect((await fake.write(endpoint, stranger)).status).toBe(200);
    expect((await readTeams()).linked_people).toBe(3);
    expect(fake.textsOf(asha())[0]).toContain('your notifications will arrive in this chat');
    expect(fake.textsOf(stranger)).toEqual([]);
  });

  it('sends a test message to the caller’s own chat, once they are linked', async () => {
    const testMessage = (who: string) =>
      integrations(who).post('/configured-integrations/teams/test-message/', {});
    expect((await testMessage('admin')).json().code).toBe('teams_not_linked');
    await fake.write(endpoint, fake.person('admin@teams-admin.test'));
    expect((await testMessage('admin')).json()).toEqual({ is_sent: true });
    expect((await testMessage('hr')).statusCode).toBe(403);
  });
});

/** The Monday of last week, in UTC. */
function lastMonday() {
  const day = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 7 - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

describe('timesheets decided from Teams', () => {
  it('approves the submitted week from its approver’s card', async () => {
    await fake.write(endpoint, teams.tara as FakeTeamsPerson);
    const seen = fake.cardsOf(teams.tara as FakeTeamsPerson).length;
    const week = await logWeek(as(test, org, tokens.tom as string), lastMonday(), [
      { project_id: null, task: 'bench', minutes: [480, 480, 480, 480, 480, 0, 0] },
    ]);
    const card = await cardFor('tara', `Timesheet ${week.code} awaits your approval`, seen);
    const { card: after } = await fake.press(endpoint, teams.tara as FakeTeamsPerson, card, 'Approve');
    expect(cardText(after as AdaptiveCard)).toContain('Approved by Tara Test');
    const [sheet] = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ status: string }>(
        tx,
        sql`select status from timesheets where organization_id = ${org} and number = ${Number(week.code.replace(/\D/g, ''))}`,
      ),
    );
    expect(sheet?.status).toBe('approved');
  });
});

describe('leave decided from Teams', () => {
  it('gives the approver a card whose Approve approves the leave, and says so on the card', async () => {
    const seen = fake.cardsOf(asha()).length;
    const { request, card: awaited } = await applyForLeave('2030-03-04');
    const card = await awaited();
    const { status, card: after } = await fake.press(endpoint, lead(), card, 'Approve');
    expect(status).toBe(200);
    expect(cardText(after as AdaptiveCard)).toContain('Approved by Lead Test');
    expect(await leaveStatus(request.id)).toBe('approved');
    await cardFor('asha', 'was approved', seen);
  });

  it('asks for a reason before rejecting, then rejects with it', async () => {
    const { request, card: awaited } = await applyForLeave('2030-03-11');
    const card = await awaited();
    const blank = await fake.press(endpoint, lead(), card, 'Reject', { reason: ' ' });
    expect(cardText(blank.card as AdaptiveCard)).toContain('Give a reason to reject');
    expect(await leaveStatus(request.id)).toBe('pending');
    const { card: after } = await fake.press(endpoint, lead(), card, 'Reject', { reason: 'Release week' });
    expect(cardText(after as AdaptiveCard)).toContain('Rejected by Lead Test: Release week');
    expect(await leaveStatus(request.id)).toBe('rejected');
  });

  it('refuses someone who may not decide it, and a card pressed twice', async () => {
    const { request, card: awaited } = await applyForLeave('2030-03-18');
    const card = await awaited();
    const refused = await fake.press(endpoint, teams.ravi as FakeTeamsPerson, card, 'Approve');
    expect(cardText(refused.card as AdaptiveCard)).toMatch(/permission/i);
    expect(await leaveStatus(request.id)).toBe('pending');
    await fake.press(endpoint, lead(), card, 'Approve');
    const again = await fake.press(endpoint, lead(), card, 'Approve');
    expect(cardText(again.card as AdaptiveCard)).not.toContain('Approved by');
    expect(await leaveStatus(request.id)).toBe('approved');
  });

  it('sends a card again, once, when Teams was too busy to take it', async () => {
    fake.refuseNextPosts(2);
    const { card: awaited } = await applyForLeave('2030-03-20');
    const card = await awaited();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const copies = fake
      .cardsOf(lead())
      .filter(
        (c) => cardText(c).includes('of Asha Test awaits your approval') && cardText(c) === cardText(card),
      );
    expect(copies).toHaveLength(1);
  });

  it('stops reaching Teams once Teams is turned off', async () => {
    const { client_secret: _kept, ...keeping } = settings({ is_enabled: false });
    await put(keeping);
    const before = fake.posted.length;
    await applyForLeave('2030-03-25');
    expect((await fake.write(endpoint, lead())).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(fake.posted.length).toBe(before);
  });
});
