import { createContext, type Dispatch, useContext, useEffect } from 'react';
import { isApiError } from '../platform/apiClient';
import type { PageState, PageStateAction } from './pageState';

export interface PageStateValue {
  state: PageState;
  dispatch: Dispatch<PageStateAction>;
}

export const PageStateContext = createContext<PageStateValue | null>(null);

/** The page state of the tool screen this component is in; only inside a ToolFrame. */
export function usePageState(): PageStateValue {
  const value = useContext(PageStateContext);
  if (!value) throw new Error('usePageState outside ToolFrame');
  return value;
}

/**
 * A tool's failed load as page state: 403 shows the tool's access-denied state, a 5xx its server-error
 * state (the API client has already shown the error dialog). Tools pass 403 as an expected status, so
 * a refusal closes the one tool rather than sending the whole page to /403.
 */
export function useFailedLoadAsPageState(error: unknown): void {
  const { dispatch } = usePageState();
  useEffect(() => {
    if (!isApiError(error)) return;
    if (error.status === 403) dispatch({ type: 'set-access-denied', value: true });
    else if (error.status >= 500) dispatch({ type: 'set-error-500', value: true });
  }, [error, dispatch]);
}
