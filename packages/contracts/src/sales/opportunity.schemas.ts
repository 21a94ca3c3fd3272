import { z } from 'zod';
import { CurrencySchema } from '../format/money';
import { CommentTextSchema } from '../format/patterns';
import { PROJECT_BILLING_TYPES } from '../format/status';
import { CustomFieldDefinitionSchema, CustomFieldValueSchema } from '../forms/custom-fields';
import { IdParamSchema, IdSchema } from '../ids';
import { listQuerySchema, searchedPageSchema } from '../lists';

/** An opportunity is open while it moves through the sales process, then won (a draft project follows) or lost. */
export const OPPORTUNITY_STATUSES = ['open', 'won', 'lost'] as const;
export type OpportunityStatus = (typeof OPPORTUNITY_STATUSES)[number];
export const OPPORTUNITY_STATUS_TEXTS: Record<OpportunityStatus, string> = {
  open: 'Open',
  won: 'Won',
  lost: 'Lost',
};

export const OPPORTUNITY_SORTABLE = [
  'code',
  'name',
  'value',
  'probability',
  'expected_start_date',
  'created',
] as const;
export const MAX_OPPORTUNITY_VALUE = 9_999_999_999;
export const MAX_OPPORTUNITY_ROLES = 20;
export const MAX_ROLE_COUNT = 99;

const isoDate = z.iso.date();
const optionalDate = isoDate.nullable().optional();

/** The expected dates in order: the field a broken rule is shown under. */
export function opportunityDateIssues(values: {
  expected_start_date?: string | null;
  expected_end_date?: string | null;
}): Record<string, string[]> {
  const { expected_start_date: start, expected_end_date: end } = values;
  return start && end && start > end ? { expected_end_date: ['opportunity_end_before_start'] } : {};
}

/** One line of the role mix an opportunity needs: a designation, how many people, from when to when. */
export const OpportunityRoleInputSchema = z
  .strictObject({
    designation_id: IdSchema,
    count: z.number().int('invalid').min(1, 'invalid').max(MAX_ROLE_COUNT, 'invalid'),
    start_date: isoDate,
    end_date: isoDate,
  })
  .superRefine((role, context) => {
    if (role.start_date > role.end_date)
      context.addIssue({ code: 'custom', path: ['end_date'], message: 'opportunity_end_before_start' });
  });
export type OpportunityRoleInput = z.infer<typeof OpportunityRoleInputSchema>;

const FieldsSchema = z.object({
  name: z.string().trim().min(1, 'required').max(256),
  client_id: IdSchema,
  value: z.number().min(0, 'invalid').max(MAX_OPPORTUNITY_VALUE, 'invalid').multipleOf(0.01, 'invalid'),
  currency: CurrencySchema,
  billing_type: z.enum(PROJECT_BILLING_TYPES),
  expected_start_date: optionalDate,
  expected_end_date: optionalDate,
  probability: z.number().int('invalid').min(0, 'invalid').max(100, 'invalid'),
  owner_id: IdSchema,
  sales_executive_id: IdSchema.nullable().optional(),
  description: CommentTextSchema.nullable().optional(),
  roles: z.array(OpportunityRoleInputSchema).max(MAX_OPPORTUNITY_ROLES, 'invalid'),
});

/** A new opportunity may name its pipeline; it goes to the organisation's default pipeline otherwise. */
const CreateFieldsSchema = FieldsSchema.extend({ pipeline_id: IdSchema.optional() });

const withDates = <T extends z.ZodType<Parameters<typeof opportunityDateIssues>[0]>>(schema: T) =>
  schema.superRefine((values, context) => {
    for (const [field, [code]] of Object.entries(opportunityDateIssues(values)))
      context.addIssue({ code: 'custom', path: [field], message: code as string });
  });

export const OpportunityCreateSchema = withDates(CreateFieldsSchema.strict());
export type OpportunityCreate = z.infer<typeof OpportunityCreateSchema>;
/**
 * A change: the fields it names (the role mix, when given, is replaced whole). An opportunity stays in the pipeline it
 * was added to: naming another is refused (`opportunity_pipeline_fixed`).
 */
export const OpportunityUpdateSchema = withDates(CreateFieldsSchema.partial().strict());
export type OpportunityUpdate = z.infer<typeof OpportunityUpdateSchema>;

const Named = z.object({ id: z.number().int(), name: z.string() });

export const OpportunityRoleSchema = z.object({
  id: z.number().int(),
  designation: Named,
  count: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
});
export type OpportunityRole = z.infer<typeof OpportunityRoleSchema>;

/** An opportunity as lists show it. */
export const OpportunitySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  client: Named,
  value: z.number(),
  currency: CurrencySchema,
  billing_type: z.enum(PROJECT_BILLING_TYPES),
  expected_start_date: z.string().nullable(),
  expected_end_date: z.string().nullable(),
  probability: z.number().int(),
  owner: Named.nullable(),
  sales_executive: Named.nullable(),
  status: z.enum(OPPORTUNITY_STATUSES),
  /** The pipeline it was added to: its stages are the ones it moves through. */
  pipeline: Named,
  stage: Named.nullable(),
  created: z.string(),
});
export type Opportunity = z.infer<typeof OpportunitySchema>;
/** A page of opportunities, its total counted up to SEARCH_COUNT_CAP. */
export const OpportunityPageSchema = searchedPageSchema(OpportunitySchema);

/** A checklist task of a stage, and for an opportunity whether it is done, by whom and when. */
export const OpportunityTaskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  is_mandatory: z.boolean(),
  done: z.boolean(),
  done_by: Named.nullable(),
  done_at: z.string().nullable(),
});
export type OpportunityTask = z.infer<typeof OpportunityTaskSchema>;

/** A stage of its pipeline as one opportunity passes it: done, current or ahead. */
export const OpportunityStageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_notification_trigger: z.boolean(),
  state: z.enum(['done', 'current', 'ahead']),
  tasks: z.array(OpportunityTaskSchema),
  /** The stage's custom fields with this opportunity's values: filled at the current stage, read at passed ones. */
  fields: z.array(CustomFieldValueSchema),
});
export type OpportunityStage = z.infer<typeof OpportunityStageSchema>;

export const OPPORTUNITY_EVENT_ACTIONS = ['create', 'edit', 'complete-stage', 'task', 'won', 'lost'] as const;
export const OpportunityEventSchema = z.object({
  id: z.number().int(),
  action: z.enum(OPPORTUNITY_EVENT_ACTIONS),
  from_stage: z.string().nullable(),
  to_stage: z.string().nullable(),
  comment: z.string().nullable(),
  by: Named.nullable(),
  created: z.string(),
});
export type OpportunityEvent = z.infer<typeof OpportunityEventSchema>;

/** One opportunity in full: its role mix, its way through its pipeline's stages, its outcome and the project it became. */
export const OpportunityDetailSchema = OpportunitySchema.extend({
  description: z.string().nullable(),
  outcome_reason: z.string().nullable(),
  project: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  roles: z.array(OpportunityRoleSchema),
  stages: z.array(OpportunityStageSchema),
  history: z.array(OpportunityEventSchema),
});
export type OpportunityDetail = z.infer<typeof OpportunityDetailSchema>;

export const OpportunityListQuerySchema = listQuerySchema(OPPORTUNITY_SORTABLE).extend({
  /** The code (`OP-12`, `op0012`), the name or the client. */
  search: z.string().trim().max(100).optional(),
  status: z.enum(OPPORTUNITY_STATUSES).optional(),
  pipeline_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  stage_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  client_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  sales_executive_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type OpportunityListQuery = z.infer<typeof OpportunityListQuerySchema>;

export const OpportunityIdParamsSchema = z.object({ id: IdParamSchema });
export const OpportunityTaskParamsSchema = z.object({ id: IdParamSchema, taskId: IdParamSchema });

/** Ticking or unticking a checklist task of the opportunity's current stage. */
export const OpportunityTaskCheckSchema = z.strictObject({ done: z.boolean() });
export type OpportunityTaskCheck = z.infer<typeof OpportunityTaskCheckSchema>;

/** Winning or losing an opportunity, always with the reason. */
export const OpportunityOutcomeSchema = z.strictObject({
  outcome: z.enum(['won', 'lost']),
  reason: CommentTextSchema.min(1, 'required'),
});
export type OpportunityOutcome = z.infer<typeof OpportunityOutcomeSchema>;

/*
 * The sales process: the organisation's pipelines (one of them the default, listed first), each with its stages in
 * order, each stage with its checklist and its custom fields.
 */

export const SalesStageTaskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  is_mandatory: z.boolean(),
});
export const SalesStageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  is_notification_trigger: z.boolean(),
  tasks: z.array(SalesStageTaskSchema),
  /** The custom fields each opportunity fills at this stage; a required one before the stage is completed. */
  fields: z.array(CustomFieldDefinitionSchema),
});
export type SalesStage = z.infer<typeof SalesStageSchema>;
/** A pipeline: what an organisation sells one way (services, staff augmentation), with its own stages. */
export const SalesPipelineSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** New opportunities go to it unless another is chosen. */
  is_default: z.boolean(),
  stages: z.array(SalesStageSchema),
});
export type SalesPipeline = z.infer<typeof SalesPipelineSchema>;
export const SalesProcessSchema = z.object({ pipelines: z.array(SalesPipelineSchema) });
export type SalesProcess = z.infer<typeof SalesProcessSchema>;

export const SalesStageCreateSchema = z.strictObject({
  name: z.string().trim().min(1, 'required').max(128),
  is_notification_trigger: z.boolean().default(false),
});
export type SalesStageCreate = z.infer<typeof SalesStageCreateSchema>;
export const MAX_PIPELINE_STAGES = 20;
const PipelineNameSchema = z.string().trim().min(1, 'required').max(128);
/** A new pipeline: its name (unique in the organisation, whatever the case) and its first stages, at least one. */
export const SalesPipelineCreateSchema = z.strictObject({
  name: PipelineNameSchema,
  stages: z.array(SalesStageCreateSchema).min(1, 'required').max(MAX_PIPELINE_STAGES, 'invalid'),
});
export type SalesPipelineCreate = z.infer<typeof SalesPipelineCreateSchema>;
/** Renaming a pipeline, or making it the default (the default one stops being so). */
export const SalesPipelineUpdateSchema = z.strictObject({
  name: PipelineNameSchema.optional(),
  is_default: z.literal(true).optional(),
});
export type SalesPipelineUpdate = z.infer<typeof SalesPipelineUpdateSchema>;
export const SalesPipelineIdParamsSchema = z.object({ id: IdParamSchema });
/** The pipeline an organisation's process starts with, holding the default stages. */
export const DEFAULT_SALES_PIPELINE_NAME = 'Sales';
export const SalesStageTaskCreateSchema = z.strictObject({
  title: z.string().trim().min(1, 'required').max(256),
  is_mandatory: z.boolean().default(false),
});
export type SalesStageTaskCreate = z.infer<typeof SalesStageTaskCreateSchema>;
export const SalesStageIdParamsSchema = z.object({ id: IdParamSchema });
export const SalesStageFieldParamsSchema = z.object({ id: IdParamSchema, fieldId: IdParamSchema });

/** The stages a new organisation starts with: the third tells the sales head; each has its checklist. */
export const DEFAULT_SALES_STAGES: readonly {
  name: string;
  is_notification_trigger: boolean;
  tasks: readonly { title: string; is_mandatory: boolean }[];
}[] = [
  {
    name: 'Qualification',
    is_notification_trigger: false,
    tasks: [
      { title: 'Confirm the budget and the decision maker', is_mandatory: true },
      { title: 'Record the client’s requirements', is_mandatory: false },
    ],
  },
  {
    name: 'Proposal',
    is_notification_trigger: false,
    tasks: [
      { title: 'Send the proposal', is_mandatory: true },
      { title: 'Estimate the team and its cost', is_mandatory: true },
    ],
  },
  {
    name: 'Negotiation',
    is_notification_trigger: true,
    tasks: [
      { title: 'Agree the commercial terms', is_mandatory: true },
      { title: 'Review the contract', is_mandatory: false },
    ],
  },
  {
    name: 'Closure',
    is_notification_trigger: false,
    tasks: [{ title: 'Receive the signed contract', is_mandatory: true }],
  },
];
