import {
  type AllocationCreateSchema,
  AllocationListPageSchema,
  type AllocationListQuery,
  type AllocationUpdateSchema,
  type BillingRateCreateSchema,
  BillingRoleListSchema,
  BillingRoleSchema,
  ClientListSchema,
  ClientSchema,
  type CustomFieldCreateSchema,
  CustomFieldListSchema,
  CustomFieldSchema,
  type MilestoneCreateSchema,
  MilestoneListSchema,
  type ProjectCreateSchema,
  ProjectDetailSchema,
  type ProjectListQuery,
  ProjectNumbersSchema,
  ProjectPageSchema,
  ProjectSettingsSchema,
  type ProjectStatus,
  type ProjectTeamQuery,
  ProjectTeamSchema,
  type ResourceGroupCreateSchema,
  TeamContractorListSchema,
  TeamManagerSchema,
} from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';
import { queryParams } from '../../platform/queryParams';

export type ProjectInput = z.input<typeof ProjectCreateSchema>;

/** The projects module's query keys, one place for reading and invalidating them. */
export const projectKeys = {
  /** Everything this module caches sits under it (ledgers and margins too), so any change refreshes it all. */
  all: (orgId: number) => ['projects', orgId] as const,
  list: (orgId: number, query: Partial<ProjectListQuery>) =>
    [...projectKeys.all(orgId), 'list', query] as const,
  project: (orgId: number, id: number | undefined) => [...projectKeys.all(orgId), 'project', id] as const,
  team: (orgId: number, id: number, page: ProjectTeamQuery) =>
    [...projectKeys.all(orgId), 'team', id, page] as const,
  clients: (orgId: number) => [...projectKeys.all(orgId), 'clients'] as const,
  teamManager: (orgId: number, id: number | undefined) =>
    [...projectKeys.all(orgId), 'team-manager', id] as const,
  teamContractors: (orgId: number, projectId: number, search: string) =>
    [...projectKeys.all(orgId), 'team-contractors', projectId, search] as const,
  billingRoles: (orgId: number) => [...projectKeys.all(orgId), 'billing-roles'] as const,
  allocations: (orgId: number, query: Partial<AllocationListQuery>) =>
    [...projectKeys.all(orgId), 'allocations', query] as const,
  milestones: (orgId: number, id: number | undefined) =>
    [...projectKeys.all(orgId), 'milestones', id] as const,
  settings: (orgId: number, id: number | undefined) => [...projectKeys.all(orgId), 'settings', id] as const,
  customFields: (orgId: number) => [...projectKeys.all(orgId), 'custom-fields'] as const,
  numbers: (orgId: number, id: number | undefined) => [...projectKeys.all(orgId), 'numbers', id] as const,
};

/** The module's API path, and the organisation its query keys are built with. */
export function useBase() {
  const { id: orgId } = useOrganization();
  return { orgId, base: `/${orgId}/projects` };
}

export function useProjectsMutation<In, Out>(mutationFn: (base: string, input: In) => Promise<Out>) {
  const { orgId, base } = useBase();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: In) => mutationFn(base, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all(orgId) }),
  });
}

export function useProjectPage(query: Partial<ProjectListQuery>, enabled = true) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: projectKeys.list(orgId, query),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}/projects/`, query: queryParams(query), schema: ProjectPageSchema }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useProject(id: number | undefined) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: projectKeys.project(orgId, id),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}/projects/${id}/`, schema: ProjectDetailSchema }),
    enabled: id !== undefined,
  });
}

/** A page of the project's team. */
export function useProjectTeam(id: number, page: ProjectTeamQuery) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: projectKeys.team(orgId, id, page),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}/projects/${id}/team/`,
        query: queryParams(page),
        schema: ProjectTeamSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useClients() {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: projectKeys.clients(orgId),
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
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: projectKeys.teamManager(orgId, id),
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
/** Contractors with an ongoing contract whom the project's team may take on, by name or code. */
export function useTeamContractors(projectId: number, search: string) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: projectKeys.teamContractors(orgId, projectId, search),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}/projects/${projectId}/contractors/`,
        query: queryParams({ search: search || undefined }),
        schema: TeamContractorListSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

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

/** Every project's allocations, a page at a time (Resource & Billing). */
export function useAllocationPage(query: Partial<AllocationListQuery>) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: projectKeys.allocations(orgId, query),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}/allocations/`,
        query: queryParams(query),
        schema: AllocationListPageSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useBillingRoles() {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: projectKeys.billingRoles(orgId),
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
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: projectKeys.milestones(orgId, id),
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
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: projectKeys.settings(orgId, id),
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
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: projectKeys.customFields(orgId),
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

/** A project's numbers at a glance (the Numbers tool). */
export function useProjectNumbers(id: number | undefined) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: projectKeys.numbers(orgId, id),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}/projects/${id}/numbers/`, schema: ProjectNumbersSchema }),
    enabled: id !== undefined,
  });
}
