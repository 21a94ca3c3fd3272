import { and, asc, eq, inArray, isNull, lt, lte, min, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client';
import { withOrg } from '../db/tenant';
import type { JobDefinition, JobQueue } from '../jobs/job-queue';
import { mailOutbox } from './mail.tables';
import type { Mailer, MailMessage } from './mailer';

export const MAIL_DELIVERY_JOB = 'mail.deliver';

export interface MailDeliveryJob {
  organizationId: number;
}

/**
 * Queues mail in `tx`, the transaction of the change it reports: it is sent once that commits (the delivery job is
 * queued with it and runs at once), and never if it rolls back.
 */
export async function queueMail(
  tx: Queryable,
  jobs: JobQueue,
  organizationId: number,
  messages: MailMessage | readonly MailMessage[],
): Promise<void> {
  const rows = ([] as MailMessage[]).concat(messages).map((message) => ({
    organizationId,
    recipient: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
  }));
  if (!rows.length) return;
  await tx.insert(mailOutbox).values(rows);
  await jobs.enqueue<MailDeliveryJob>(tx, MAIL_DELIVERY_JOB, { organizationId });
}

export interface MailDeliveryOptions {
  /**
   * How long a claimed message is its deliverer's alone. Longer than one send can take (the SMTP timeouts in
   * `mailer.ts`), so only a deliverer that died leaves a message to be claimed again.
   */
  leaseSeconds: number;
  /** Attempts before a message is given up. */
  maxAttempts: number;
  /** The wait after a first failure, doubled after each further one. */
  retryAfterSeconds: number;
}

/** Six attempts over about a quarter of an hour (30 s, 1, 2, 4 and 8 minutes apart). */
export const MAIL_DELIVERY: MailDeliveryOptions = {
  leaseSeconds: 300,
  maxAttempts: 6,
  retryAfterSeconds: 30,
};

export interface MailServices {
  database: Database;
  mailer: Mailer;
  jobs: JobQueue;
}

type MailLog = { error(obj: unknown, message: string): void };

const CLAIM_BATCH = 20;

const pendingOf = (organizationId: number, maxAttempts: number) =>
  and(
    eq(mailOutbox.organizationId, organizationId),
    isNull(mailOutbox.sentAt),
    lt(mailOutbox.attempts, maxAttempts),
  );

/**
 * Claims the organisation's due messages: each moves a lease ahead and counts an attempt in one statement, and rows
 * another deliverer is claiming are skipped, so no two deliverers hold the same message.
 */
function claimDueMail(tx: Queryable, organizationId: number, options: MailDeliveryOptions) {
  const due = tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(pendingOf(organizationId, options.maxAttempts), lte(mailOutbox.dueAt, sql`now()`)))
    .orderBy(asc(mailOutbox.dueAt), asc(mailOutbox.id))
    .limit(CLAIM_BATCH)
    .for('update', { skipLocked: true });
  return tx
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      dueAt: sql`now() + make_interval(secs => ${options.leaseSeconds})`,
    })
    .where(and(eq(mailOutbox.organizationId, organizationId), inArray(mailOutbox.id, due)))
    .returning();
}

type ClaimedMail = Awaited<ReturnType<typeof claimDueMail>>[number];

/** The claim's own row: one claimed again after its lease ran out counts another attempt and is not touched. */
const claimOf = (row: ClaimedMail) =>
  and(
    eq(mailOutbox.organizationId, row.organizationId),
    eq(mailOutbox.id, row.id),
    eq(mailOutbox.attempts, row.attempts),
  );

async function sendClaimed(
  services: MailServices,
  row: ClaimedMail,
  log: MailLog,
  options: MailDeliveryOptions,
) {
  const { db } = services.database;
  try {
    await services.mailer.send({
      to: row.recipient,
      subject: row.subject,
      text: row.text,
      ...(row.html == null ? {} : { html: row.html }),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const backoff = options.retryAfterSeconds * 2 ** (row.attempts - 1);
    await withOrg(db, row.organizationId, (tx) =>
      tx
        .update(mailOutbox)
        .set({ lastError: message.slice(0, 2000), dueAt: sql`now() + make_interval(secs => ${backoff})` })
        .where(claimOf(row)),
    );
    const isGivenUp = row.attempts >= options.maxAttempts;
    log.error(
      { err: error, organizationId: row.organizationId, mailId: row.id, attempt: row.attempts },
      isGivenUp ? 'mail delivery failed; given up' : `mail delivery failed; retried in ${backoff} s`,
    );
    return;
  }
  // A process that dies here, after the server took the message, leaves it claimed: it is sent again once its
  // lease runs out. This is the one way a message goes twice.
  await withOrg(db, row.organizationId, (tx) =>
    tx
      .update(mailOutbox)
      .set({ sentAt: sql`now()` })
      .where(and(claimOf(row), isNull(mailOutbox.sentAt))),
  );
}

/**
 * Sends the organisation's due messages, a batch of claims at a time, then queues itself again for the earliest
 * message still waiting (a retry's backoff, or another deliverer's lease that may run out).
 */
export async function deliverDueMail(
  services: MailServices,
  organizationId: number,
  log: MailLog,
  options: MailDeliveryOptions = MAIL_DELIVERY,
): Promise<void> {
  const { db } = services.database;
  for (;;) {
    const claimed = await withOrg(db, organizationId, (tx) => claimDueMail(tx, organizationId, options));
    if (!claimed.length) break;
    for (const row of claimed) await sendClaimed(services, row, log, options);
  }
  await withOrg(db, organizationId, async (tx) => {
    const [next] = await tx
      .select({ dueAt: min(mailOutbox.dueAt) })
      .from(mailOutbox)
      .where(pendingOf(organizationId, options.maxAttempts));
    if (!next?.dueAt) return;
    await services.jobs.enqueue<MailDeliveryJob>(
      tx,
      MAIL_DELIVERY_JOB,
      { organizationId },
      next.dueAt > new Date() ? { startAfter: next.dueAt } : {},
    );
  });
}

/** Delivers an organisation's queued mail through `services.mailer` (SMTP, or the local outbox folder). */
export function mailDeliveryJob(
  services: MailServices,
  log: MailLog,
  options: MailDeliveryOptions = MAIL_DELIVERY,
): JobDefinition<MailDeliveryJob> {
  return {
    name: MAIL_DELIVERY_JOB,
    run: ({ organizationId }) => deliverDueMail(services, organizationId, log, options),
  };
}
