import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, organizationIdColumn, updatedAtColumn } from '../../platform/db/columns';
import { users } from '../accounts';
import { clients } from '../clients';
import { contractors } from '../contractors';
import { businessUnits } from '../org-setup';
import { employees } from '../people';

/**
 * A project (`PR-0001`) for a client. Its people (owner, delivery lead, sales executives) are users, as the
 * permission checks compare them with the caller's user id. A draft may lack them; activation requires them.
 */
export const projects = pgTable(
  'projects',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    clientId: integer('client_id'),
    billingType: text('billing_type').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status').notNull().default('draft'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    billingStartDate: date('billing_start_date'),
    billingEndDate: date('billing_end_date'),
    projectOwnerId: integer('project_owner_id'),
    deliveryLeadId: integer('delivery_lead_id'),
    salesExecutiveId: integer('sales_executive_id'),
    assignedSalesExecutiveId: integer('assigned_sales_executive_id'),
    businessUnitId: integer('business_unit_id'),
    description: text('description'),
    createdByUserId: integer('created_by_user_id'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('projects_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('projects_org_number_key').on(t.organizationId, t.number),
    uniqueIndex('projects_org_name_key').on(t.organizationId, sql`lower(${t.name})`),
    index('projects_org_delivery_lead_idx').on(t.organizationId, t.deliveryLeadId),
    index('projects_org_owner_idx').on(t.organizationId, t.projectOwnerId),
    /** With the owner and lead indexes, a person's projects are found without reading every project. */
    index('projects_org_sales_executive_idx').on(t.organizationId, t.salesExecutiveId),
    index('projects_org_assigned_sales_executive_idx').on(t.organizationId, t.assignedSalesExecutiveId),
    /** The Project List's default order (newest code first, `desc nulls last`): its first page without a sort. */
    index('projects_org_number_desc_idx').on(t.organizationId, t.number.desc().nullsLast()),
    index('projects_org_status_number_idx').on(t.organizationId, t.status, t.number),
    foreignKey({
      columns: [t.organizationId, t.clientId],
      foreignColumns: [clients.organizationId, clients.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.projectOwnerId],
      foreignColumns: [users.organizationId, users.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.deliveryLeadId],
      foreignColumns: [users.organizationId, users.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.salesExecutiveId],
      foreignColumns: [users.organizationId, users.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.assignedSalesExecutiveId],
      foreignColumns: [users.organizationId, users.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.businessUnitId],
      foreignColumns: [businessUnits.organizationId, businessUnits.id],
    }),
  ],
);

/**
 * The words each project is found by, folded as people's are (`atrium_search_fold`): the words of its name and of
 * its client's name, whole and in alphanumeric parts. Kept by triggers on projects and clients (migration 0047), so
 * a search is a range of this index under row-level security; `lower(name) like` could not use one.
 */
export const projectSearchWords = pgTable(
  'project_search_words',
  {
    organizationId: organizationIdColumn(),
    word: text('word').notNull(),
    projectId: integer('project_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.word, t.projectId] }),
    index('project_search_words_org_project_idx').on(t.organizationId, t.projectId, t.word),
  ],
);

/** A fixed-bid project's milestone: planned and actual amounts and dates within the project window. */
export const projectMilestones = pgTable(
  'project_milestones',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    projectId: integer('project_id').notNull(),
    name: text('name').notNull(),
    plannedDate: date('planned_date').notNull(),
    plannedAmount: numeric('planned_amount', { precision: 15, scale: 2, mode: 'number' }).notNull(),
    actualDate: date('actual_date'),
    actualAmount: numeric('actual_amount', { precision: 15, scale: 2, mode: 'number' }),
    /** active, checked-in or completed. */
    status: text('status').notNull().default('active'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('project_milestones_org_id_key').on(t.organizationId, t.id),
    index('project_milestones_org_project_idx').on(t.organizationId, t.projectId, t.plannedDate),
    foreignKey({
      columns: [t.organizationId, t.projectId],
      foreignColumns: [projects.organizationId, projects.id],
    }),
  ],
);

/** A billing role (e.g. Senior Engineer) that billable allocations are charged at. */
export const billingRoles = pgTable(
  'billing_roles',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    name: text('name').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('billing_roles_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('billing_roles_org_name_key').on(t.organizationId, sql`lower(${t.name})`),
  ],
);

/** A billing role's negotiated rate in one currency from a date; the latest rate in force applies. */
export const billingRoleRates = pgTable(
  'billing_role_rates',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    billingRoleId: integer('billing_role_id').notNull(),
    currency: text('currency').notNull(),
    rate: numeric('rate', { precision: 15, scale: 2, mode: 'number' }).notNull(),
    /** What an hour of the role costs the organisation, when known: Fixed Bid Numbers value approved time with it. */
    costRate: numeric('cost_rate', { precision: 15, scale: 2, mode: 'number' }),
    effectiveFrom: date('effective_from').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('billing_role_rates_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('billing_role_rates_org_role_currency_from_key').on(
      t.organizationId,
      t.billingRoleId,
      t.currency,
      t.effectiveFrom,
    ),
    foreignKey({
      columns: [t.organizationId, t.billingRoleId],
      foreignColumns: [billingRoles.organizationId, billingRoles.id],
    }),
  ],
);

/** A resource group of a project: how many people of which billing role, at what share, from when to when. */
export const resourceGroups = pgTable(
  'resource_groups',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    projectId: integer('project_id').notNull(),
    name: text('name').notNull(),
    billingRoleId: integer('billing_role_id'),
    /** The fixed-bid milestone the group is staffed for, if any. */
    milestoneId: integer('milestone_id'),
    requiredCount: integer('required_count').notNull(),
    allocationPercent: numeric('allocation_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('resource_groups_org_id_key').on(t.organizationId, t.id),
    index('resource_groups_org_project_idx').on(t.organizationId, t.projectId),
    foreignKey({
      columns: [t.organizationId, t.projectId],
      foreignColumns: [projects.organizationId, projects.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.billingRoleId],
      foreignColumns: [billingRoles.organizationId, billingRoles.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.milestoneId],
      foreignColumns: [projectMilestones.organizationId, projectMilestones.id],
    }),
  ],
);

/**
 * Who works on a project from when to when, at what share of their time, and how (billable, buffer…): an
 * employee or a contractor, never both.
 */
export const projectAllocations = pgTable(
  'project_allocations',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    projectId: integer('project_id').notNull(),
    employeeId: integer('employee_id'),
    contractorId: integer('contractor_id'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    allocationPercent: numeric('allocation_percent', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(100),
    /** billable, non-billable, buffer, assigned or trainee (spec 8). */
    status: text('status').notNull().default('assigned'),
    /** The resource group it fills; an allocation without one is a discrepancy (spec 5). */
    resourceGroupId: integer('resource_group_id'),
    createdByUserId: integer('created_by_user_id'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('project_allocations_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('project_allocations_org_project_employee_start_key').on(
      t.organizationId,
      t.projectId,
      t.employeeId,
      t.startDate,
    ),
    uniqueIndex('project_allocations_org_project_contractor_start_key').on(
      t.organizationId,
      t.projectId,
      t.contractorId,
      t.startDate,
    ),
    index('project_allocations_org_employee_start_idx').on(t.organizationId, t.employeeId, t.startDate),
    index('project_allocations_org_contractor_start_idx').on(t.organizationId, t.contractorId, t.startDate),
    index('project_allocations_org_project_idx').on(t.organizationId, t.projectId),
    // Reads of a window of days (the load on a day, the forecast's weeks) start from the allocations ending in it.
    index('project_allocations_org_end_idx').on(t.organizationId, t.endDate),
    check('project_allocations_one_person', sql`num_nonnulls(${t.employeeId}, ${t.contractorId}) = 1`),
    foreignKey({
      columns: [t.organizationId, t.projectId],
      foreignColumns: [projects.organizationId, projects.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.employeeId],
      foreignColumns: [employees.organizationId, employees.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.contractorId],
      foreignColumns: [contractors.organizationId, contractors.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.resourceGroupId],
      foreignColumns: [resourceGroups.organizationId, resourceGroups.id],
    }),
  ],
);
