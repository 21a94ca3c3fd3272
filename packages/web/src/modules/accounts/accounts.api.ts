import {
  AccessTokenSchema,
  AuthorizeUrlSchema,
  DetailSchema,
  type LoginRequest,
  ResetLinkInfoSchema,
  type ResetPasswordRequest,
} from '@atrium/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../platform/apiClient';
import { currentUserKeys, fetchCurrentUser } from '../../platform/currentUser';
import { useOrganization } from '../../platform/OrganizationContext';
import { clearRecentSearches } from '../../platform/recentSearches';
import { clearAccessToken, readAccessToken, storeAccessToken } from '../../platform/sessionToken';
import { isOrganizationQuery } from '../orgs';
import { startOAuthState } from './oauthState';

/** Where the provider sends the browser back with `?code=` (spec 2.1). */
export const GOOGLE_RETURN_PATH = '/auth-providers';

const accountPath = (orgId: number, rest: string) => `/${orgId}/org/account/${rest}`;

export interface ResetLinkParams {
  email: string;
  token: string;
  forExtraAuth: boolean;
}

/** The accounts module's query keys, one place for reading and invalidating them. */
export const accountKeys = {
  resetLink: (orgId: number, params: ResetLinkParams | null) => ['reset-link', orgId, params] as const,
};

/** Store the token, then load the signed-in user with it; a user that cannot be loaded is not signed in. */
async function completeSignIn(queryClient: QueryClient, orgId: number, access: string): Promise<void> {
  storeAccessToken(access);
  clearRecentSearches();
  try {
    await queryClient.fetchQuery({
      queryKey: currentUserKeys.me(orgId),
      queryFn: () => fetchCurrentUser(orgId),
    });
  } catch (error) {
    clearAccessToken();
    throw error;
  }
}

/**
 * Forget the session: the token and everything cached but the organisation go at once, so no screen can
 * use them; the server revokes the token in the background (a failed revoke does not keep anyone in).
 */
export function signOut(queryClient: QueryClient, orgId: number): Promise<void> {
  const token = readAccessToken();
  clearAccessToken();
  queryClient.removeQueries({ predicate: (query) => !isOrganizationQuery(query) });
  if (!token) return Promise.resolve();
  return apiRequest({ method: 'POST', path: accountPath(orgId, 'logout/'), token, skipLogout: true }).catch(
    () => undefined,
  );
}

export function useSignIn() {
  const { id: orgId } = useOrganization();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: LoginRequest) => {
      const { access } = await apiRequest({
        method: 'POST',
        path: accountPath(orgId, 'login/'),
        body: credentials,
        auth: false,
        schema: AccessTokenSchema,
      });
      await completeSignIn(queryClient, orgId, access);
    },
  });
}

export function useGoogleSignIn() {
  const { id: orgId } = useOrganization();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => {
      const { access } = await apiRequest({
        method: 'POST',
        path: accountPath(orgId, 'oauth/google/login/'),
        body: { code, redirect_uri: `${window.location.origin}${GOOGLE_RETURN_PATH}` },
        auth: false,
        schema: AccessTokenSchema,
      });
      await completeSignIn(queryClient, orgId, access);
    },
  });
}

/** The provider's authorisation URL, built by the server (response_type code, openid email profile). */
export function useGoogleAuthorizeUrl() {
  const { id: orgId } = useOrganization();
  return useMutation({
    mutationFn: async () => {
      const { url } = await apiRequest({
        path: accountPath(orgId, 'oauth/google/authorize-url/'),
        query: { redirect_uri: `${window.location.origin}${GOOGLE_RETURN_PATH}`, state: startOAuthState() },
        auth: false,
        schema: AuthorizeUrlSchema,
        expectedStatuses: [403, 404],
      });
      return url;
    },
  });
}

export function useForgotPassword() {
  const { id: orgId } = useOrganization();
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest({
        method: 'POST',
        path: accountPath(orgId, 'password/forgot/'),
        body: { email },
        auth: false,
        schema: DetailSchema,
      }),
  });
}

/** The link check of the password page (spec 4): runs once; every failure is handled by the page. */
export function useResetLinkCheck(params: ResetLinkParams | null) {
  const { id: orgId } = useOrganization();
  return useQuery({
    queryKey: accountKeys.resetLink(orgId, params),
    enabled: params !== null,
    queryFn: () =>
      apiRequest({
        path: accountPath(orgId, 'password/reset/'),
        query: {
          email: params?.email,
          token: params?.token,
          for_extra_auth: params?.forExtraAuth ? 'true' : undefined,
        },
        auth: false,
        schema: ResetLinkInfoSchema,
        expectedStatuses: [400, 401, 403, 404],
      }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

export function useResetPassword() {
  const { id: orgId } = useOrganization();
  return useMutation({
    mutationFn: (request: ResetPasswordRequest) =>
      apiRequest({
        method: 'POST',
        path: accountPath(orgId, 'password/reset/'),
        body: request,
        auth: false,
        schema: DetailSchema,
      }),
  });
}
