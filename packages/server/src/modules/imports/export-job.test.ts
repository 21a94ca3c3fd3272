import { type Actor, ROLES } from '@atrium/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../platform/db/client';
import { withOrg } from '../../platform/db/tenant';
import type { ExportHandler } from '../../platform/imports/export-handler';
import { mailOutbox } from '../../platform/mail/mail.tables';
import { buildEmployee, buildOrganization, inScope } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startTask } from '../tasks';
import { EXPORT_JOB, EXPORT_NOT_ALLOWED, exportJob } from './import-export.jobs';

let test: TestApp;
let org: number;

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
});
afterAll(() => test.close());

/** A projects exporter that writes one row and remembers whom it ran for and with what. */
function recordingHandler() {
  const seen: { actor?: Actor; filters?: unknown; today?: string } = {};
  const handler: ExportHandler<'projects'> = {
    kind: 'projects',
    sheetName: 'Projects',
    columns: [{ header: 'Name', key: 'name' }],
    async count() {
      return 1;
    },
    async *rows(_ctx, run) {
      Object.assign(seen, { actor: run.actor, filters: run.filters, today: run.today });
      yield { name: 'Only row' };
    },
  };
  return { handler, seen };
}

/** A projects export task of `userId`, recorded without queueing its job, so the test runs the job itself. */
async function recordedTask(userId: number) {
  const quiet = { ...test.ctx, jobs: { ...test.ctx.jobs, enqueue: async () => undefined } };
  const task = await inScope(quiet, org, (scope) =>
    startTask(scope, {
      userId,
      taskType: 'download',
      kind: 'projects',
      filename: 'projects.xlsx',
      displayName: 'Projects export',
      parameters: { billing_type: 'fixed-bid' },
      jobName: EXPORT_JOB,
    }),
  );
  return task.id;
}

const mailRows = (tx: Queryable, to: string) =>
  tx
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.organizationId, org), eq(mailOutbox.recipient, to)));

const taskRow = (id: number) =>
  withOrg(test.ctx.database.db, org, async (tx) => {
    const result = (await tx.execute(
      sql`select status, errors, stored_file from background_tasks where id = ${id}`,
    )) as unknown as {
      rows: { status: string; errors: { file_error?: string } | null; stored_file: string }[];
    };
    return result.rows[0];
  });

describe('the export job', () => {
  it('runs as its owner reloaded now: their current roles and the filters they chose', async () => {
    const { user } = await buildEmployee(test.ctx, org, { roles: [ROLES.EMPLOYEE, ROLES.DELIVERY_LEAD] });
    const id = await recordedTask(user.id);
    const { handler, seen } = recordingHandler();
    await exportJob(test.ctx, new Map([['projects', handler]])).run(
      { organizationId: org, taskId: id },
      { jobId: 'test', isLastAttempt: true },
    );
    expect(await taskRow(id)).toMatchObject({ status: 'done', stored_file: expect.any(String) });
    expect(seen.actor).toMatchObject({ user_id: user.id, departments: [], is_timesheet_approver: false });
    expect([...(seen.actor?.roles ?? [])].sort()).toEqual([ROLES.DELIVERY_LEAD, ROLES.EMPLOYEE].sort());
    expect(seen.filters).toEqual({ billing_type: 'fixed-bid' });
    expect(seen.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('fails, writing nothing, when its owner lost the role between the request and the job', async () => {
    const { user } = await buildEmployee(test.ctx, org, { roles: [ROLES.EMPLOYEE, ROLES.DELIVERY_LEAD] });
    const id = await recordedTask(user.id);
    // No service takes a role away from a user: raw SQL takes it.
    await withOrg(test.ctx.database.db, org, (tx) =>
      tx.execute(sql`delete from user_roles where user_id = ${user.id} and role = ${ROLES.DELIVERY_LEAD}`),
    );
    const { handler, seen } = recordingHandler();
    await exportJob(test.ctx, new Map([['projects', handler]])).run(
      { organizationId: org, taskId: id },
      { jobId: 'test', isLastAttempt: true },
    );
    expect(await taskRow(id)).toMatchObject({
      status: 'failed',
      errors: { file_error: EXPORT_NOT_ALLOWED },
      stored_file: null,
    });
    expect(seen.actor).toBeUndefined();
  });

  it('queues its mail with its outcome and the job marked done, and it is sent once', async () => {
    const { user } = await buildEmployee(test.ctx, org, { roles: [ROLES.EMPLOYEE, ROLES.DELIVERY_LEAD] });
    const id = await recordedTask(user.id);
    const { handler } = recordingHandler();
    const completedIn: string[] = [];
    await exportJob(test.ctx, new Map([['projects', handler]])).run(
      { organizationId: org, taskId: id },
      {
        jobId: 'test',
        isLastAttempt: false,
        completeIn: async (tx) => {
          completedIn.push(...(await mailRows(tx, user.email)).map((row) => row.subject));
        },
      },
    );
    expect(completedIn).toEqual(['Projects export is ready']);
    expect(await taskRow(id)).toMatchObject({ status: 'done' });
    const mails = (await test.outbox()).filter((mail) => mail.to === user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Projects export is ready']);
  });

  it('sends nothing when the transaction of its outcome fails after the mail was queued', async () => {
    const { user } = await buildEmployee(test.ctx, org, { roles: [ROLES.EMPLOYEE, ROLES.DELIVERY_LEAD] });
    const id = await recordedTask(user.id);
    const { handler } = recordingHandler();
    await expect(
      exportJob(test.ctx, new Map([['projects', handler]])).run(
        { organizationId: org, taskId: id },
        {
          jobId: 'test',
          isLastAttempt: false,
          completeIn: async () => {
            throw new Error('job test is no longer running');
          },
        },
      ),
    ).rejects.toThrow('no longer running');
    expect(await taskRow(id)).toMatchObject({ status: 'not_started' });
    expect(await withOrg(test.ctx.database.db, org, (tx) => mailRows(tx, user.email))).toEqual([]);
    expect((await test.outbox()).filter((mail) => mail.to === user.email)).toEqual([]);
  });
});
