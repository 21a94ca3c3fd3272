import {
  type AllocationCreateSchema,
  type AllocationUpdateSchema,
  type BillingRateCreateSchema,
  BillingRoleListSchema,
  BillingRoleSchema,
  ClientListSchema,
  ClientSchema,
  type CostCreateSchema,
  CostDetailSchema,
  type CostListQuery,
  CostPageSchema,
  CostSchema,
  type CustomFieldCreateSchema,
  CustomFieldListSchema,
  CustomFieldSchema,
  type Expense,
  type ExpenseAttachment,
  type ExpenseCreateSchema,
  type ExpenseListQuery,
  ExpensePageSchema,
  ExpenseSchema,
  type MilestoneCreateSchema,
  MilestoneListSchema,
  type ProjectCreateSchema,
  ProjectDetailSchema,
  type ProjectListQuery,
  ProjectPageSchema,
  ProjectSettingsSchema,
  type ProjectStatus,
  ProjectTeamSchema,
  type ReceiptCreateSchema,
  type ReceiptListQuery,
  ReceiptPageSchema,
  ReceiptSchema,
  type ResourceGroupCreateSchema,
  type RevenueCreateSchema,
  RevenueDetailSchema,
  type RevenueListQuery,
  RevenuePageSchema,
  RevenueSchema,
  TeamManagerSchema,
} from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';
import { queryParams } from '../../platform/queryParams';
import { downloadFile, uploadFile } from '../../platform/transfers';

export type ProjectInput = z.input<typeof ProjectCreateSchema>;

/** Everything this module caches sits under one key, so any change refreshes lists and details alike. */
function useBase() {
  const { id: orgId } = useOrganization();
  return { base: `/${orgId}/projects`, key: ['projects', orgId] as const };
}

function useProjectsMutation<In, Out>(mutationFn: (base: string, input: In) => Promise<Out>) {
  const { base, key } = useBase();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: In) => mutationFn(base, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useProjectPage(query: Partial<ProjectListQuery>, enabled = true) {
  const { base, key } = useBase();
  return useQuery({
    queryKey: [...key, 'list', query],
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}/projects/`, query: queryParams(query), schema: ProjectPageSchema }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useProject(id: number | undefined) {
  const { base, key } = useBase();
  return useQuery({
    queryKey: [...key, 'project', id],
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}/projects/${id}/`, schema: ProjectDetailSchema }),
    enabled: id !== undefined,
  });
}

export function useProjectTeam(id: number, enabled: boolean) {
  const { base, key } = useBase();
  return useQuery({
    queryKey: [...key, 'team', id],
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}/projects/${id}/team/`, schema: ProjectTeamSchema }),
    enabled,
  });
}

export function useClients() {
  const { base, key } = useBase();
  return useQuery({
    queryKey: [...key, 'clients'],
    queryFn: ({ signal }) => apiRequest({ signal, path: `${base}/clients/`, schema: ClientListSchema }),
  });
}

export function useAddClient() {
  return useProjectsMutation((base, name: string) =>
    apiRequest({ method: 'POST', path: `${base}/clients/`, body: { name }, schema: ClientSchema }),
  );
}

export function useSaveProject() {
  return useProjectsMutation((base, { id, body }: { id: number | undefined; body: ProjectInput }) =>
    id === undefined
      ? apiRequest({ method: 'POST', path: `${base}/projects/`, body, schema: ProjectDetailSchema })
      : apiRequest({ method: 'PATCH', path: `${base}/projects/${id}/`, body, schema: ProjectDetailSchema }),
  );
}

export function useChangeProjectStatus() {
  return useProjectsMutation((base, { id, status }: { id: number; status: ProjectStatus }) =>
    apiRequest({
      method: 'POST',
      path: `${base}/projects/${id}/status/`,
      body: { status },
      schema: ProjectDetailSchema,
    }),
  );
}

export type GroupInput = z.input<typeof ResourceGroupCreateSchema>;
export type AllocationInput = z.input<typeof AllocationCreateSchema>;
export type AllocationChanges = z.input<typeof AllocationUpdateSchema>;

export function useTeamManager(id: number | undefined) {
  const { base, key } = useBase();
  return useQuery({
    queryKey: [...key, 'team-manager', id],
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}/projects/${id}/team-manager/`, schema: TeamManagerSchema }),
    enabled: id !== undefined,
  });
}

type TeamChange =
  | { kind: 'add-group'; body: GroupInput }
  | { kind: 'edit-group'; groupId: number; body: Partial<GroupInput> }
  | { kind: 'delete-group'; groupId: number }
  | { kind: 'add-allocation'; groupId: number; body: AllocationInput }
  | { kind: 'edit-allocation'; allocationId: number; body: AllocationChanges }
  | { kind: 'release'; allocationId: number };

/** One change to a project's team; the answer is the team as it now stands. */
export function useChangeTeam(projectId: number) {
  return useProjectsMutation((base, change: TeamChange) => {
    const project = `${base}/projects/${projectId}`;
    const schema = TeamManagerSchema;
    switch (change.kind) {
      case 'add-group':
        return apiRequest({ method: 'POST', path: `${project}/resource-groups/`, body: change.body, schema });
      case 'edit-group':
        return apiRequest({
          method: 'PATCH',
          path: `${project}/resource-groups/${change.groupId}/`,
          body: change.body,
          schema,
        });
      case 'delete-group':
        return apiRequest({
          method: 'DELETE',
          path: `${project}/resource-groups/${change.groupId}/`,
          schema,
        });
      case 'add-allocation':
        return apiRequest({
          method: 'POST',
          path: `${project}/resource-groups/${change.groupId}/allocations/`,
          body: change.body,
          schema,
        });
      case 'edit-allocation':
        return apiRequest({
          method: 'PATCH',
          path: `${project}/allocations/${change.allocationId}/`,
          body: change.body,
          schema,
        });
      case 'release':
        return apiRequest({
          method: 'DELETE',
          path: `${project}/allocations/${change.allocationId}/`,
          schema,
        });
    }
  });
}

export function useBillingRoles() {
  const { base, key } = useBase();
  return useQuery({
    queryKey: [...key, 'billing-roles'],
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}/billing-roles/`, schema: BillingRoleListSchema }),
  });
}

export function useAddBillingRole() {
  return useProjectsMutation((base, name: string) =>
    apiRequest({ method: 'POST', path: `${base}/billing-roles/`, body: { name }, schema: BillingRoleSchema }),
  );
}

export function useSetBillingRate() {
  return useProjectsMutation(
    (base, { roleId, body }: { roleId: number; body: z.input<typeof BillingRateCreateSchema> }) =>
      apiRequest({
        method: 'POST',
        path: `${base}/billing-roles/${roleId}/rates/`,
        body,
        schema: BillingRoleSchema,
      }),
  );
}

export type MilestoneInput = z.input<typeof MilestoneCreateSchema>;

export function useMilestones(id: number | undefined) {
  const { base, key } = useBase();
  return useQuery({
    queryKey: [...key, 'milestones', id],
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}/projects/${id}/milestones/`, schema: MilestoneListSchema }),
    enabled: id !== undefined,
  });
}

type MilestoneChange =
  | { kind: 'add'; body: MilestoneInput }
  | { kind: 'edit'; milestoneId: number; body: Partial<MilestoneInput> }
  | { kind: 'check-in'; milestoneId: number; body: { actual_date: string; actual_amount: number } }
  | { kind: 'complete'; milestoneId: number; releaseOn: string | null }
  | { kind: 'delete'; milestoneId: number };

/** One change to a project's milestones; the answer is the milestones as they now stand. */
export function useChangeMilestones(projectId: number) {
  return useProjectsMutation((base, change: MilestoneChange) => {
    const path = `${base}/projects/${projectId}/milestones/`;
    const schema = MilestoneListSchema;
    switch (change.kind) {
      case 'add':
        return apiRequest({ method: 'POST', path, body: change.body, schema });
      case 'edit':
        return apiRequest({
          method: 'PATCH',
          path: `${path}${change.milestoneId}/`,
          body: change.body,
          schema,
        });
      case 'check-in':
        return apiRequest({
          method: 'POST',
          path: `${path}${change.milestoneId}/check-in/`,
          body: change.body,
          schema,
        });
      case 'complete':
        return apiRequest({
          method: 'POST',
          path: `${path}${change.milestoneId}/complete/`,
          body: { release_on: change.releaseOn },
          schema,
        });
      case 'delete':
        return apiRequest({ method: 'DELETE', path: `${path}${change.milestoneId}/`, schema });
    }
  });
}

export function useProjectSettings(id: number | undefined) {
  const { base, key } = useBase();
  return useQuery({
    queryKey: [...key, 'settings', id],
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}/projects/${id}/settings/`, schema: ProjectSettingsSchema }),
    enabled: id !== undefined,
  });
}

export function useSaveProjectSettings(projectId: number) {
  return useProjectsMutation((base, values: Record<string, string | null>) =>
    apiRequest({
      method: 'PUT',
      path: `${base}/projects/${projectId}/settings/`,
      body: { values },
      schema: ProjectSettingsSchema,
    }),
  );
}

export function useCustomFields() {
  const { base, key } = useBase();
  return useQuery({
    queryKey: [...key, 'custom-fields'],
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}/custom-fields/`, schema: CustomFieldListSchema }),
  });
}

export function useAddCustomField() {
  return useProjectsMutation((base, body: z.input<typeof CustomFieldCreateSchema>) =>
    apiRequest({ method: 'POST', path: `${base}/custom-fields/`, body, schema: CustomFieldSchema }),
  );
}

export function useRemoveCustomField() {
  return useProjectsMutation((base, id: number) =>
    apiRequest({ method: 'DELETE', path: `${base}/custom-fields/${id}/` }),
  );
}

export type ExpenseInput = z.input<typeof ExpenseCreateSchema>;
export type ReceiptInput = z.input<typeof ReceiptCreateSchema>;
type PageQuery = { limit: number; offset: number };

/** A page of the project's expenses with their count and total. */
export function useExpenses(id: number | undefined, query: PageQuery & Partial<ExpenseListQuery>) {
  const { base, key } = useBase();
  return useQuery({
    queryKey: [...key, 'expenses', id, query],
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}/projects/${id}/expenses/`,
        query: queryParams(query),
        schema: ExpensePageSchema,
      }),
    placeholderData: keepPreviousData,
    enabled: id !== undefined,
  });
}

/** A page of the money received against the project, with its count and total. */
export function useReceipts(id: number | undefined, query: PageQuery & Partial<ReceiptListQuery>) {
  const { base, key } = useBase();
  return useQuery({
    queryKey: [...key, 'receipts', id, query],
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}/projects/${id}/receipts/`,
        query: queryParams(query),
        schema: ReceiptPageSchema,
      }),
    placeholderData: keepPreviousData,
    enabled: id !== undefined,
  });
}

type ExpenseChange =
  | { kind: 'add'; body: ExpenseInput }
  | { kind: 'edit'; expenseId: number; body: Partial<ExpenseInput> }
  | { kind: 'attach'; expenseId: number; file: File }
  | { kind: 'detach'; expenseId: number; attachmentId: number }
  | { kind: 'delete'; expenseId: number };

/** One change to a project's expenses; the answer is the expense as it now stands (none once deleted). */
export function useChangeExpenses(projectId: number) {
  return useProjectsMutation(async (base, change: ExpenseChange): Promise<Expense | null> => {
    const path = `${base}/projects/${projectId}/expenses/`;
    const schema = ExpenseSchema;
    switch (change.kind) {
      case 'add':
        return apiRequest({ method: 'POST', path, body: change.body, schema });
      case 'edit':
        return apiRequest({
          method: 'PATCH',
          path: `${path}${change.expenseId}/`,
          body: change.body,
          schema,
        });
      case 'attach':
        return uploadFile({ path: `${path}${change.expenseId}/attachments/`, file: change.file, schema });
      case 'detach':
        return apiRequest({
          method: 'DELETE',
          path: `${path}${change.expenseId}/attachments/${change.attachmentId}/`,
          schema,
        });
      case 'delete':
        await apiRequest({ method: 'DELETE', path: `${path}${change.expenseId}/` });
        return null;
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

type ReceiptChange =
  | { kind: 'add'; body: ReceiptInput }
  | { kind: 'edit'; receiptId: number; body: Partial<ReceiptInput> }
  | { kind: 'delete'; receiptId: number };

/** One change to the money received against a project. */
export function useChangeReceipts(projectId: number) {
  return useProjectsMutation(async (base, change: ReceiptChange) => {
    const path = `${base}/projects/${projectId}/receipts/`;
    const schema = ReceiptSchema;
    switch (change.kind) {
      case 'add':
        return apiRequest({ method: 'POST', path, body: change.body, schema });
      case 'edit':
        return apiRequest({
          method: 'PATCH',
          path: `${path}${change.receiptId}/`,
          body: change.body,
          schema,
        });
      case 'delete':
        await apiRequest({ method: 'DELETE', path: `${path}${change.receiptId}/` });
        return null;
    }
  });
}

export type RevenueInput = z.input<typeof RevenueCreateSchema>;
export type CostInput = z.input<typeof CostCreateSchema>;

/** A page of the project's revenue with its count and total. */
export function useRevenues(id: number | undefined, query: PageQuery & Partial<RevenueListQuery>) {
  const { base, key } = useBase();
  return useQuery({
    queryKey: [...key, 'revenues', id, query],
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}/projects/${id}/revenues/`,
        query: queryParams(query),
        schema: RevenuePageSchema,
      }),
    placeholderData: keepPreviousData,
    enabled: id !== undefined,
  });
}

/** A page of the project's costs with their count and total. */
export function useCosts(id: number | undefined, query: PageQuery & Partial<CostListQuery>) {
  const { base, key } = useBase();
  return useQuery({
    queryKey: [...key, 'costs', id, query],
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}/projects/${id}/costs/`,
        query: queryParams(query),
        schema: CostPageSchema,
      }),
    placeholderData: keepPreviousData,
    enabled: id !== undefined,
  });
}

/** One revenue entry with its project and history; nothing is asked until both ids are known. */
export function useRevenueDetail(id: number | undefined, revenueId: number | undefined) {
  const { base, key } = useBase();
  return useQuery({
    queryKey: [...key, 'revenue', id, revenueId],
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}/projects/${id}/revenues/${revenueId}/`,
        schema: RevenueDetailSchema,
      }),
    enabled: id !== undefined && revenueId !== undefined,
  });
}

/** One cost entry with its project and history. */
export function useCostDetail(id: number | undefined, costId: number | undefined) {
  const { base, key } = useBase();
  return useQuery({
    queryKey: [...key, 'cost', id, costId],
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}/projects/${id}/costs/${costId}/`, schema: CostDetailSchema }),
    enabled: id !== undefined && costId !== undefined,
  });
}

type RecordChange<Input> =
  | { kind: 'add'; body: Input }
  | { kind: 'edit'; recordId: number; body: Partial<Input> }
  | { kind: 'delete'; recordId: number };

/** One change to a project's revenue; the answer is the entry as it now stands (none once deleted). */
export function useChangeRevenues(projectId: number) {
  return useProjectsMutation(async (base, change: RecordChange<RevenueInput>) => {
    const path = `${base}/projects/${projectId}/revenues/`;
    switch (change.kind) {
      case 'add':
        return apiRequest({ method: 'POST', path, body: change.body, schema: RevenueSchema });
      case 'edit':
        return apiRequest({
          method: 'PATCH',
          path: `${path}${change.recordId}/`,
          body: change.body,
          schema: RevenueSchema,
        });
      case 'delete':
        await apiRequest({ method: 'DELETE', path: `${path}${change.recordId}/` });
        return null;
    }
  });
}

/** One change to a project's costs. */
export function useChangeCosts(projectId: number) {
  return useProjectsMutation(async (base, change: RecordChange<CostInput>) => {
    const path = `${base}/projects/${projectId}/costs/`;
    switch (change.kind) {
      case 'add':
        return apiRequest({ method: 'POST', path, body: change.body, schema: CostSchema });
      case 'edit':
        return apiRequest({
          method: 'PATCH',
          path: `${path}${change.recordId}/`,
          body: change.body,
          schema: CostSchema,
        });
      case 'delete':
        await apiRequest({ method: 'DELETE', path: `${path}${change.recordId}/` });
        return null;
    }
  });
}
