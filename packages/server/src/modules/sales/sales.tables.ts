import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, organizationIdColumn, updatedAtColumn } from '../../platform/db/columns';
import { users } from '../accounts';
import { organizations } from '../orgs';

/**
 * A pipeline of the organisation's sales process: what it sells one way, with stages of its own. One is the default,
 * where new opportunities go unless another is chosen; names are unique whatever their case.
 */
export const salesPipelines = pgTable(
  'sales_pipelines',
  {
    id: idColumn(),
    organizationId: organizationIdColumn().references(() => organizations.id),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('sales_pipelines_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('sales_pipelines_org_name_key').on(t.organizationId, sql`lower(${t.name})`),
    uniqueIndex('sales_pipelines_org_default_key').on(t.organizationId).where(sql`is_default`),
  ],
);

/** A pipeline's stages in order; one or more tell the sales head when reached. */
export const salesStages = pgTable(
  'sales_stages',
  {
    id: idColumn(),
    organizationId: organizationIdColumn().references(() => organizations.id),
    pipelineId: integer('pipeline_id').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    isNotificationTrigger: boolean('is_notification_trigger').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('sales_stages_org_id_key').on(t.organizationId, t.id),
    index('sales_stages_org_position_idx').on(t.organizationId, t.position),
    index('sales_stages_org_pipeline_idx').on(t.organizationId, t.pipelineId, t.position),
    foreignKey({
      columns: [t.organizationId, t.pipelineId],
      foreignColumns: [salesPipelines.organizationId, salesPipelines.id],
    }),
  ],
);

/** A checklist task of a stage; the mandatory ones must be done before the stage is completed. */
export const salesStageTasks = pgTable(
  'sales_stage_tasks',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    stageId: integer('stage_id').notNull(),
    title: text('title').notNull(),
    isMandatory: boolean('is_mandatory').notNull().default(false),
    position: integer('position').notNull(),
  },
  (t) => [
    unique('sales_stage_tasks_org_id_key').on(t.organizationId, t.id),
    index('sales_stage_tasks_org_stage_idx').on(t.organizationId, t.stageId, t.position),
    foreignKey({
      columns: [t.organizationId, t.stageId],
      foreignColumns: [salesStages.organizationId, salesStages.id],
    }).onDelete('cascade'),
  ],
);

/**
 * An opportunity (`OP-0001`): a piece of business with a client, open while it moves through the stages, then won
 * (with the draft project it became) or lost, each with its reason.
 */
export const opportunities = pgTable(
  'opportunities',
  {
    id: idColumn(),
    organizationId: organizationIdColumn().references(() => organizations.id),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    clientId: integer('client_id').notNull(),
    value: numeric('value', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    billingType: text('billing_type').notNull(),
    expectedStartDate: date('expected_start_date'),
    expectedEndDate: date('expected_end_date'),
    probability: integer('probability').notNull(),
    ownerId: integer('owner_id').notNull(),
    salesExecutiveId: integer('sales_executive_id'),
    description: text('description'),
    pipelineId: integer('pipeline_id').notNull(),
    stageId: integer('stage_id'),
    status: text('status').notNull().default('open'),
    outcomeReason: text('outcome_reason'),
    projectId: integer('project_id'),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('opportunities_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('opportunities_org_number_key').on(t.organizationId, t.number),
    index('opportunities_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('opportunities_org_owner_idx').on(t.organizationId, t.ownerId, t.createdAt),
    index('opportunities_org_executive_idx').on(t.organizationId, t.salesExecutiveId, t.createdAt),
    index('opportunities_org_stage_idx').on(t.organizationId, t.status, t.stageId),
    index('opportunities_org_pipeline_idx').on(t.organizationId, t.pipelineId, t.status),
    index('opportunities_org_client_idx').on(t.organizationId, t.clientId),
    index('opportunities_org_project_idx').on(t.organizationId, t.projectId),
    foreignKey({ columns: [t.organizationId, t.ownerId], foreignColumns: [users.organizationId, users.id] }),
    foreignKey({
      columns: [t.organizationId, t.pipelineId],
      foreignColumns: [salesPipelines.organizationId, salesPipelines.id],
    }),
  ],
);

/**
 * The words each opportunity is found by, folded as people's are (`atrium_search_fold`): the words of its name and
 * of its client's name, whole and in alphanumeric parts. Kept by triggers on opportunities and clients (migration
 * 0074), so a search is a range of this index under row-level security; `lower(name) like` could not use one.
 */
export const opportunitySearchWords = pgTable(
  'opportunity_search_words',
  {
    organizationId: organizationIdColumn(),
    word: text('word').notNull(),
    opportunityId: integer('opportunity_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.word, t.opportunityId] }),
    index('opportunity_search_words_org_opportunity_idx').on(t.organizationId, t.opportunityId, t.word),
  ],
);

/** The role mix an opportunity needs: people of a designation, how many, from when to when. */
export const opportunityRoles = pgTable(
  'opportunity_roles',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    opportunityId: integer('opportunity_id').notNull(),
    designationId: integer('designation_id').notNull(),
    count: integer('count').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
  },
  (t) => [
    index('opportunity_roles_org_opportunity_idx').on(t.organizationId, t.opportunityId),
    foreignKey({
      columns: [t.organizationId, t.opportunityId],
      foreignColumns: [opportunities.organizationId, opportunities.id],
    }).onDelete('cascade'),
  ],
);

/** The checklist tasks done for an opportunity: who ticked each and when. */
export const opportunityTaskChecks = pgTable(
  'opportunity_task_checks',
  {
    organizationId: organizationIdColumn(),
    opportunityId: integer('opportunity_id').notNull(),
    taskId: integer('task_id').notNull(),
    doneBy: integer('done_by').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.opportunityId, t.taskId] }),
    foreignKey({
      columns: [t.organizationId, t.opportunityId],
      foreignColumns: [opportunities.organizationId, opportunities.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.organizationId, t.taskId],
      foreignColumns: [salesStageTasks.organizationId, salesStageTasks.id],
    }).onDelete('cascade'),
  ],
);

/** What happened to an opportunity, in order: created, edited, tasks ticked, stages completed, won or lost. */
export const opportunityEvents = pgTable(
  'opportunity_events',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    opportunityId: integer('opportunity_id').notNull(),
    action: text('action').notNull(),
    fromStage: text('from_stage'),
    toStage: text('to_stage'),
    comment: text('comment'),
    byUserId: integer('by_user_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('opportunity_events_org_opportunity_idx').on(t.organizationId, t.opportunityId, t.id),
    foreignKey({
      columns: [t.organizationId, t.opportunityId],
      foreignColumns: [opportunities.organizationId, opportunities.id],
    }).onDelete('cascade'),
  ],
);

/** Something to follow up by a date: its owner, notes, and the client, contact or opportunity it is about. */
export const salesFollowUps = pgTable(
  'sales_follow_ups',
  {
    id: idColumn(),
    organizationId: organizationIdColumn().references(() => organizations.id),
    dueDate: date('due_date').notNull(),
    ownerId: integer('owner_id').notNull(),
    notes: text('notes').notNull(),
    clientId: integer('client_id'),
    contactId: integer('contact_id'),
    opportunityId: integer('opportunity_id'),
    status: text('status').notNull().default('open'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: integer('completed_by'),
    /** The last reminder sent its owner: 'due' on its day, 'overdue' once it has passed. */
    lastReminder: text('last_reminder'),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('sales_follow_ups_org_id_key').on(t.organizationId, t.id),
    index('sales_follow_ups_org_owner_due_idx').on(t.organizationId, t.ownerId, t.status, t.dueDate),
    index('sales_follow_ups_org_status_due_idx').on(t.organizationId, t.status, t.dueDate),
    index('sales_follow_ups_org_opportunity_idx').on(t.organizationId, t.opportunityId),
    index('sales_follow_ups_org_client_idx').on(t.organizationId, t.clientId, t.status),
    foreignKey({ columns: [t.organizationId, t.ownerId], foreignColumns: [users.organizationId, users.id] }),
    foreignKey({
      columns: [t.organizationId, t.opportunityId],
      foreignColumns: [opportunities.organizationId, opportunities.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A business plan: the organisation's sales plan for a financial year (by the year it starts in, 1 April), in one
 * currency with planning rates for the others; drafted, then the year's one active plan.
 */
export const salesBusinessPlans = pgTable(
  'sales_business_plans',
  {
    id: idColumn(),
    organizationId: organizationIdColumn().references(() => organizations.id),
    name: text('name').notNull(),
    financialYear: integer('financial_year').notNull(),
    currency: text('currency').notNull(),
    exchangeRates: jsonb('exchange_rates').$type<Record<string, number>>().notNull(),
    status: text('status').notNull().default('draft'),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('sales_business_plans_org_id_key').on(t.organizationId, t.id),
    index('sales_business_plans_org_year_idx').on(t.organizationId, t.financialYear),
    uniqueIndex('sales_business_plans_org_active_year_key')
      .on(t.organizationId, t.financialYear)
      .where(sql`status = 'active'`),
  ],
);

/** A sales person's or a team's (a department's) target in a plan, per quarter in the plan's currency. */
export const salesTargets = pgTable(
  'sales_targets',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    planId: integer('plan_id').notNull(),
    userId: integer('user_id'),
    departmentId: integer('department_id'),
    q1: numeric('q1', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    q2: numeric('q2', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    q3: numeric('q3', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    q4: numeric('q4', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('sales_targets_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('sales_targets_org_plan_user_key').on(t.organizationId, t.planId, t.userId),
    uniqueIndex('sales_targets_org_plan_department_key').on(t.organizationId, t.planId, t.departmentId),
    check('sales_targets_one_holder', sql`(user_id is null) <> (department_id is null)`),
    foreignKey({
      columns: [t.organizationId, t.planId],
      foreignColumns: [salesBusinessPlans.organizationId, salesBusinessPlans.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.organizationId, t.userId], foreignColumns: [users.organizationId, users.id] }),
  ],
);

/**
 * A document of an opportunity, kept in the file store: about the opportunity, one of its stages or a checklist task
 * of a stage (`context_type` as spec 3 names them).
 */
export const opportunityDocuments = pgTable(
  'opportunity_documents',
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    opportunityId: integer('opportunity_id').notNull(),
    contextType: text('context_type').notNull().default('opportunity'),
    stageId: integer('stage_id'),
    taskId: integer('task_id'),
    title: text('title').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    extension: text('extension').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('opportunity_documents_org_opportunity_idx').on(t.organizationId, t.opportunityId, t.createdAt),
    foreignKey({
      columns: [t.organizationId, t.opportunityId],
      foreignColumns: [opportunities.organizationId, opportunities.id],
    }).onDelete('cascade'),
  ],
);
