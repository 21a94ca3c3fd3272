import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { bearer, buildEmployee, buildOrganization, inScope, signIn } from '../../test/factories';
import { openTestSocket } from '../../test/sockets';
import { createTestApp, type TestApp } from '../../test/test-app';
import { notifyUsers } from './notification.service';

let test: TestApp;
let org: number;
let approver: { id: number; token: string };
let colleague: { id: number; token: string };

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  const a = await buildEmployee(test.ctx, org, { email: 'approver@deliver.test' });
  const c = await buildEmployee(test.ctx, org, { email: 'colleague@deliver.test' });
  approver = { id: a.user.id, token: await signIn(test, org, 'approver@deliver.test') };
  colleague = { id: c.user.id, token: await signIn(test, org, 'colleague@deliver.test') };
});
afterAll(() => test.close());

const notify = (recipientUserIds: number[], text: string) =>
  inScope(test.ctx, org, (scope) =>
    notifyUsers(scope, {
      recipientUserIds,
      text,
      data: { request_id: 3, request_type: 'timesheet', display_id: 'TS-3' },
      action: 'timesheet:submitted',
      recipientType: 'approver',
    }),
  );

async function signedInSocket(user: { id: number; token: string }) {
  const socket = await openTestSocket(test, `/ws/${org}/my-general/${user.id}/`);
  socket.send({ type: 'auth', token: user.token });
  await socket.frame((f) => f.type === 'ready');
  return socket;
}

describe('the personal socket', () => {
  it('delivers a new notification to its recipient only, once it is committed', async () => {
    const mine = await signedInSocket(approver);
    const theirs = await signedInSocket(colleague);
    await notify([approver.id], 'Timesheet TS-3 awaits your approval');
    const message = await mine.frame<{ notification: { notification_text: string; is_seen: boolean } }>(
      (f) => f.type === 'notification',
    );
    expect(message.notification).toMatchObject({
      notification_text: 'Timesheet TS-3 awaits your approval',
      is_seen: false,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(theirs.frames.filter((f) => (f as { type: string }).type === 'notification')).toEqual([]);
    mine.close();
    theirs.close();
  });

  it.runIf(inject('template').kind === 'postgres')(
    'asks the client to reopen and read again once a dropped listener is back, and delivers after it',
    async () => {
      const before = await signedInSocket(approver);
      await queryRows(
        test.ctx.database.db,
        sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = 'LISTEN "atrium_realtime"'`,
      );
      await notify([approver.id], 'Sent while the listener was down');
      expect(await before.closeCode()).toBe(1012);
      const reopened = await signedInSocket(approver);
      const read = await test.app.inject({
        url: `/api/${org}/notifications/my-notifications/`,
        headers: bearer(approver.token),
      });
      expect(read.body).toContain('Sent while the listener was down');
      await notify([approver.id], 'Sent once it was back');
      const message = await reopened.frame<{ notification: { notification_text: string } }>(
        (f) => f.type === 'notification',
      );
      expect(message.notification.notification_text).toBe('Sent once it was back');
      reopened.close();
    },
  );

  it('is closed with 4401 for a wrong token, for another user’s feed, and for silence', async () => {
    const wrongToken = await openTestSocket(test, `/ws/${org}/my-general/${approver.id}/`);
    wrongToken.send({ type: 'auth', token: 'not-a-session' });
    expect(await wrongToken.closeCode()).toBe(4401);

    const someoneElses = await openTestSocket(test, `/ws/${org}/my-general/${colleague.id}/`);
    someoneElses.send({ type: 'auth', token: approver.token });
    expect(await someoneElses.closeCode()).toBe(4401);

    const otherOrg = (await buildOrganization(test.ctx)).id;
    const crossTenant = await openTestSocket(test, `/ws/${otherOrg}/my-general/${approver.id}/`);
    crossTenant.send({ type: 'auth', token: approver.token });
    expect(await crossTenant.closeCode()).toBe(4401);

    const garbage = await openTestSocket(test, `/ws/${org}/my-general/${approver.id}/`);
    garbage.socket.send('{not json');
    expect(await garbage.closeCode()).toBe(4401);
  });

  it('is closed with 4404 for a path that is not a feed', async () => {
    const socket = await openTestSocket(test, `/ws/${org}/somewhere-else/`);
    expect(await socket.closeCode()).toBe(4404);
  });
});

describe('notifications by email', () => {
  it('are off until the user turns them on, then arrive with a link through the resolver', async () => {
    const settings = await test.app.inject({
      method: 'GET',
      url: `/api/${org}/notifications/settings/`,
      headers: bearer(colleague.token),
    });
    expect(settings.json()).toEqual({ email_notifications: false });

    await notify([colleague.id], 'Before opting in');
    const changed = await test.app.inject({
      method: 'PUT',
      url: `/api/${org}/notifications/settings/`,
      headers: bearer(colleague.token),
      payload: { email_notifications: true },
    });
    expect(changed.json()).toEqual({ email_notifications: true });
    await notify([colleague.id, approver.id], 'Your leave was approved');

    const deadline = Date.now() + 10_000;
    let mails = await test.outbox();
    while (!mails.some((m) => m.subject === 'Your leave was approved') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      mails = await test.outbox();
    }
    const sent = mails.filter(
      (m) => m.subject === 'Your leave was approved' || m.subject === 'Before opting in',
    );
    expect(sent.map((m) => m.to)).toEqual(['colleague@deliver.test']);
    expect(sent[0]?.text).toContain(
      'http://acme.test/resolver?action=timesheet%3Asubmitted&recipient_type=approver',
    );
  });

  it('rejects a setting that is not a boolean', async () => {
    const response = await test.app.inject({
      method: 'PUT',
      url: `/api/${org}/notifications/settings/`,
      headers: bearer(colleague.token),
      payload: { email_notifications: 'yes' },
    });
    expect(response.statusCode).toBe(400);
  });
});
