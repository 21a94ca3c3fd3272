import { sql } from 'drizzle-orm';
import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Identity primary key; every tenant table also has a unique (organization_id, id) for same-tenant references. */
export const idColumn = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const organizationIdColumn = () => integer('organization_id').notNull();

export const createdAtColumn = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`);

export const updatedAtColumn = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`);
