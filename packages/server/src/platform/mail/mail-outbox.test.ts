import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { buildOrganization } from '../../test/factories';
import { openTestDatabase } from '../../test/test-app';
import { createAppContext } from '../app-context';
import type { Database } from '../db/client';
import { withOrg } from '../db/tenant';
import { createJobQueue, type JobDefinition, type JobQueue } from '../jobs/job-queue';
import { mailOutbox } from './mail.tables';
import { deliverDueMail, type MailDeliveryOptions, mailDeliveryJob, queueMail } from './mail-outbox';
import type { MailMessage } from './mailer';

let database: Database;
let drop: () => Promise<void>;
let jobs: JobQueue;
let org: number;
let otherOrg: number;
const failures: { message: string; attempt: unknown }[] = [];
const log = {
  info: () => undefined,
  error: (obj: unknown, message: string) =>
    failures.push({ message, attempt: (obj as { attempt: unknown }).attempt }),
};

/** The SMTP server: records what it took; a recipient listed in `refusals` is refused that many more times. */
const sent: MailMessage[] = [];
const refusals = new Map<string, number>();
const mailer = {
  async send(message: MailMessage) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    const left = refusals.get(message.to) ?? 0;
    if (left > 0) {
      refusals.set(message.to, left - 1);
      throw new Error(`mailbox ${message.to} unavailable`);
    }
    sent.push(message);
  },
};
const options: MailDeliveryOptions = { leaseSeconds: 60, maxAttempts: 3, retryAfterSeconds: 0 };

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  const ctx = createAppContext(loadConfig({}), database, log);
  org = (await buildOrganization(ctx)).id;
  otherOrg = (await buildOrganization(ctx)).id;
  jobs = createJobQueue(database, log);
  await jobs.start([
    mailDeliveryJob({ database, mailer, jobs }, log, options) as unknown as JobDefinition<never>,
  ]);
});
afterAll(async () => {
  await jobs.stop();
  await database.close();
  await drop();
});

const eventually = async <T>(check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const message = (to: string): MailMessage => ({ to, subject: `For ${to}`, text: 'Hello' });
const sentTo = (to: string) => sent.filter((mail) => mail.to === to);
const rowsTo = (organizationId: number, to: string) =>
  withOrg(database.db, organizationId, (tx) =>
    tx
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.organizationId, organizationId), eq(mailOutbox.recipient, to))),
  );

describe('the mail outbox', () => {
  it('sends mail queued with a change once that commits, and marks it sent', async () => {
    const queuedAt = Date.now();
    await withOrg(database.db, org, (tx) => queueMail(tx, jobs, org, message('ready@outbox.test')));
    await eventually(async () => (await rowsTo(org, 'ready@outbox.test'))[0]?.sentAt ?? undefined);
    expect(Date.now() - queuedAt).toBeLessThan(2_000);
    expect(sentTo('ready@outbox.test')).toEqual([message('ready@outbox.test')]);
    expect(await rowsTo(org, 'ready@outbox.test')).toMatchObject([{ attempts: 1, lastError: null }]);
  });

  it('sends nothing when the change that queued it rolls back', async () => {
    await expect(
      withOrg(database.db, org, async (tx) => {
        await queueMail(tx, jobs, org, message('undone@outbox.test'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await withOrg(database.db, org, (tx) => queueMail(tx, jobs, org, message('after@outbox.test')));
    await eventually(async () => sentTo('after@outbox.test')[0]);
    expect([sentTo('undone@outbox.test'), await rowsTo(org, 'undone@outbox.test')]).toEqual([[], []]);
  });

  it('sends each message once when deliverers race for them', async () => {
    const recipients = Array.from({ length: 30 }, (_, n) => `race${n}@outbox.test`);
    await withOrg(database.db, org, (tx) => queueMail(tx, jobs, org, recipients.map(message)));
    const deliverer = () => deliverDueMail({ database, mailer, jobs }, org, log, options);
    // The queue's own job races the two.
    await Promise.all([deliverer(), deliverer()]);
    await eventually(async () => (recipients.every((to) => sentTo(to).length) ? true : undefined));
    expect(recipients.map((to) => sentTo(to).length)).toEqual(recipients.map(() => 1));
  });

  it('retries a refused message with backoff, then gives it up with the error recorded', async () => {
    refusals.set('late@outbox.test', 2);
    refusals.set('gone@outbox.test', 99);
    await withOrg(database.db, org, (tx) =>
      queueMail(tx, jobs, org, [message('late@outbox.test'), message('gone@outbox.test')]),
    );
    await eventually(async () => (await rowsTo(org, 'late@outbox.test'))[0]?.sentAt ?? undefined);
    // Given up once the last refusal is recorded and logged (the log line follows the row's update).
    await eventually(async () => {
      const [row] = await rowsTo(org, 'gone@outbox.test');
      const isLogged = failures.some((failure) => failure.message.includes('given up'));
      return row?.attempts === options.maxAttempts && row.lastError && isLogged ? row : undefined;
    });
    expect(await rowsTo(org, 'late@outbox.test')).toMatchObject([{ attempts: 3 }]);
    expect(await rowsTo(org, 'gone@outbox.test')).toMatchObject([
      { attempts: 3, sentAt: null, lastError: 'mailbox gone@outbox.test unavailable' },
    ]);
    expect([sentTo('late@outbox.test').length, sentTo('gone@outbox.test').length]).toEqual([1, 0]);
    expect(failures.filter((failure) => failure.message.includes('given up'))).toEqual([
      { message: 'mail delivery failed; given up', attempt: 3 },
    ]);
  });

  it("keeps an organisation's mail out of another's scope", async () => {
    await withOrg(database.db, org, (tx) => queueMail(tx, jobs, org, message('private@outbox.test')));
    await expect(
      withOrg(database.db, otherOrg, (tx) => queueMail(tx, jobs, org, message('planted@outbox.test'))),
    ).rejects.toThrow();
    const seenByOther = await withOrg(database.db, otherOrg, (tx) => tx.select().from(mailOutbox));
    expect([seenByOther, (await rowsTo(org, 'private@outbox.test')).length]).toEqual([[], 1]);
  });
});
