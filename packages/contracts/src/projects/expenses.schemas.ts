import { z } from 'zod';
import { MAX_ATTACHMENT_BYTES } from '../constants/limits';
import { CommentTextSchema } from '../format/patterns';
import { IdParamSchema } from '../ids';
import { listQuerySchema } from '../lists';
import { ProjectPermissionsSchema, ProjectSchema } from './projects.schemas';

/*
 * Expenses and receipts of a project (spec 1, 5): what the project spent (travel, software, ...) with its
 * receipts as attachments, and what the client paid against it. Amounts are in the project's currency.
 */

const isoDate = z.iso.date();

/** Above zero, two decimals at most, within numeric(15,2). */
export const positiveAmountSchema = z
  .number()
  .min(0.01, 'invalid_amount')
  .max(9_999_999_999_999.99, 'invalid')
  .multipleOf(0.01, 'invalid_amount');

export const EXPENSE_CATEGORIES = [
  'travel',
  'accommodation',
  'meals',
  'software',
  'hardware',
  'subcontracting',
  'training',
  'communication',
  'other',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

/** An expense carries at most this many attachments, together no larger than MAX_ATTACHMENT_BYTES. */
export const MAX_EXPENSE_ATTACHMENTS = 5;
export const MAX_EXPENSE_ATTACHMENT_BYTES = MAX_ATTACHMENT_BYTES;
export const EXPENSE_ATTACHMENT_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg', 'docx', 'xlsx', 'txt'] as const;

const ExpenseFieldsSchema = z.object({
  date: isoDate,
  category: z.enum(EXPENSE_CATEGORIES),
  description: z.string().trim().max(1000).nullable().optional(),
  amount: positiveAmountSchema,
});
export const ExpenseCreateSchema = ExpenseFieldsSchema.strict();
export type ExpenseCreate = z.infer<typeof ExpenseCreateSchema>;
export const ExpenseUpdateSchema = ExpenseFieldsSchema.partial().strict();
export type ExpenseUpdate = z.infer<typeof ExpenseUpdateSchema>;
export const ExpenseIdParamsSchema = z.object({ id: IdParamSchema, expenseId: IdParamSchema });
export const ExpenseAttachmentParamsSchema = ExpenseIdParamsSchema.extend({ attachmentId: IdParamSchema });

export const ExpenseAttachmentSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  extension: z.string(),
  size_bytes: z.number().int(),
});
export type ExpenseAttachment = z.infer<typeof ExpenseAttachmentSchema>;

const RecorderSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const ExpenseSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  category: z.enum(EXPENSE_CATEGORIES),
  description: z.string().nullable(),
  amount: z.number(),
  recorded_by: RecorderSchema,
  attachments: z.array(ExpenseAttachmentSchema),
  created: z.string(),
});
export type Expense = z.infer<typeof ExpenseSchema>;

export const EXPENSE_SORTABLE = ['date', 'amount', 'category'] as const;
export const ExpenseListQuerySchema = listQuerySchema(EXPENSE_SORTABLE).extend({
  category: z.enum(EXPENSE_CATEGORIES).optional(),
});
export type ExpenseListQuery = z.infer<typeof ExpenseListQuerySchema>;

/** One page of a project's expenses; `count` and `total` cover every expense that matches, not the page. */
export const ExpensePageSchema = z.object({
  project: ProjectSchema,
  permissions: ProjectPermissionsSchema,
  count: z.number().int(),
  total: z.number(),
  results: z.array(ExpenseSchema),
});
export type ExpensePage = z.infer<typeof ExpensePageSchema>;

/* Receipts: money the client paid against the project. */

export const RECEIPT_MODES = ['bank-transfer', 'cheque', 'card', 'upi', 'cash', 'other'] as const;
export type ReceiptMode = (typeof RECEIPT_MODES)[number];

const ReceiptFieldsSchema = z.object({
  received_on: isoDate,
  amount: positiveAmountSchema,
  mode: z.enum(RECEIPT_MODES),
  reference: z.string().trim().max(64).nullable().optional(),
  note: CommentTextSchema.nullable().optional(),
});
export const ReceiptCreateSchema = ReceiptFieldsSchema.strict();
export type ReceiptCreate = z.infer<typeof ReceiptCreateSchema>;
export const ReceiptUpdateSchema = ReceiptFieldsSchema.partial().strict();
export type ReceiptUpdate = z.infer<typeof ReceiptUpdateSchema>;
export const ReceiptIdParamsSchema = z.object({ id: IdParamSchema, receiptId: IdParamSchema });

export const ReceiptSchema = z.object({
  id: z.number().int(),
  received_on: z.string(),
  amount: z.number(),
  mode: z.enum(RECEIPT_MODES),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  recorded_by: RecorderSchema,
  created: z.string(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

export const RECEIPT_SORTABLE = ['received_on', 'amount'] as const;
export const ReceiptListQuerySchema = listQuerySchema(RECEIPT_SORTABLE);
export type ReceiptListQuery = z.infer<typeof ReceiptListQuerySchema>;

/** One page of a project's receipts; `count` and `total` cover every receipt, not the page. */
export const ReceiptPageSchema = z.object({
  project: ProjectSchema,
  permissions: ProjectPermissionsSchema,
  count: z.number().int(),
  total: z.number(),
  results: z.array(ReceiptSchema),
});
export type ReceiptPage = z.infer<typeof ReceiptPageSchema>;
