import {
  type ContractCreateSchema,
  type ContractListQuery,
  ContractorCreatedSchema,
  type ContractorCreateSchema,
  ContractorDetailSchema,
  type ContractorListQuery,
  ContractorPageSchema,
  type ContractorUpdateSchema,
  ContractPageSchema,
  ContractSchema,
  type ContractUpdateSchema,
  type VendorCreateSchema,
  type VendorListQuery,
  VendorPageSchema,
  VendorSchema,
  type VendorUpdateSchema,
} from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';
import { queryParams } from '../../platform/queryParams';

export type VendorInput = z.input<typeof VendorCreateSchema>;
export type VendorChanges = z.input<typeof VendorUpdateSchema>;
export type ContractorInput = z.input<typeof ContractorCreateSchema>;
export type ContractorChanges = z.input<typeof ContractorUpdateSchema>;
export type ContractInput = z.input<typeof ContractCreateSchema>;
export type ContractChanges = z.input<typeof ContractUpdateSchema>;

/** The contractors module's query keys, one place for reading and invalidating them. */
export const contractorKeys = {
  /** Everything this module caches sits under it, so any change refreshes lists and details alike. */
  all: (orgId: number) => ['contractors', orgId] as const,
  vendors: (orgId: number, query: Partial<VendorListQuery>) =>
    [...contractorKeys.all(orgId), 'vendors', query] as const,
  vendor: (orgId: number, id: number | undefined) => [...contractorKeys.all(orgId), 'vendor', id] as const,
  contractors: (orgId: number, query: Partial<ContractorListQuery>) =>
    [...contractorKeys.all(orgId), 'contractors', query] as const,
  contractor: (orgId: number, id: number | undefined) =>
    [...contractorKeys.all(orgId), 'contractor', id] as const,
  contracts: (orgId: number, query: Partial<ContractListQuery>) =>
    [...contractorKeys.all(orgId), 'contracts', query] as const,
  contract: (orgId: number, id: number | undefined) =>
    [...contractorKeys.all(orgId), 'contract', id] as const,
};

function useBase() {
  const { id: orgId } = useOrganization();
  return { orgId, base: `/${orgId}/contractors` };
}

function useContractorsMutation<In, Out>(mutationFn: (base: string, input: In) => Promise<Out>) {
  const { orgId, base } = useBase();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: In) => mutationFn(base, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractorKeys.all(orgId) }),
  });
}

export function useVendorPage(query: Partial<VendorListQuery>) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: contractorKeys.vendors(orgId, query),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}/vendors/`, query: queryParams(query), schema: VendorPageSchema }),
    placeholderData: keepPreviousData,
  });
}

export function useVendor(id: number | undefined) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: contractorKeys.vendor(orgId, id),
    queryFn: ({ signal }) => apiRequest({ signal, path: `${base}/vendors/${id}/`, schema: VendorSchema }),
    enabled: id !== undefined,
  });
}

export function useSaveVendor() {
  return useContractorsMutation((base, { id, body }: { id: number | undefined; body: VendorInput }) =>
    id === undefined
      ? apiRequest({ method: 'POST', path: `${base}/vendors/`, body, schema: VendorSchema })
      : apiRequest({ method: 'PATCH', path: `${base}/vendors/${id}/`, body, schema: VendorSchema }),
  );
}

export function useContractorPage(query: Partial<ContractorListQuery>, enabled = true) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: contractorKeys.contractors(orgId, query),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}/contractors/`,
        query: queryParams(query),
        schema: ContractorPageSchema,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useContractor(id: number | undefined) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: contractorKeys.contractor(orgId, id),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}/contractors/${id}/`, schema: ContractorDetailSchema }),
    enabled: id !== undefined,
  });
}

export function useCreateContractor() {
  return useContractorsMutation((base, body: ContractorInput) =>
    apiRequest({ method: 'POST', path: `${base}/contractors/`, body, schema: ContractorCreatedSchema }),
  );
}

export function useUpdateContractor() {
  return useContractorsMutation((base, { id, body }: { id: number; body: ContractorChanges }) =>
    apiRequest({ method: 'PATCH', path: `${base}/contractors/${id}/`, body, schema: ContractorDetailSchema }),
  );
}

export function useContractPage(query: Partial<ContractListQuery>, enabled = true) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: contractorKeys.contracts(orgId, query),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: `${base}/contracts/`,
        query: queryParams(query),
        schema: ContractPageSchema,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useContract(id: number | undefined) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: contractorKeys.contract(orgId, id),
    queryFn: ({ signal }) => apiRequest({ signal, path: `${base}/contracts/${id}/`, schema: ContractSchema }),
    enabled: id !== undefined,
  });
}

export function useSaveContract() {
  return useContractorsMutation(
    (base, input: { id: undefined; body: ContractInput } | { id: number; body: ContractChanges }) =>
      input.id === undefined
        ? apiRequest({ method: 'POST', path: `${base}/contracts/`, body: input.body, schema: ContractSchema })
        : apiRequest({
            method: 'PATCH',
            path: `${base}/contracts/${input.id}/`,
            body: input.body,
            schema: ContractSchema,
          }),
  );
}

export function useActivateContract() {
  return useContractorsMutation((base, id: number) =>
    apiRequest({ method: 'POST', path: `${base}/contracts/${id}/activate/`, schema: ContractSchema }),
  );
}

export function useTerminateContract() {
  return useContractorsMutation((base, { id, terminatedOn }: { id: number; terminatedOn: string }) =>
    apiRequest({
      method: 'POST',
      path: `${base}/contracts/${id}/terminate/`,
      body: { terminated_on: terminatedOn },
      schema: ContractSchema,
    }),
  );
}
