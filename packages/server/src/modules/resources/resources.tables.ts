import type { ScenarioChange } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, organizationIdColumn, updatedAtColumn } from '../../platform/db/columns';
import { users } from '../accounts';
import { organizations } from '../orgs';

/** A skill a request asks for, by the catalogue's id, with the least level it needs. */
export interface StoredSkill {
  skill_id: number;
  level: 'B' | 'I' | 'E';
}

/**
 * A resource request (`RR-0001`): unnamed people a project owner or delivery lead asks for against one of the
 * project's resource groups, which an RMG manager fills with allocations. `filled_count` counts the people
 * allocated against it.
 */
export const resourceRequests = pgTable(
  'resource_requests',
  {
    id: idColumn(),
    organizationId: organizationIdColumn().references(() => organizations.id),
    number: integer('number').notNull(),
    projectId: integer('project_id').notNull(),
    resourceGroupId: integer('resource_group_id').notNull(),
    designationId: integer('designation_id').notNull(),
    skills: jsonb('skills').$type<StoredSkill[]>().notNull().default(sql`'[]'::jsonb`),
    minExperience: numeric('min_experience', { precision: 3, scale: 1, mode: 'number' }).notNull(),
    maxExperience: numeric('max_experience', { precision: 3, scale: 1, mode: 'number' }).notNull(),
    locationId: integer('location_id'),
    allocationPercent: numeric('allocation_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    isBillable: boolean('is_billable').notNull().default(true),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    count: integer('count').notNull(),
    filledCount: integer('filled_count').notNull().default(0),
    priority: text('priority').notNull().default('medium'),
    notes: text('notes'),
    status: text('status').notNull().default('pending'),
    raisedBy: integer('raised_by').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('resource_requests_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('resource_requests_org_number_key').on(t.organizationId, t.number),
    index('resource_requests_org_status_number_idx').on(t.organizationId, t.status, t.number),
    index('resource_requests_org_project_idx').on(t.organizationId, t.projectId),
    index('resource_requests_org_raised_by_idx').on(t.organizationId, t.raisedBy),
    foreignKey({ columns: [t.organizationId, t.raisedBy], foreignColumns: [users.organizationId, users.id] }),
  ],
);

/**
 * What happened to a request, in order: raised, edited, each transition, each person allocated against it (with
 * the allocation made), and the comments people left.
 */
export const resourceRequestEvents = pgTable(
  'resource_request_events',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    requestId: integer('request_id').notNull(),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    comment: text('comment'),
    employeeId: integer('employee_id'),
    allocationId: integer('allocation_id'),
    byUserId: integer('by_user_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('resource_request_events_org_request_idx').on(t.organizationId, t.requestId, t.id),
    foreignKey({
      columns: [t.organizationId, t.requestId],
      foreignColumns: [resourceRequests.organizationId, resourceRequests.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Demand not yet confirmed: people a piece of business would need if it comes in (an open opportunity's role mix),
 * each line weighted by the chance it does. The module above keeps its lines here through
 * `replacePipelineDemand`; the forecast reads them beside confirmed demand.
 */
export const pipelineDemand = pgTable(
  'pipeline_demand',
  {
    id: idColumn(),
    organizationId: organizationIdColumn().references(() => organizations.id),
    /** What the lines come from, e.g. 'opportunity', and its id. */
    sourceKind: text('source_kind').notNull(),
    sourceId: integer('source_id').notNull(),
    designationId: integer('designation_id').notNull(),
    count: integer('count').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    /** The chance, in percent, that the demand comes. */
    probability: integer('probability').notNull(),
  },
  (t) => [
    index('pipeline_demand_org_source_idx').on(t.organizationId, t.sourceKind, t.sourceId),
    index('pipeline_demand_org_dates_idx').on(t.organizationId, t.startDate, t.endDate),
  ],
);

/**
 * A person held for a resource request before they are allocated (a soft booking): tentative until an RMG manager
 * confirms it (the allocation is made) or releases it. A hold on a request no longer looking for people holds
 * nobody.
 */
export const resourceSoftBookings = pgTable(
  'resource_soft_bookings',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    requestId: integer('request_id').notNull(),
    employeeId: integer('employee_id').notNull(),
    bookedBy: integer('booked_by'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('resource_soft_bookings_org_request_employee_key').on(
      t.organizationId,
      t.requestId,
      t.employeeId,
    ),
    index('resource_soft_bookings_org_employee_idx').on(t.organizationId, t.employeeId),
    foreignKey({
      columns: [t.organizationId, t.requestId],
      foreignColumns: [resourceRequests.organizationId, resourceRequests.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A saved what-if of the resource forecast: its changes (needs, removed or shifted projects, joiners, exits), checked
 * against the contracts' schema when saved and applied in order over today's facts when read. Every forecast reader
 * of the organisation reads it; its author and the CEO change it.
 */
export const resourceForecastScenarios = pgTable(
  'resource_forecast_scenarios',
  {
    id: idColumn(),
    organizationId: organizationIdColumn().references(() => organizations.id),
    name: text('name').notNull(),
    description: text('description'),
    changes: jsonb('changes').$type<ScenarioChange[]>().notNull().default(sql`'[]'::jsonb`),
    createdBy: integer('created_by'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('resource_forecast_scenarios_org_id_key').on(t.organizationId, t.id),
    index('resource_forecast_scenarios_org_updated_idx').on(t.organizationId, t.updatedAt),
    foreignKey({
      columns: [t.organizationId, t.createdBy],
      foreignColumns: [users.organizationId, users.id],
    }),
  ],
);
