import { z } from 'zod';
import { IdParamSchema, IdSchema } from '../ids';
import { listQuerySchema } from '../lists';
import { positiveAmountSchema } from './expenses.schemas';
import { ProjectPermissionsSchema, ProjectSchema } from './projects.schemas';

/*
 * A project's financial records (spec 3, 5): revenue it earns, each with a receipt date and an expected payment
 * date, and costs it incurs. Amounts are in the project's currency. Invoices are linked to revenue later, by
 * finance.
 */

const isoDate = z.iso.date();
const text = z.string().trim().max(1000).nullable().optional();

export const REVENUE_TYPES = [
  'milestone-billing',
  'time-and-material-billing',
  'fixed-fee',
  'change-request',
  'other',
] as const;
export type RevenueType = (typeof REVENUE_TYPES)[number];

/** Where a revenue entry stands; the badge colours follow spec 4 (recorded warning, invoiced primary, paid success). */
export const REVENUE_STATUSES = ['recorded', 'invoiced', 'partial_paid', 'paid'] as const;
export type RevenueStatus = (typeof REVENUE_STATUSES)[number];

export const COST_CATEGORIES = ['vendor', 'travel', 'software', 'hardware', 'training', 'other'] as const;
export type CostCategory = (typeof COST_CATEGORIES)[number];

/** The two lists of the Finances screen, also its tab ids. */
export const FINANCIAL_RECORD_KINDS = ['revenue', 'cost'] as const;
export type FinancialRecordKind = (typeof FINANCIAL_RECORD_KINDS)[number];

/** One of `values`; absent, it is 'required' as any missing field is. */
const choice = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? 'required' : 'invalid') });

/** A receipt date is what revenue must have (spec 5): absent or null, it is refused with its own code. */
const receiptDate = z.iso.date({
  error: (issue) => (issue.input === undefined || issue.input === null ? 'receipt_date_required' : 'invalid'),
});

const RevenueFieldsSchema = z.object({
  revenue_date: isoDate,
  amount: positiveAmountSchema,
  revenue_type: choice(REVENUE_TYPES),
  description: text,
  milestone_id: IdSchema.nullable().optional(),
  receipt_date: receiptDate,
  expected_payment_date: isoDate.nullable().optional(),
  status: choice(REVENUE_STATUSES).optional(),
});
export const RevenueCreateSchema = RevenueFieldsSchema.strict();
export type RevenueCreate = z.infer<typeof RevenueCreateSchema>;
export const RevenueUpdateSchema = RevenueFieldsSchema.partial().strict();
export type RevenueUpdate = z.infer<typeof RevenueUpdateSchema>;
export const RevenueIdParamsSchema = z.object({ id: IdParamSchema, revenueId: IdParamSchema });

const CostFieldsSchema = z.object({
  date: isoDate,
  category: choice(COST_CATEGORIES),
  amount: positiveAmountSchema,
  description: text,
});
export const CostCreateSchema = CostFieldsSchema.strict();
export type CostCreate = z.infer<typeof CostCreateSchema>;
export const CostUpdateSchema = CostFieldsSchema.partial().strict();
export type CostUpdate = z.infer<typeof CostUpdateSchema>;
export const CostIdParamsSchema = z.object({ id: IdParamSchema, costId: IdParamSchema });

const PersonSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const RevenueSchema = z.object({
  id: z.number().int(),
  revenue_date: z.string(),
  amount: z.number(),
  revenue_type: z.enum(REVENUE_TYPES),
  description: z.string().nullable(),
  milestone: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  receipt_date: z.string(),
  expected_payment_date: z.string().nullable(),
  status: z.enum(REVENUE_STATUSES),
  recorded_by: PersonSchema,
  created: z.string(),
  updated: z.string(),
});
export type Revenue = z.infer<typeof RevenueSchema>;

export const CostSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  category: z.enum(COST_CATEGORIES),
  amount: z.number(),
  description: z.string().nullable(),
  recorded_by: PersonSchema,
  created: z.string(),
  updated: z.string(),
});
export type Cost = z.infer<typeof CostSchema>;

export const REVENUE_SORTABLE = ['revenue_date', 'amount', 'receipt_date', 'expected_payment_date'] as const;
export const RevenueListQuerySchema = listQuerySchema(REVENUE_SORTABLE).extend({
  status: z.enum(REVENUE_STATUSES).optional(),
});
export type RevenueListQuery = z.infer<typeof RevenueListQuerySchema>;

export const COST_SORTABLE = ['date', 'amount', 'category'] as const;
export const CostListQuerySchema = listQuerySchema(COST_SORTABLE).extend({
  category: z.enum(COST_CATEGORIES).optional(),
});
export type CostListQuery = z.infer<typeof CostListQuerySchema>;

/** One page of a project's revenue; `count` and `total` cover every entry that matches, not the page. */
export const RevenuePageSchema = z.object({
  project: ProjectSchema,
  permissions: ProjectPermissionsSchema,
  count: z.number().int(),
  total: z.number(),
  results: z.array(RevenueSchema),
});
export type RevenuePage = z.infer<typeof RevenuePageSchema>;

/** One page of a project's costs; `count` and `total` cover every entry that matches, not the page. */
export const CostPageSchema = z.object({
  project: ProjectSchema,
  permissions: ProjectPermissionsSchema,
  count: z.number().int(),
  total: z.number(),
  results: z.array(CostSchema),
});
export type CostPage = z.infer<typeof CostPageSchema>;

/** One change to a record as its history shows it: a field, what it was and what it became, as text. */
export const RecordChangeSchema = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type RecordChange = z.infer<typeof RecordChangeSchema>;

/** An audited event of one record, oldest first: who recorded or changed it, when, and what changed. */
export const RecordHistoryEntrySchema = z.object({
  id: z.number().int(),
  created: z.string(),
  action: z.enum(['create', 'update', 'delete']),
  actor: PersonSchema,
  changes: z.array(RecordChangeSchema),
});
export type RecordHistoryEntry = z.infer<typeof RecordHistoryEntrySchema>;

/** Record Details of a revenue entry: the entry, its project and the caller's permissions, and its history. */
export const RevenueDetailSchema = z.object({
  project: ProjectSchema,
  permissions: ProjectPermissionsSchema,
  record: RevenueSchema,
  history: z.array(RecordHistoryEntrySchema),
});
export type RevenueDetail = z.infer<typeof RevenueDetailSchema>;

export const CostDetailSchema = z.object({
  project: ProjectSchema,
  permissions: ProjectPermissionsSchema,
  record: CostSchema,
  history: z.array(RecordHistoryEntrySchema),
});
export type CostDetail = z.infer<typeof CostDetailSchema>;
