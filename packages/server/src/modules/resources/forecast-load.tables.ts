import { sql } from 'drizzle-orm';
import { date, integer, numeric, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizationIdColumn } from '../../platform/db/columns';

/**
 * The allocations of active people and those serving notice, added up by the person's role and the allocation's
 * dates, so the forecast reads a row per role and span (hundreds) instead of joining every allocation to its
 * person. Kept by statement triggers on allocations and employees (migration 0080), never by a service.
 */
export const rmgForecastLoad = pgTable(
  'rmg_forecast_load',
  {
    organizationId: organizationIdColumn(),
    designationId: integer('designation_id'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    /** How many allocations the row adds up; a row left with none is dropped. */
    allocations: integer('allocations').notNull(),
    /** Their shares summed, in percent of a person. */
    percent: numeric('percent', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('rmg_forecast_load_key').on(
      t.organizationId,
      sql`coalesce(${t.designationId}, 0)`,
      t.startDate,
      t.endDate,
    ),
  ],
);
