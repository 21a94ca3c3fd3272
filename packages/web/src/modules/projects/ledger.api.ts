import {
  type CostCreateSchema,
  CostDetailSchema,
  type CostListQuery,
  CostPageSchema,
  CostSchema,
  type Expense,
  type ExpenseAttachment,
  type ExpenseCreateSchema,
  type ExpenseListQuery,
  ExpensePageSchema,
  ExpenseSchema,
  type ReceiptCreateSchema,
  type ReceiptListQuery,
  ReceiptPageSchema,
  ReceiptSchema,
  type RevenueCreateSchema,
  RevenueDetailSchema,
  type RevenueListQuery,
  RevenuePageSchema,
  RevenueSchema,
} from '@atrium/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../platform/apiClient';
import { queryParams } from '../../platform/queryParams';
import { downloadFile, uploadFile } from '../../platform/transfers';
import { projectKeys, useBase, useProjectsMutation } from './projects.api';

/** A project's money, as four ledgers under the project: expenses, receipts, revenues and costs. */
type Ledger = 'expenses' | 'receipts' | 'revenues' | 'costs';

export type ExpenseInput = z.input<typeof ExpenseCreateSchema>;
export type ReceiptInput = z.input<typeof ReceiptCreateSchema>;
export type RevenueInput = z.input<typeof RevenueCreateSchema>;
export type CostInput = z.input<typeof CostCreateSchema>;
type PageQuery = { limit: number; offset: number };

/** The ledgers' query keys, under the projects module's so any project change refreshes them. */
export const ledgerKeys = {
  page: (orgId: number, ledger: Ledger, id: number | undefined, query: object) =>
    [...projectKeys.all(orgId), ledger, id, query] as const,
  entry: (orgId: number, ledger: Ledger, id: number | undefined, entryId: number | undefined) =>
    [...projectKeys.all(orgId), ledger, id, 'entry', entryId] as const,
};

/** A page of one of the project's ledgers with its count and total; nothing is asked until the project is known. */
function useLedgerPage<Query extends object, Page>(
  ledger: Ledger,
  id: number | undefined,
  query: Query,
  schema: z.ZodType<Page>,
) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: ledgerKeys.page(orgId, ledger, id, query),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}/projects/${id}/${ledger}/`, query: queryParams(query), schema }),
    placeholderData: keepPreviousData,
    enabled: id !== undefined,
  });
}

export const useExpenses = (id: number | undefined, query: PageQuery & Partial<ExpenseListQuery>) =>
  useLedgerPage('expenses', id, query, ExpensePageSchema);
export const useReceipts = (id: number | undefined, query: PageQuery & Partial<ReceiptListQuery>) =>
  useLedgerPage('receipts', id, query, ReceiptPageSchema);
export const useRevenues = (id: number | undefined, query: PageQuery & Partial<RevenueListQuery>) =>
  useLedgerPage('revenues', id, query, RevenuePageSchema);
export const useCosts = (id: number | undefined, query: PageQuery & Partial<CostListQuery>) =>
  useLedgerPage('costs', id, query, CostPageSchema);

/** One entry of a ledger with its project and history; nothing is asked until both ids are known. */
function useLedgerEntry<Detail>(
  ledger: 'revenues' | 'costs',
  id: number | undefined,
  entryId: number | undefined,
  schema: z.ZodType<Detail>,
) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: ledgerKeys.entry(orgId, ledger, id, entryId),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}/projects/${id}/${ledger}/${entryId}/`, schema }),
    enabled: id !== undefined && entryId !== undefined,
  });
}

export const useRevenueDetail = (id: number | undefined, revenueId: number | undefined) =>
  useLedgerEntry('revenues', id, revenueId, RevenueDetailSchema);
export const useCostDetail = (id: number | undefined, costId: number | undefined) =>
  useLedgerEntry('costs', id, costId, CostDetailSchema);

type RecordChange<Input> =
  | { kind: 'add'; body: Input }
  | { kind: 'edit'; recordId: number; body: Partial<Input> }
  | { kind: 'delete'; recordId: number };

/** Adds, edits or deletes one entry of a ledger at `path`; the answer is the entry as it now stands. */
async function changeRecord<Input, Out>(path: string, change: RecordChange<Input>, schema: z.ZodType<Out>) {
  switch (change.kind) {
    case 'add':
      return apiRequest({ method: 'POST', path, body: change.body, schema });
    case 'edit':
      return apiRequest({ method: 'PATCH', path: `${path}${change.recordId}/`, body: change.body, schema });
    case 'delete':
      await apiRequest({ method: 'DELETE', path: `${path}${change.recordId}/` });
      return null;
  }
}

function useChangeLedger<Input, Out>(projectId: number, ledger: Ledger, schema: z.ZodType<Out>) {
  return useProjectsMutation((base, change: RecordChange<Input>) =>
    changeRecord(`${base}/projects/${projectId}/${ledger}/`, change, schema),
  );
}

export const useChangeReceipts = (projectId: number) =>
  useChangeLedger<ReceiptInput, z.infer<typeof ReceiptSchema>>(projectId, 'receipts', ReceiptSchema);
export const useChangeRevenues = (projectId: number) =>
  useChangeLedger<RevenueInput, z.infer<typeof RevenueSchema>>(projectId, 'revenues', RevenueSchema);
export const useChangeCosts = (projectId: number) =>
  useChangeLedger<CostInput, z.infer<typeof CostSchema>>(projectId, 'costs', CostSchema);

type ExpenseChange =
  | RecordChange<ExpenseInput>
  | { kind: 'attach'; recordId: number; file: File }
  | { kind: 'detach'; recordId: number; attachmentId: number };

/** One change to a project's expenses, attachments included; the answer is the expense as it now stands. */
export function useChangeExpenses(projectId: number) {
  return useProjectsMutation(async (base, change: ExpenseChange): Promise<Expense | null> => {
    const path = `${base}/projects/${projectId}/expenses/`;
    switch (change.kind) {
      case 'attach':
        return uploadFile({
          path: `${path}${change.recordId}/attachments/`,
          file: change.file,
          schema: ExpenseSchema,
        });
      case 'detach':
        return apiRequest({
          method: 'DELETE',
          path: `${path}${change.recordId}/attachments/${change.attachmentId}/`,
          schema: ExpenseSchema,
        });
      default:
        return changeRecord(path, change, ExpenseSchema);
    }
  });
}

export function downloadExpenseAttachment(
  orgId: number,
  projectId: number,
  expenseId: number,
  attachment: ExpenseAttachment,
) {
  return downloadFile({
    path: `/${orgId}/projects/projects/${projectId}/expenses/${expenseId}/attachments/${attachment.id}/file/`,
    fallbackName: attachment.file_name,
  });
}
