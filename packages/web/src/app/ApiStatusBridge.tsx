import { PLATFORM_ERROR_CODES } from '@atrium/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isOrganizationQuery } from '../modules/orgs';
import { type ApiError, setApiStatusHandlers } from '../platform/apiClient';
import { messageForError } from '../platform/errorMessages';
import { DEFAULT_WORKSPACE_PATH, MAINTENANCE_PATH, SIGN_IN_PATH, type SignInState } from '../platform/paths';
import { useErrorDialog } from '../ui/ErrorDialog';

/**
 * Query for an error page reached from a failed call: the code, and as `redirect_path` the page the user was
 * on before the one that failed (the failed page itself would only fail again).
 */
function errorPageSearch(error: ApiError, previous: string): string {
  const params = new URLSearchParams({ code: error.code, redirect_path: previous });
  if (error.body.detail) params.set('detail', error.body.detail);
  return `?${params}`;
}

const ERROR_PATHS = ['/403', '/404', '/disabled-workspace'];

/** Connects the API client's global status handling (spec 8) to the router and the dialogs. */
export function ApiStatusBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const showErrorDialog = useErrorDialog();
  const currentLocation = useRef(location);
  const previousPath = useRef<string | null>(null);
  if (currentLocation.current.key !== location.key) {
    const { pathname, search } = currentLocation.current;
    if (!ERROR_PATHS.includes(pathname)) previousPath.current = `${pathname}${search}`;
    currentLocation.current = location;
  }

  useEffect(() => {
    const before = () => previousPath.current ?? DEFAULT_WORKSPACE_PATH;
    setApiStatusHandlers({
      onUnauthorized: (error) => {
        queryClient.removeQueries({ predicate: (query) => !isOrganizationQuery(query) });
        notification.error({ title: messageForError(error) });
        const state: SignInState = { from: currentLocation.current };
        navigate(SIGN_IN_PATH, { replace: true, state });
      },
      onForbidden: (error) => {
        const path = error.code === PLATFORM_ERROR_CODES.DISABLED_WORKSPACE ? '/disabled-workspace' : '/403';
        navigate(`${path}${errorPageSearch(error, before())}`, { replace: true });
      },
      onNotFound: (error) => navigate(`/404${errorPageSearch(error, before())}`, { replace: true }),
      onServerError: (error) => {
        if (error.code === PLATFORM_ERROR_CODES.MAINTENANCE) navigate(MAINTENANCE_PATH, { replace: true });
        else showErrorDialog();
      },
    });
    return () => setApiStatusHandlers(null);
  }, [navigate, queryClient, notification, showErrorDialog]);

  return null;
}
