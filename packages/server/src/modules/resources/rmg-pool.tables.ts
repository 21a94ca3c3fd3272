import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { organizationIdColumn } from '../../platform/db/columns';

/**
 * The day an organisation's RMG pool is kept for (`rmg_pool`): absent until the pool is first read or the daily
 * job runs. Statement triggers keep the pool of that day as allocations, employees and users change (migration
 * 0079); a read on another day rewrites the whole pool for it first.
 */
export const rmgPoolDays = pgTable('rmg_pool_days', {
  organizationId: organizationIdColumn().primaryKey(),
  onDate: date('on_date').notNull(),
  /** How many people the kept pool holds: the unfiltered list's count. */
  members: integer('members').notNull().default(0),
});

/**
 * The RMG pool on the organisation's kept day, one row per person in it: active employees with an active account
 * not fully allocated that day, and those released within 30 days, with what the list sorts, filters and searches
 * by, so that a page is read from an index in its order. Kept by triggers (migration 0079), never by a service.
 */
export const rmgPool = pgTable(
  'rmg_pool',
  {
    organizationId: organizationIdColumn(),
    employeeId: integer('employee_id').notNull(),
    /** `first_name last_name`, trimmed, as the list shows and sorts it. */
    name: text('name').notNull(),
    code: text('code').notNull(),
    locationId: integer('location_id'),
    allocatedPercent: doublePrecision('allocated_percent').notNull(),
    /** bench, partial or releasing. */
    state: text('state').notNull(),
    /** The state's place in the unsorted list: releasing 0, partial 1, bench 2. */
    stateRank: smallint('state_rank').notNull(),
    benchDays: integer('bench_days').notNull(),
    releaseDate: date('release_date'),
    /** new-joiner, never-allocated or project-ended, for those on the bench. */
    reason: text('reason'),
  },
  (t) => [
    primaryKey({ name: 'rmg_pool_pkey', columns: [t.organizationId, t.employeeId] }),
    // The list's orders, each read from an index: the unsorted order, then each sortable column both ways.
    index('rmg_pool_org_default_idx').on(
      t.organizationId,
      t.stateRank,
      t.releaseDate.asc().nullsLast(),
      t.benchDays.desc(),
      t.employeeId,
    ),
    index('rmg_pool_org_name_idx').on(t.organizationId, t.name, t.employeeId),
    index('rmg_pool_org_name_desc_idx').on(t.organizationId, t.name.desc().nullsLast(), t.employeeId),
    index('rmg_pool_org_bench_days_idx').on(t.organizationId, t.benchDays, t.employeeId),
    index('rmg_pool_org_bench_days_desc_idx').on(
      t.organizationId,
      t.benchDays.desc().nullsLast(),
      t.employeeId,
    ),
    index('rmg_pool_org_allocated_idx').on(t.organizationId, t.allocatedPercent, t.employeeId),
    index('rmg_pool_org_allocated_desc_idx').on(
      t.organizationId,
      t.allocatedPercent.desc().nullsLast(),
      t.employeeId,
    ),
    index('rmg_pool_org_release_idx').on(t.organizationId, t.releaseDate.asc().nullsLast(), t.employeeId),
    index('rmg_pool_org_release_desc_idx').on(
      t.organizationId,
      t.releaseDate.desc().nullsLast(),
      t.employeeId,
    ),
    index('rmg_pool_org_location_idx')
      .on(t.organizationId, t.locationId)
      .where(sql`${t.locationId} is not null`),
  ],
);
