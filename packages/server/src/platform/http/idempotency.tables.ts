import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, organizationIdColumn } from '../db/columns';

/**
 * Creating requests sent with an `Idempotency-Key`, kept a day with their answer: the same request sent again
 * (a client retrying after a lost connection) gets that answer instead of creating twice.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    organizationId: organizationIdColumn(),
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    /** What was asked: the method, route, path parameters and body, hashed. */
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId, t.key] })],
);
