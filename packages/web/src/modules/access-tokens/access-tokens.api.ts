import {
  type AccessTokenCreate,
  AccessTokenCreatedSchema,
  AccessTokenRecordPageSchema,
  AccessTokenRecordSchema,
  type AccessTokensListQuery,
} from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';
import { queryParams } from '../../platform/queryParams';

/** The access tokens module's query keys, one place for reading and invalidating them. */
export const accessTokensKeys = {
  /** Everything this module caches sits under it, so a new or revoked token refreshes every page. */
  all: (orgId: number) => ['access-tokens', orgId] as const,
  list: (orgId: number, query: Partial<AccessTokensListQuery>) =>
    [...accessTokensKeys.all(orgId), 'list', query] as const,
};

const pathOf = (orgId: number) => `/${orgId}/access-tokens/`;

export function useAccessTokens(query: Partial<AccessTokensListQuery>) {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: accessTokensKeys.list(orgId, query),
    queryFn: ({ signal }) =>
      apiRequest({
        signal,
        path: pathOf(orgId),
        query: queryParams(query),
        schema: AccessTokenRecordPageSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Makes a token; the answer carries the token itself, which is shown once. */
export function useCreateAccessToken() {
  const { id: orgId } = useOrganization();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccessTokenCreate) =>
      apiRequest({ method: 'POST', path: pathOf(orgId), body, schema: AccessTokenCreatedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokensKeys.all(orgId) }),
  });
}

export function useRevokeAccessToken() {
  const { id: orgId } = useOrganization();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest({ method: 'POST', path: `${pathOf(orgId)}${id}/revoke/`, schema: AccessTokenRecordSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokensKeys.all(orgId) }),
  });
}
