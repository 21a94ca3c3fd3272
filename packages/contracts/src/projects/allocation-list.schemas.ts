import { z } from 'zod';
import { CurrencySchema } from '../format/money';
import { ALLOCATION_STATUSES } from '../format/status';
import { listQuerySchema, searchedPageSchema } from '../lists';

/** Resource & Billing: every project's allocations, who is on which project, at what share, role and rate. */
export const ALLOCATION_LIST_SORTABLE = [
  'person',
  'project',
  'start_date',
  'end_date',
  'allocation_percent',
] as const;
/** Which allocations a list keeps by their dates against today: running, yet to start, ended, or all. */
export const ALLOCATION_PERIODS = ['current', 'upcoming', 'past', 'all'] as const;
export const AllocationListQuerySchema = listQuerySchema(ALLOCATION_LIST_SORTABLE).extend({
  /** A person's name or code, or a project's code or name. */
  search: z.string().trim().max(100).optional(),
  status: z.enum(ALLOCATION_STATUSES).optional(),
  period: z.enum(ALLOCATION_PERIODS).default('current'),
});
export type AllocationListQuery = z.infer<typeof AllocationListQuerySchema>;

export const AllocationListRowSchema = z.object({
  id: z.number().int(),
  project: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  person: z.object({
    employee_id: z.number().int().nullable(),
    contractor_id: z.number().int().nullable(),
    name: z.string(),
    code: z.string().nullable(),
  }),
  allocation_percent: z.number(),
  status: z.enum(ALLOCATION_STATUSES),
  is_billable: z.boolean(),
  start_date: z.string(),
  end_date: z.string(),
  /** The billing role of the resource group the allocation fills, and its hourly rate in force today. */
  billing_role: z.string().nullable(),
  rate: z.object({ currency: CurrencySchema, amount: z.number() }).nullable(),
});
export type AllocationListRow = z.infer<typeof AllocationListRowSchema>;
export const AllocationListPageSchema = searchedPageSchema(AllocationListRowSchema);
export type AllocationListPage = z.infer<typeof AllocationListPageSchema>;
