import { Navigate, Outlet, useLocation } from 'react-router';
import { SIGN_IN_PATH, type SignInState } from '../platform/paths';
import { hasAccessToken } from '../platform/sessionToken';

/** Protected routes need a token; without one the user signs in and comes back here (spec 2.2). */
export function RequireAuth() {
  const location = useLocation();
  if (hasAccessToken()) return <Outlet />;
  const state: SignInState = { from: location };
  return <Navigate to={SIGN_IN_PATH} replace state={state} />;
}
