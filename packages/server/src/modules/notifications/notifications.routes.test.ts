import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildEmployee, buildOrganization, inScope, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { notifyUsers } from './notification.service';

let test: TestApp;
let org: number;
let token: string;
let otherToken: string;
let recipient: number;

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  const approver = await buildEmployee(test.ctx, org, { email: 'approver@bell.test' });
  const colleague = await buildEmployee(test.ctx, org, { email: 'colleague@bell.test' });
  recipient = approver.user.id;
  await inScope(test.ctx, org, async (scope) => {
    for (let n = 1; n <= 25; n += 1) {
      await notifyUsers(scope, {
        recipientUserIds: [recipient],
        text: `Timesheet ${n} awaits your approval`,
        data: { request_id: n, request_type: 'timesheet', display_id: `TS-${n}` },
        action: 'timesheet:submitted',
        recipientType: 'approver',
      });
    }
    await notifyUsers(scope, {
      recipientUserIds: [colleague.user.id],
      text: 'Your leave was approved',
      data: { request_id: 7, request_type: 'leave', display_id: 'LR-0007' },
      action: 'lms:leave-approved',
      recipientType: 'requester',
    });
  });
  // A notification is stamped with the time it is sent: only SQL makes one two days old.
  await test.ctx.database.db.execute(
    sql`update notifications set created_at = now() - interval '2 days 3 hours' where notification_text = 'Timesheet 1 awaits your approval'`,
  );
  token = await signIn(test, org, 'approver@bell.test');
  otherToken = await signIn(test, org, 'colleague@bell.test');
});
afterAll(() => test.close());

const mine = (query = '', as = token) =>
  test.app.inject({ url: `/api/${org}/notifications/my-notifications/?${query}`, headers: bearer(as) });
const markSeen = (ids: number[], as = token) =>
  test.app.inject({
    method: 'POST',
    url: `/api/${org}/notifications/my-notifications/`,
    headers: bearer(as),
    payload: { ids },
  });

describe('my notifications', () => {
  it('lists the unseen ones, newest first, 20 at a time', async () => {
    const body = (await mine()).json();
    expect(body.count).toBe(25);
    expect(body.results).toHaveLength(20);
    expect(body.results[0]).toMatchObject({
      is_seen: false,
      notification_text: 'Timesheet 25 awaits your approval',
      notification_data: { request_id: 25, request_type: 'timesheet', display_id: 'TS-25' },
      action: 'timesheet:submitted',
      recipient_type: 'approver',
      elapsed_time_duration: 'PT0M',
    });
  });

  it('says how long ago as an ISO duration', async () => {
    const body = (await mine('limit=1&offset=24')).json();
    expect(body.results[0]).toMatchObject({ notification_text: 'Timesheet 1 awaits your approval' });
    expect(body.results[0].elapsed_time_duration).toBe('P2DT3H');
  });

  it('marks the given ones seen; they stay in the all=true pages', async () => {
    const ids = (await mine('limit=2')).json().results.map((n: { id: number }) => n.id);
    expect((await markSeen(ids)).json()).toEqual({ detail: '2 marked as seen' });
    expect((await mine()).json().count).toBe(23);
    const all = (await mine('all=true&limit=20&offset=20')).json();
    expect(all.count).toBe(25);
    expect(all.results).toHaveLength(5);
  });

  it('never shows or marks another person’s notifications', async () => {
    const theirs = (await mine('', otherToken)).json();
    expect(theirs.results.map((n: { notification_text: string }) => n.notification_text)).toEqual([
      'Your leave was approved',
    ]);
    const marking = await markSeen([theirs.results[0].id]);
    expect(marking.statusCode).toBe(404);
    expect(marking.json()).toEqual({ code: 'not_found' });
    expect((await mine('', otherToken)).json().count).toBe(1);
  });

  it.each([
    [{ ids: [] }, { ids: ['invalid'] }],
    [{ ids: ['x'] }, { 'ids.0': ['invalid'] }],
    [{}, { ids: ['required'] }],
  ])('answers 400 invalid to %j', async (payload, codes) => {
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/${org}/notifications/my-notifications/`,
      headers: bearer(token),
      payload,
    });
    expect(response.json()).toEqual({ code: 'invalid', codes });
  });
});
