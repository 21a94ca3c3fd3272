import { ConfiguredIntegrationsSchema, type GoogleSignInSettings } from '@atrium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';

/** The integrations module's query keys. */
export const integrationKeys = {
  all: (orgId: number) => ['integrations', orgId] as const,
};

const path = (orgId: number) => `/${orgId}/configured-integrations/`;

export function useConfiguredIntegrations() {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: integrationKeys.all(orgId),
    queryFn: ({ signal }) => apiRequest({ signal, path: path(orgId), schema: ConfiguredIntegrationsSchema }),
  });
}

export function useChangeGoogleSignIn() {
  const { id: orgId } = useOrganization();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GoogleSignInSettings) =>
      apiRequest({
        method: 'PUT',
        path: `${path(orgId)}google/`,
        body,
        schema: ConfiguredIntegrationsSchema,
      }),
    onSuccess: (answer) => queryClient.setQueryData(integrationKeys.all(orgId), answer),
  });
}
