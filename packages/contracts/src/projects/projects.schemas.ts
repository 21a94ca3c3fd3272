import { z } from 'zod';
import { CurrencySchema } from '../format/money';
import { ALLOCATION_STATUSES, PROJECT_BILLING_TYPES } from '../format/status';
import { CUSTOM_FIELD_KINDS, type CustomFieldKind, CustomValuesUpdateSchema } from '../forms/custom-fields';
import { IdParamSchema, IdSchema } from '../ids';
import { listQuerySchema, pageSchema } from '../lists';
import { DISCREPANCY_RULES, type DiscrepancyRule } from './discrepancy-rules';
import { PROJECT_NUMBER_RANGES as RANGES } from './project-number-ranges';
import { PROJECT_STATUSES } from './project-terms';

const isoDate = z.iso.date();
const optionalId = IdSchema.nullable().optional();
const optionalDate = isoDate.nullable().optional();

export const ProjectIdParamsSchema = z.object({ id: IdParamSchema });

interface ProjectDates {
  start_date?: string | null;
  end_date?: string | null;
  billing_start_date?: string | null;
  billing_end_date?: string | null;
}

/**
 * Date ordering (spec 5): the project ends after it starts; billing starts no earlier than the project and
 * the project ends no earlier than billing.
 */
export function projectDateProblems(dates: ProjectDates): { field: keyof ProjectDates; code: string }[] {
  const { start_date: start, end_date: end, billing_start_date: billingStart } = dates;
  const billingEnd = dates.billing_end_date;
  const problems: { field: keyof ProjectDates; code: string }[] = [];
  if (start && end && end < start) problems.push({ field: 'end_date', code: 'project_end_before_start' });
  if (billingStart && billingEnd && billingEnd < billingStart)
    problems.push({ field: 'billing_end_date', code: 'billing_end_before_start' });
  if (start && billingStart && billingStart < start)
    problems.push({ field: 'billing_start_date', code: 'billing_start_before_project_start' });
  if (end && billingEnd && end < billingEnd)
    problems.push({ field: 'billing_end_date', code: 'project_end_before_billing_end' });
  return problems;
}

const datesInOrder = (value: ProjectDates, ctx: z.RefinementCtx) => {
  for (const problem of projectDateProblems(value))
    ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.code });
};

const ProjectFieldsSchema = z.object({
  name: z.string().trim().min(1, 'required').max(256),
  client_id: optionalId,
  project_owner_id: optionalId,
  delivery_lead_id: optionalId,
  sales_executive_id: optionalId,
  assigned_sales_executive_id: optionalId,
  billing_type: z.enum(PROJECT_BILLING_TYPES),
  currency: CurrencySchema,
  start_date: optionalDate,
  end_date: optionalDate,
  billing_start_date: optionalDate,
  billing_end_date: optionalDate,
  business_unit_id: optionalId,
  description: z.string().trim().max(1000).nullable().optional(),
});

/** A new project starts as a draft: only its name, billing type and currency are needed. */
export const ProjectCreateSchema = ProjectFieldsSchema.extend({
  currency: CurrencySchema.default('INR'),
})
  .strict()
  .superRefine(datesInOrder);
export type ProjectCreate = z.infer<typeof ProjectCreateSchema>;

export const ProjectUpdateSchema = ProjectFieldsSchema.partial().strict().superRefine(datesInOrder);
export type ProjectUpdate = z.infer<typeof ProjectUpdateSchema>;

export const ProjectStatusChangeSchema = z.strictObject({ status: z.enum(PROJECT_STATUSES) });
export type ProjectStatusChange = z.infer<typeof ProjectStatusChangeSchema>;

const Person = z.object({ id: z.number().int(), name: z.string() }).nullable();
const Named = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const ProjectSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  status: z.enum(PROJECT_STATUSES),
  billing_type: z.enum(PROJECT_BILLING_TYPES),
  currency: CurrencySchema,
  client: Named,
  project_owner: Person,
  delivery_lead: Person,
  sales_executive: Person,
  assigned_sales_executive: Person,
  business_unit: Named,
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  billing_start_date: z.string().nullable(),
  billing_end_date: z.string().nullable(),
  description: z.string().nullable(),
  team_size: z.number().int(),
  created: z.string(),
});
export type Project = z.infer<typeof ProjectSchema>;

/** What the caller may do with this project, under the organisation's permission variant (spec 6). */
export const ProjectPermissionsSchema = z.object({
  can_update: z.boolean(),
  can_read_settings: z.boolean(),
  can_read_team: z.boolean(),
  can_update_team: z.boolean(),
  /** Adding, changing and removing resource groups: the demand the team is staffed against. */
  can_plan_resources: z.boolean(),
});
export type ProjectPermissions = z.infer<typeof ProjectPermissionsSchema>;

export const ProjectDetailSchema = ProjectSchema.extend({ permissions: ProjectPermissionsSchema });
export type ProjectDetail = z.infer<typeof ProjectDetailSchema>;

export const ProjectPageSchema = pageSchema(ProjectSchema).extend({ can_create: z.boolean() });
export type ProjectPage = z.infer<typeof ProjectPageSchema>;

export const PROJECT_SORTABLE = ['code', 'name', 'start_date', 'end_date', 'created'] as const;
export const ProjectListQuerySchema = listQuerySchema(PROJECT_SORTABLE).extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum(PROJECT_STATUSES).optional(),
  billing_type: z.enum(PROJECT_BILLING_TYPES).optional(),
  client_id: IdParamSchema.optional(),
});
export type ProjectListQuery = z.infer<typeof ProjectListQuerySchema>;

/* Clients, as the project form picks them. */

export const ClientCreateSchema = z.strictObject({ name: z.string().trim().min(1, 'required').max(256) });
export type ClientCreate = z.infer<typeof ClientCreateSchema>;
export const ClientSchema = z.object({ id: z.number().int(), name: z.string() });
export type Client = z.infer<typeof ClientSchema>;
export const ClientListSchema = z.object({ results: z.array(ClientSchema) });

/* The team: who is allocated to a project, when, at what share and how. */

export const ProjectMemberSchema = z.object({
  id: z.number().int(),
  resource_group_id: z.number().int().nullable(),
  /** The person: an employee, or a contractor (the other is null). */
  employee_id: z.number().int().nullable(),
  contractor_id: z.number().int().nullable(),
  name: z.string(),
  code: z.string(),
  designation: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  allocation_percent: z.number(),
  status: z.string(),
});
export type ProjectMember = z.infer<typeof ProjectMemberSchema>;
/** A page of the team, earliest allocation first. */
export const ProjectTeamSchema = pageSchema(ProjectMemberSchema);
export type ProjectTeam = z.infer<typeof ProjectTeamSchema>;
export const ProjectTeamQuerySchema = listQuerySchema(['start_date']).omit({ order_by: true });
export type ProjectTeamQuery = z.infer<typeof ProjectTeamQuerySchema>;

/* The team manager: resource groups, their allocations, and the project's discrepancies. */

const percent = z
  .number()
  .min(RANGES.allocation_percent.min)
  .max(RANGES.allocation_percent.max)
  .multipleOf(0.01);

const ResourceGroupFieldsSchema = z.object({
  name: z.string().trim().min(1, 'required').max(256),
  billing_role_id: IdSchema.nullable().optional(),
  /** The fixed-bid milestone the group is staffed for: deleting the milestone releases its people. */
  milestone_id: IdSchema.nullable().optional(),
  required_count: z.number().int().min(RANGES.required_count.min).max(RANGES.required_count.max),
  allocation_percent: percent,
  start_date: isoDate,
  end_date: isoDate,
});
export const ResourceGroupCreateSchema = ResourceGroupFieldsSchema.strict();
export type ResourceGroupCreate = z.infer<typeof ResourceGroupCreateSchema>;
export const ResourceGroupUpdateSchema = ResourceGroupFieldsSchema.partial().strict();
export type ResourceGroupUpdate = z.infer<typeof ResourceGroupUpdateSchema>;

const AllocationFieldsSchema = z.object({
  start_date: isoDate,
  end_date: isoDate,
  allocation_percent: percent,
  status: z.enum(ALLOCATION_STATUSES),
});
/** A new allocation names its person: an employee or a contractor, exactly one of the two. */
export const AllocationCreateSchema = AllocationFieldsSchema.extend({
  employee_id: IdSchema.optional(),
  contractor_id: IdSchema.optional(),
})
  .strict()
  .refine((input) => (input.employee_id === undefined) !== (input.contractor_id === undefined), {
    message: 'required',
    path: ['employee_id'],
  });
export type AllocationCreate = z.infer<typeof AllocationCreateSchema>;
export const AllocationUpdateSchema = AllocationFieldsSchema.extend({ resource_group_id: IdSchema })
  .partial()
  .strict();
export type AllocationUpdate = z.infer<typeof AllocationUpdateSchema>;

/** Contractors a team may take on: those with an ongoing contract, found by name or code. */
export const TeamContractorQuerySchema = z.object({ search: z.string().trim().max(100).optional() });
export const TeamContractorListSchema = z.object({
  results: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      code: z.string(),
      /** Their ongoing contracts: an allocation must fall within one. */
      contracts: z.array(z.object({ start_date: z.string(), end_date: z.string() })),
    }),
  ),
});
export type TeamContractor = z.infer<typeof TeamContractorListSchema>['results'][number];

export const GroupIdParamsSchema = z.object({ id: IdParamSchema, groupId: IdParamSchema });
export const AllocationIdParamsSchema = z.object({ id: IdParamSchema, allocationId: IdParamSchema });

export const DiscrepancySchema = z.object({
  rule: z.enum(DISCREPANCY_RULES as [DiscrepancyRule, ...DiscrepancyRule[]]),
  message: z.string(),
  resource_group_id: z.number().int().nullable(),
  allocation_id: z.number().int().nullable(),
  milestone_id: z.number().int().nullable(),
});
export type Discrepancy = z.infer<typeof DiscrepancySchema>;

export const ResourceGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  billing_role: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  milestone: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  required_count: z.number().int(),
  allocation_percent: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  members: z.array(ProjectMemberSchema),
});
export type ResourceGroup = z.infer<typeof ResourceGroupSchema>;

export const TeamManagerSchema = z.object({
  project: ProjectSchema,
  permissions: ProjectPermissionsSchema,
  groups: z.array(ResourceGroupSchema),
  /** Allocations in no group (from an upload, say): each is a discrepancy until placed in one. */
  ungrouped: z.array(ProjectMemberSchema),
  discrepancies: z.array(DiscrepancySchema),
});
export type TeamManager = z.infer<typeof TeamManagerSchema>;

/* Billing roles and their negotiated rates. */

export const BillingRoleCreateSchema = z.strictObject({
  name: z.string().trim().min(1, 'required').max(256),
});
export const BillingRateCreateSchema = z.strictObject({
  currency: CurrencySchema,
  rate: z.number().positive().max(9_999_999_999_999.99).multipleOf(0.01),
  /** What an hour of the role costs the organisation (Fixed Bid Numbers values approved time with it). */
  cost_rate: z
    .number()
    .min(RANGES.cost_rate.min)
    .max(9_999_999_999_999.99)
    .multipleOf(0.01)
    .nullable()
    .optional(),
  effective_from: isoDate,
});
export type BillingRateCreate = z.infer<typeof BillingRateCreateSchema>;
export const BillingRoleIdParamsSchema = z.object({ id: IdParamSchema });
export const BillingRoleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rates: z.array(
    z.object({
      currency: CurrencySchema,
      rate: z.number(),
      cost_rate: z.number().nullable(),
      effective_from: z.string(),
    }),
  ),
});
export type BillingRole = z.infer<typeof BillingRoleSchema>;
export const BillingRoleListSchema = z.object({
  results: z.array(BillingRoleSchema),
  can_manage: z.boolean(),
});

/* Milestones: planned and actual amounts and dates within the project window. */

export const MILESTONE_STATUSES = ['active', 'checked-in', 'completed'] as const;
const amount = z.number().min(RANGES.milestone_amount.min).max(9_999_999_999_999.99).multipleOf(0.01);

const MilestoneFieldsSchema = z.object({
  name: z.string().trim().min(1, 'required').max(256),
  planned_date: isoDate,
  planned_amount: amount,
  actual_date: isoDate.nullable().optional(),
  actual_amount: amount.nullable().optional(),
});
export const MilestoneCreateSchema = MilestoneFieldsSchema.strict();
export type MilestoneCreate = z.infer<typeof MilestoneCreateSchema>;
export const MilestoneUpdateSchema = MilestoneFieldsSchema.partial().strict();
export type MilestoneUpdate = z.infer<typeof MilestoneUpdateSchema>;
export const MilestoneCheckInSchema = z.strictObject({ actual_date: isoDate, actual_amount: amount });
export type MilestoneCheckIn = z.infer<typeof MilestoneCheckInSchema>;
/** Completing may release the milestone's people early: their allocations end on `release_on`. */
export const MilestoneCompleteSchema = z.strictObject({ release_on: isoDate.nullable().optional() });
export type MilestoneComplete = z.infer<typeof MilestoneCompleteSchema>;
export const MilestoneIdParamsSchema = z.object({ id: IdParamSchema, milestoneId: IdParamSchema });

export const MilestoneSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  planned_date: z.string(),
  planned_amount: z.number(),
  actual_date: z.string().nullable(),
  actual_amount: z.number().nullable(),
  status: z.enum(MILESTONE_STATUSES),
  /** People in the resource groups staffed for this milestone. */
  people: z.number().int(),
});
export type Milestone = z.infer<typeof MilestoneSchema>;
export const MilestoneListSchema = z.object({
  project: ProjectSchema,
  permissions: ProjectPermissionsSchema,
  results: z.array(MilestoneSchema),
});
export type MilestoneList = z.infer<typeof MilestoneListSchema>;

/* Project settings: custom fields (scope "timesheet project") the organisation defines, filled per project. */

/** A project custom field's type: the custom-field kinds of the forms module. */
export const CUSTOM_FIELD_TYPES = CUSTOM_FIELD_KINDS;
export type CustomFieldType = CustomFieldKind;

export const CustomFieldCreateSchema = z
  .strictObject({
    name: z.string().trim().min(1, 'required').max(64),
    field_type: z.enum(CUSTOM_FIELD_TYPES),
    options: z.array(z.string().trim().min(1).max(64)).max(20).optional(),
    is_required: z.boolean().optional(),
  })
  .refine((field) => field.field_type !== 'select' || (field.options?.length ?? 0) > 0, {
    path: ['options'],
    message: 'required',
  });
export type CustomFieldCreate = z.infer<typeof CustomFieldCreateSchema>;
export const CustomFieldIdParamsSchema = z.object({ id: IdParamSchema });

export const CustomFieldSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  field_type: z.enum(CUSTOM_FIELD_TYPES),
  options: z.array(z.string()),
  is_required: z.boolean(),
});
export type CustomField = z.infer<typeof CustomFieldSchema>;
export const CustomFieldListSchema = z.object({
  results: z.array(CustomFieldSchema),
  can_manage: z.boolean(),
});

export const ProjectSettingsSchema = z.object({
  project: ProjectSchema,
  permissions: ProjectPermissionsSchema,
  fields: z.array(CustomFieldSchema.extend({ value: z.string().nullable() })),
});
export type ProjectSettings = z.infer<typeof ProjectSettingsSchema>;
export const ProjectSettingsUpdateSchema = CustomValuesUpdateSchema;
export type ProjectSettingsUpdate = z.infer<typeof ProjectSettingsUpdateSchema>;
