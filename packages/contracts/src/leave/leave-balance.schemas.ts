import { z } from 'zod';
import { TEXT_LIMITS } from '../constants/limits';
import { IdParamSchema, IdSchema } from '../ids';
import { LEAVE_UNITS } from './leave-type.schemas';

export const LEDGER_KINDS = [
  'allocation',
  'accrual',
  'carry_forward',
  'expiry',
  'encashment',
  'leave_taken',
  'cancellation',
  'adjustment',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const LEDGER_KIND_LABELS: Readonly<Record<LedgerKind, string>> = {
  allocation: 'Allocation',
  accrual: 'Monthly accrual',
  carry_forward: 'Carried forward',
  expiry: 'Expired',
  encashment: 'Encashed',
  leave_taken: 'Leave taken',
  cancellation: 'Leave cancelled',
  adjustment: 'Adjustment',
};

/** One leave type's balance in the active leave year: `available` already deducts pending requests. */
export const LeaveBalanceSchema = z.object({
  /** With the rules the request form shows before anything is sent. */
  leave_type: z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    unit: z.enum(LEAVE_UNITS),
    allow_half_day: z.boolean(),
    notice_days: z.number().int(),
    attachment_above_days: z.number().nullable(),
    /** Leave may be taken beyond the balance; with nothing entitled (leave without pay) none is needed. */
    allow_negative: z.boolean(),
  }),
  entitled: z.number(),
  accrued: z.number(),
  taken: z.number(),
  pending: z.number(),
  available: z.number(),
  balance: z.number(),
});
export type LeaveBalance = z.infer<typeof LeaveBalanceSchema>;

export const LeaveBalancesSchema = z.object({
  year: z.object({ id: z.number().int(), start_date: z.string(), end_date: z.string() }).nullable(),
  results: z.array(LeaveBalanceSchema),
});
export type LeaveBalances = z.infer<typeof LeaveBalancesSchema>;

export const LedgerEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  quantity: z.number(),
  effective_date: z.string(),
  reason: z.string().nullable(),
  request_code: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;
export const LedgerSchema = z.object({ results: z.array(LedgerEntrySchema) });

export const BalanceQuerySchema = z.object({ employee_id: IdParamSchema.optional() });
export const LedgerQuerySchema = BalanceQuerySchema.extend({
  leave_type_id: IdParamSchema,
});

/** A manual credit (positive) or debit (negative) by the leave admin, always with a reason. */
export const BalanceAdjustmentSchema = z.strictObject({
  employee_id: IdSchema,
  leave_type_id: IdSchema,
  quantity: z
    .number('invalid')
    .min(-366, 'invalid')
    .max(366, 'invalid')
    .refine((value) => value !== 0 && Number.isInteger(value * 2), 'invalid'),
  reason: z.string().trim().min(1, 'required').max(TEXT_LIMITS.long),
});
export type BalanceAdjustment = z.infer<typeof BalanceAdjustmentSchema>;
