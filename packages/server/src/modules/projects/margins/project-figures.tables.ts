import {
  boolean,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
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

/**
 * The periods whose sums an organisation keeps per project (`project_period_figures`): the financial year and the
 * leakage window of the day its figures were counted to, written with them.
 */
export const projectFigurePeriods = pgTable(
  'project_figure_periods',
  {
    organizationId: organizationIdColumn(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.periodStart, t.periodEnd] })],
);

/**
 * Every project's figures summed over a kept period (`project_figure_periods`), from the monthly roll-up: what the
 * Net Margins and Leakages and Losses tables list by default, read a page at a time from an index in the table's
 * order. A project marked changed (`project_figures_stale`) is added up live until its refresh rewrites its rows;
 * its status and currency are kept for the lists' filters and totals.
 */
export const projectPeriodFigures = pgTable(
  'project_period_figures',
  {
    organizationId: organizationIdColumn(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    projectId: integer('project_id').notNull(),
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    billing: money('billing').notNull(),
    costs: money('costs').notNull(),
    expenses: money('expenses').notNull(),
    netMargin: money('net_margin').notNull(),
    /** The net margin as a share of billing; null without billing. */
    marginRatio: doublePrecision('margin_ratio'),
    approvedHours: doublePrecision('approved_hours').notNull(),
    unbilledWork: doublePrecision('unbilled_work').notNull(),
    unbilledMilestones: doublePrecision('unbilled_milestones').notNull(),
    /** Unbilled work and milestones together, as the table sorts them. */
    leakage: doublePrecision('leakage').notNull(),
    unusedHours: doublePrecision('unused_hours').notNull(),
    loss: doublePrecision('loss').notNull(),
    unratedHours: doublePrecision('unrated_hours').notNull(),
    /** Whether any month of the period holds money, or leakage and loss: a currency's totals count only those. */
    hasMoney: boolean('has_money').notNull(),
    hasLeakage: boolean('has_leakage').notNull(),
  },
  (t) => {
    const key = [t.organizationId, t.periodStart, t.periodEnd] as const;
    // Each sort of the two tables both ways, ties by project as the live lists break them.
    const both = (label: string, column: typeof t.billing | typeof t.leakage | typeof t.marginRatio) => [
      index(`project_period_figures_${label}_idx`).on(...key, column, t.projectId),
      index(`project_period_figures_${label}_desc_idx`).on(...key, column.desc().nullsLast(), t.projectId),
    ];
    return [
      primaryKey({ columns: [t.organizationId, t.periodStart, t.periodEnd, t.projectId] }),
      ...both('billing', t.billing),
      ...both('net_margin', t.netMargin),
      ...both('margin_ratio', t.marginRatio),
      ...both('leakage', t.leakage),
      ...both('loss', t.loss),
      foreignKey({
        columns: [t.organizationId, t.projectId],
        foreignColumns: [projects.organizationId, projects.id],
      }),
    ];
  },
);

/**
 * The sums per currency of the kept period figures of projects past their draft (`project_period_figures`), as the
 * tables total every project: how many projects, how many with money and with leakage, and their sums. Rewritten
 * with the figures; a read takes the projects marked changed out and adds them up live.
 */
export const projectPeriodTotals = pgTable(
  'project_period_totals',
  {
    organizationId: organizationIdColumn(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    currency: text('currency').notNull(),
    projects: integer('projects').notNull(),
    moneyProjects: integer('money_projects').notNull(),
    leakageProjects: integer('leakage_projects').notNull(),
    billing: money('billing').notNull(),
    costs: money('costs').notNull(),
    expenses: money('expenses').notNull(),
    leakage: doublePrecision('leakage').notNull(),
    loss: doublePrecision('loss').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.periodStart, t.periodEnd, t.currency] })],
);
