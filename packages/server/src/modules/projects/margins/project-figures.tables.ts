import {
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { organizationIdColumn } from '../../../platform/db/columns';
import { projects } from '../projects.tables';

const money = (name: string) => numeric(name, { precision: 15, scale: 2, mode: 'number' });

/**
 * A project's margin, leakage and loss figures of one month, as the live computation adds them up
 * (`project-margins.queries.ts`), kept current by `refreshProjectFigures`: the tiles and the tables add these up
 * instead of every allocation and hour. Amounts are in the project's currency. The money columns are null for a
 * month without revenue, cost or expense, the leakage ones for a month the live computation has no row for (no
 * billable people on a time-and-material project, no milestone due unbilled), so a month's currencies come out as
 * the live computation's do. The current month is counted up to the day in `project_figures_counts`.
 */
export const projectMonthFigures = pgTable(
  'project_month_figures',
  {
    organizationId: organizationIdColumn(),
    month: date('month').notNull(),
    projectId: integer('project_id').notNull(),
    billing: money('billing'),
    costs: money('costs'),
    expenses: money('expenses'),
    approvedHours: doublePrecision('approved_hours'),
    unbilledWork: doublePrecision('unbilled_work'),
    unbilledMilestones: doublePrecision('unbilled_milestones'),
    unusedHours: doublePrecision('unused_hours'),
    loss: doublePrecision('loss'),
    unratedHours: doublePrecision('unrated_hours'),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.month, t.projectId] }),
    index('project_month_figures_org_project_idx').on(t.organizationId, t.projectId, t.month),
    // Two covering indexes by month (in the migration: drizzle writes no INCLUDE) feed the tiles.
    foreignKey({
      columns: [t.organizationId, t.projectId],
      foreignColumns: [projects.organizationId, projects.id],
    }),
  ],
);

/**
 * The day an organisation's project figures are counted to: every project's current month holds what the live
 * computation answers on that day. None until they were first counted.
 */
export const projectFiguresCounts = pgTable('project_figures_counts', {
  organizationId: organizationIdColumn().primaryKey(),
  countedTo: date('counted_to').notNull(),
});

/**
 * Projects whose figures changed and wait for `refreshProjectFigures`: until then the tiles and tables add up
 * theirs live, so what they answer never lags a change.
 */
export const projectFiguresStale = pgTable(
  'project_figures_stale',
  {
    organizationId: organizationIdColumn(),
    projectId: integer('project_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.projectId] })],
);
