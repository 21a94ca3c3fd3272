import { ERROR_CODES } from '@atrium/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ORGANIZATION_QUERY_KEY } from '../modules/orgs/orgs.api';
import { type ApiError, setApiStatusHandlers } from '../platform/apiClient';
import { messageForError } from '../platform/errorMessages';
import { useErrorDialog } from '../ui/ErrorDialog';
import { MAINTENANCE_PATH, SIGN_IN_PATH, type SignInState } from './paths';

/** Query for an error page reached from a failed call: the page came from somewhere, with this code. */
function errorPageSearch(error: ApiError, from: string): string {
  const params = new URLSearchParams({ code: error.code, redirect_path: from });
  if (error.body.detail) params.set('detail', error.body.detail);
  return `?${params}`;
}

/** Connects the API client's global status handling (spec 8) to the router and the dialogs. */
export function ApiStatusBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const showErrorDialog = useErrorDialog();
  const currentLocation = useRef(location);
  currentLocation.current = location;

  useEffect(() => {
    const here = () => `${currentLocation.current.pathname}${currentLocation.current.search}`;
    setApiStatusHandlers({
      onUnauthorized: (error) => {
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ORGANIZATION_QUERY_KEY });
        notification.error({ title: messageForError(error) });
        const state: SignInState = { from: currentLocation.current };
        navigate(SIGN_IN_PATH, { replace: true, state });
      },
      onForbidden: (error) => {
        const path = error.code === ERROR_CODES.DISABLED_WORKSPACE ? '/disabled-workspace' : '/403';
        navigate(`${path}${errorPageSearch(error, here())}`);
      },
      onNotFound: (error) => navigate(`/404${errorPageSearch(error, here())}`),
      onServerError: (error) => {
        if (error.code === ERROR_CODES.MAINTENANCE) navigate(MAINTENANCE_PATH, { replace: true });
        else showErrorDialog();
      },
    });
    return () => setApiStatusHandlers(null);
  }, [navigate, queryClient, notification, showErrorDialog]);

  return null;
}
