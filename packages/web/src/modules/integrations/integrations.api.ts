import {
  ConfiguredIntegrationsSchema,
  type GoogleSignInSettings,
  type TeamsSettings,
  TeamsTestMessageSchema,
} from '@atrium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../platform/apiClient';
import { useOrganization } from '../../platform/OrganizationContext';
import { downloadFile } from '../../platform/transfers';

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

/** Saves one integration's settings (`google/`, `teams/`); the answer is every integration as it now stands. */
function useChangeIntegration<Body>(integration: 'google' | 'teams') {
  const { id: orgId } = useOrganization();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) =>
      apiRequest({
        method: 'PUT',
        path: `${path(orgId)}${integration}/`,
        body,
        schema: ConfiguredIntegrationsSchema,
      }),
    onSuccess: (answer) => queryClient.setQueryData(integrationKeys.all(orgId), answer),
  });
}

export const useChangeGoogleSignIn = () => useChangeIntegration<GoogleSignInSettings>('google');
export const useChangeTeams = () => useChangeIntegration<TeamsSettings>('teams');

/** Sends the signed-in admin a test message in their own Teams chat with the bot. */
export function useSendTeamsTestMessage() {
  const { id: orgId } = useOrganization();
  return useMutation({
    mutationFn: () =>
      apiRequest({
        method: 'POST',
        path: `${path(orgId)}teams/test-message/`,
        body: {},
        schema: TeamsTestMessageSchema,
      }),
  });
}

/** Saves the Teams app package (manifest and icons naming the organisation's bot) to upload to Teams. */
export function useDownloadTeamsAppPackage() {
  const { id: orgId } = useOrganization();
  return useMutation({
    mutationFn: () =>
      downloadFile({ path: `${path(orgId)}teams/app-package/`, fallbackName: 'atrium-teams-app.zip' }),
  });
}
