import type { FixedBidFigures } from '@atrium/contracts';
import {
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  createdAtColumn,
  idColumn,
  organizationIdColumn,
  updatedAtColumn,
} from '../../../platform/db/columns';
import { users } from '../../accounts';
import { projects } from '../projects.tables';

/**
 * A change to a fixed-bid project's scope and price, dated within the project's window: proposed, then approved
 * (its amount, which may be negative, adds to the contract value) or rejected.
 */
export const projectChangeRequests = pgTable(
  'project_change_requests',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    projectId: integer('project_id').notNull(),
    title: text('title').notNull(),
    amount: numeric('amount', { precision: 15, scale: 2, mode: 'number' }).notNull(),
    requestDate: date('request_date').notNull(),
    /** proposed, approved or rejected. */
    status: text('status').notNull().default('proposed'),
    createdByUserId: integer('created_by_user_id'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('project_change_requests_org_id_key').on(t.organizationId, t.id),
    index('project_change_requests_org_project_idx').on(t.organizationId, t.projectId),
    foreignKey({
      columns: [t.organizationId, t.projectId],
      foreignColumns: [projects.organizationId, projects.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.createdByUserId],
      foreignColumns: [users.organizationId, users.id],
    }),
  ],
);

/**
 * A fixed-bid project's last calculated numbers, one row per project: kept while the next recalculation is
 * queued or runs, with the fingerprint of what they were calculated from (a different one makes them stale).
 */
export const fixedBidSnapshots = pgTable(
  'fixed_bid_snapshots',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    projectId: integer('project_id').notNull(),
    /** queued, running, done or failed. */
    state: text('state').notNull().default('queued'),
    figures: jsonb('figures').$type<FixedBidFigures>(),
    /** What the figures were calculated from, as `fixedBidFingerprint` reads it. */
    fingerprint: text('fingerprint'),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }),
    calculatedAt: timestamp('calculated_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('fixed_bid_snapshots_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('fixed_bid_snapshots_org_project_key').on(t.organizationId, t.projectId),
    foreignKey({
      columns: [t.organizationId, t.projectId],
      foreignColumns: [projects.organizationId, projects.id],
    }),
  ],
);
