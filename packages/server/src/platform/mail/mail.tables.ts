import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, organizationIdColumn } from '../db/columns';

/**
 * Mail waiting to leave, written in the transaction of the change it reports, so it goes exactly when that change
 * commits; the delivery job sends it and marks it sent. `due_at` is when it may next be claimed: a claim moves it a
 * lease ahead (a deliverer that dies gives the row back when the lease runs out), a failure a backoff ahead.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAtColumn(),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
    /** Claims so far; also what a deliverer's claim is known by when it marks the row. */
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
  },
  (t) => [
    unique('mail_outbox_org_id_key').on(t.organizationId, t.id),
    index('mail_outbox_org_due_idx').on(t.organizationId, t.dueAt).where(sql`${t.sentAt} is null`),
  ],
);
