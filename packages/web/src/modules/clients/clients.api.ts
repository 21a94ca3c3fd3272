import {
  type ClientDetail,
  ClientDetailSchema,
  type ClientInputSchema,
  type ClientListQuery,
  ClientPageSchema,
  type ContactInputSchema,
  type ContactListQuery,
  ContactPageSchema,
  ContactSchema,
} from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';
import { queryParams } from '../../platform/queryParams';

export type ClientFields = z.input<typeof ClientInputSchema>;
export type ContactFields = z.input<typeof ContactInputSchema>;

/** The clients module's query keys, one place for reading and invalidating them. */
export const clientKeys = {
  /** Everything this module caches sits under it, so any change refreshes lists and cards alike. */
  all: (orgId: number) => ['clients', orgId] as const,
  clients: (orgId: number, query: Partial<ClientListQuery>) =>
    [...clientKeys.all(orgId), 'clients', query] as const,
  client: (orgId: number, id: number | undefined) => [...clientKeys.all(orgId), 'client', id] as const,
  contacts: (orgId: number, query: Partial<ContactListQuery>) =>
    [...clientKeys.all(orgId), 'contacts', query] as const,
  contact: (orgId: number, id: number | undefined) => [...clientKeys.all(orgId), 'contact', id] as const,
};

function useBase() {
  const { id: orgId } = useOrganization();
  return { orgId, base: `/${orgId}/clients` };
}

function useClientsMutation<In, Out>(mutationFn: (base: string, input: In) => Promise<Out>) {
  const { orgId, base } = useBase();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: In) => mutationFn(base, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all(orgId) }),
  });
}

export function useClientPage(query: Partial<ClientListQuery>) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: clientKeys.clients(orgId, query),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}/clients/`, query: queryParams(query), schema: ClientPageSchema }),
    placeholderData: keepPreviousData,
  });
}

export function useClient(id: number | undefined) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: clientKeys.client(orgId, id),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}/clients/${id}/`, schema: ClientDetailSchema }),
    enabled: id !== undefined,
  });
}

export function useSaveClient() {
  return useClientsMutation(
    (base, { id, body }: { id: number | undefined; body: ClientFields }): Promise<ClientDetail> =>
      id === undefined
        ? apiRequest({ method: 'POST', path: `${base}/clients/`, body, schema: ClientDetailSchema })
        : apiRequest({ method: 'PUT', path: `${base}/clients/${id}/`, body, schema: ClientDetailSchema }),
  );
}

export function useContactPage(query: Partial<ContactListQuery>) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: clientKeys.contacts(orgId, query),
    queryFn: ({ signal }) =>
      apiRequest({ signal, path: `${base}/contacts/`, query: queryParams(query), schema: ContactPageSchema }),
    placeholderData: keepPreviousData,
  });
}

export function useContact(id: number | undefined) {
  const { orgId, base } = useBase();
  return useQuery({
    queryKey: clientKeys.contact(orgId, id),
    queryFn: ({ signal }) => apiRequest({ signal, path: `${base}/contacts/${id}/`, schema: ContactSchema }),
    enabled: id !== undefined,
  });
}

export function useSaveContact() {
  return useClientsMutation((base, { id, body }: { id: number | undefined; body: ContactFields }) =>
    id === undefined
      ? apiRequest({ method: 'POST', path: `${base}/contacts/`, body, schema: ContactSchema })
      : apiRequest({ method: 'PUT', path: `${base}/contacts/${id}/`, body, schema: ContactSchema }),
  );
}

export function useDeleteContact() {
  return useClientsMutation((base, id: number) =>
    apiRequest({ method: 'DELETE', path: `${base}/contacts/${id}/` }),
  );
}
