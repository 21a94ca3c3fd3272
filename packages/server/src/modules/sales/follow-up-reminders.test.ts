import { ROLES } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient } from '../../test/clients-factories';
import { as, buildOrganization, buildSignedInPeople, inScope, userIdsByName } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sendFollowUpReminders } from './follow-up-reminders.job';

let test: TestApp;
let org: number;
let tokens: Record<string, string>;

const remind = (today: string) => inScope(test.ctx, org, (scope) => sendFollowUpReminders(scope, today));
const reminders = async () => {
  const response = await as(test, org, tokens.executive as string).get(
    '/notifications/my-notifications/?all=true&limit=50',
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().results as { notification_text: string }[]).map((n) => n.notification_text).sort();
};

afterAll(() => test.close());

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    { executive: [ROLES.PROJECT_SALES_EXECUTIVE] },
    'follow-up-reminders.test',
  );
  const ids = await userIdsByName(test, org);
  const client = (await buildClient(test.ctx, org, { name: 'Umbrella', currency: 'INR' })).id;
  const follow = async (due_date: string, notes: string) => {
    const made = await as(test, org, tokens.executive as string).post('/sales/follow-ups/', {
      due_date,
      owner_id: ids.executive,
      notes,
      client_id: client,
    });
    expect(made.statusCode, made.body).toBe(201);
    return made.json().id as number;
  };
  await follow('2026-12-01', 'Call about the renewal');
  await follow('2026-12-02', 'Send the revised proposal');
  const done = await follow('2026-11-30', 'Thank them for the meeting');
  const completed = await as(test, org, tokens.executive as string).post(
    `/sales/follow-ups/${done}/completion/`,
  );
  expect(completed.statusCode, completed.body).toBeLessThan(300);
});

describe('follow-up reminders', () => {
  it('tell the owner on the due day, once however often they run, and not of a done one', async () => {
    expect(await remind('2026-12-01')).toEqual({ reminded: 1 });
    expect(await remind('2026-12-01')).toEqual({ reminded: 0 });
    expect(await reminders()).toEqual(['Follow-up due today: Call about the renewal']);
  });

  it('tell once more when it has passed undone', async () => {
    expect(await remind('2026-12-03')).toEqual({ reminded: 2 });
    expect(await remind('2026-12-04')).toEqual({ reminded: 0 });
    expect(await reminders()).toEqual([
      'Follow-up due on 01-Dec-2026 is not done: Call about the renewal',
      'Follow-up due on 02-Dec-2026 is not done: Send the revised proposal',
      'Follow-up due today: Call about the renewal',
    ]);
  });
});
