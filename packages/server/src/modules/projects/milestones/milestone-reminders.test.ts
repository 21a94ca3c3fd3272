import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../platform/db/query-rows';
import { withOrg } from '../../../platform/db/tenant';
import { buildOrganization, buildSignedInPeople, inScope, userIdsByName } from '../../../test/factories';
import { buildMilestone, buildProjectRecord } from '../../../test/project-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sendMilestoneReminders } from './milestone-reminders.job';

let test: TestApp;
let org: number;
let other: number;
let users: Record<string, number>;
const TODAY = '2026-06-10';

const remind = (organizationId = org) =>
  inScope(test.ctx, organizationId, (scope) => sendMilestoneReminders(scope, TODAY));
const projectIds: Record<string, number> = {};

/** The organisation's project `Milestones <number>`, led and owned by the lead and the owner of `org` only. */
async function project(organizationId: number, number: number, status: string) {
  const mine = organizationId === org;
  const made = await buildProjectRecord(test, organizationId, {
    name: `Milestones ${number}`,
    status,
    leadId: mine ? (users.lead ?? null) : null,
    ownerId: mine ? (users.owner ?? null) : null,
  });
  expect(made.number).toBe(number);
  projectIds[`${organizationId}/${number}`] = made.id;
}

async function milestone(
  organizationId: number,
  projectNumber: number,
  name: string,
  date: string,
  status = 'active',
) {
  const projectId = projectIds[`${organizationId}/${projectNumber}`] as number;
  await buildMilestone(test, organizationId, { projectId, name, plannedDate: date, status });
}

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  other = (await buildOrganization(test.ctx, { name: 'Other Milestones Org' })).id;
  await buildSignedInPeople(
    test,
    org,
    { lead: [ROLES.DELIVERY_LEAD], owner: [ROLES.PROJECT_OWNER], staff: [ROLES.EMPLOYEE] },
    'milestones.reminders.test',
  );
  users = await userIdsByName(test, org);
  await project(org, 1, 'active');
  await project(org, 2, 'on-hold');
  await project(other, 1, 'active');
  await milestone(org, 1, 'Design sign-off', '2026-06-13');
  await milestone(org, 1, 'Data migration', '2026-06-05');
  await milestone(org, 1, 'Go-live', '2026-07-30');
  await milestone(org, 1, 'Discovery', '2026-05-01', 'completed');
  await milestone(org, 2, 'Paused work', '2026-06-12');
  await milestone(other, 1, 'Elsewhere', '2026-06-12');
});
afterAll(() => test.close());

describe('milestone reminders', () => {
  it("tell an active project's lead and owner of milestones due within a week and of those overdue, once", async () => {
    expect(await remind()).toEqual({ reminded: 2 });
    expect(await remind()).toEqual({ reminded: 0 });
    const sent = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ recipient_user_id: number; notification_text: string; action: string }>(
        tx,
        sql`select recipient_user_id, notification_text, action from notifications
            where organization_id = ${org} and action like 'milestone:%' order by action, recipient_user_id`,
      ),
    );
    const to = [users.lead, users.owner].sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(sent).toEqual([
      ...to.map((id) => ({
        recipient_user_id: id,
        action: 'milestone:due',
        notification_text: 'Milestone Design sign-off of PR-0001 Milestones 1 is due on 13-Jun-2026',
      })),
      ...to.map((id) => ({
        recipient_user_id: id,
        action: 'milestone:overdue',
        notification_text:
          'Milestone Data migration of PR-0001 Milestones 1 was due on 05-Jun-2026 and is not completed',
      })),
    ]);
  });

  it('tell again once a due milestone has become overdue, and never reach another organisation', async () => {
    const later = await inScope(test.ctx, org, (scope) => sendMilestoneReminders(scope, '2026-06-20'));
    expect(later).toEqual({ reminded: 1 });
    expect(await remind(other)).toEqual({ reminded: 0 });
  });
});
