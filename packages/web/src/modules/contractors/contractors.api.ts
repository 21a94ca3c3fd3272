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

/** Everything this module caches sits under one key, so any change refreshes lists and details alike. */
function useBase() {
  const { id: orgId } = useOrganization();
  return { base: `/${orgId}/contractors`, key: ['contractors', orgId] as const };
}

function useContractorsMutation<In, Out>(mutationFn: (base: string, input: In) => Promise<Out>) {
  const { base, key } = useBase();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: In) => mutationFn(base, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useVendorPage(query: Partial<VendorListQuery>) {
  const { base, key } = useBase();
  return useQuery({
    queryKey: [...key, 'vendors', query],
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}/vendors/`, query: queryParams(query), schema: VendorPageSchema }),
    placeholderData: keepPreviousData,
  });
}

export function useVendor(id: number | undefined) {
  const { base, key } = useBase();
  return useQuery({
    queryKey: [...key, 'vendor', id],
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
  const { base, key } = useBase();
  return useQuery({
    queryKey: [...key, 'contractors', query],
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
  const { base, key } = useBase();
  return useQuery({
    queryKey: [...key, 'contractor', id],
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
  const { base, key } = useBase();
  return useQuery({
    queryKey: [...key, 'contracts', query],
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
  const { base, key } = useBase();
  return useQuery({
    queryKey: [...key, 'contract', id],
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
