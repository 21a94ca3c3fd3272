import { DEFAULT_WORKSPACE_NAME } from '@atrium/contracts';

export const SIGN_IN_PATH = '/sign-in';
export const DEFAULT_WORKSPACE_PATH = `/workspace/${DEFAULT_WORKSPACE_NAME}`;
export const MY_PROFILE_PATH = '/workspace/my-profile';
export const EMPLOYEE_HIERARCHY_PATH = '/workspace/employee-hierarchy';
export const MAINTENANCE_PATH = '/maintenance';

/** Router state a guard leaves on /sign-in: where the user was going. */
export interface SignInState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** The originally requested location, or the default workspace (spec 2.2, 4 "Sign-in"). */
export function pathAfterSignIn(state: unknown): string {
  const from = (state as SignInState | null)?.from;
  if (!from?.pathname || from.pathname === SIGN_IN_PATH) return DEFAULT_WORKSPACE_PATH;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** Only same-site paths are followed from a query parameter, so a crafted link cannot send users away. */
export function safeRedirectPath(path: string | null, fallback = '/'): string {
  return path?.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : fallback;
}
