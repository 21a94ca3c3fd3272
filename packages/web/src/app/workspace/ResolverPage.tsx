import { ERROR_PAGE_TEXTS } from '@atrium/contracts';
import { Button, Result } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useResolveWorkspace } from '../../modules/workspaces';
import { messageForError } from '../../platform/errorMessages';
import { DEFAULT_WORKSPACE_PATH } from '../../platform/paths';
import { PageLoader } from '../../ui/PageLoader';
import { planResolve, resolvedWorkspacePath } from './resolverRequest';
import { useInvalidUrlToast } from './useInvalidUrlToast';

/**
 * /resolver (spec 2.2): asks the server which workspace a notification or a link opens and replaces
 * itself with it. A broken link shows the 'invalid_url' toast and opens the default workspace; a refusal
 * shows the message for its code.
 */
export function ResolverPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const showInvalidUrl = useInvalidUrlToast();
  const resolve = useResolveWorkspace();
  const { mutate } = resolve;
  // Each link is resolved once, even when an effect runs twice (React's development checks).
  const resolvedSearch = useRef<string | null>(null);

  useEffect(() => {
    const search = searchParams.toString();
    if (resolvedSearch.current === search) return;
    resolvedSearch.current = search;
    const plan = planResolve(searchParams);
    if (plan.kind === 'resolve') {
      mutate(plan.request, {
        onSuccess: (answer) => navigate(resolvedWorkspacePath(answer), { replace: true }),
      });
      return;
    }
    if (plan.kind === 'invalid') showInvalidUrl();
    navigate(DEFAULT_WORKSPACE_PATH, { replace: true });
  }, [searchParams, mutate, navigate, showInvalidUrl]);

  if (resolve.isError) {
    return (
      <Result
        status="error"
        title={messageForError(resolve.error)}
        extra={
          <Button type="primary" onClick={() => navigate(DEFAULT_WORKSPACE_PATH, { replace: true })}>
            {ERROR_PAGE_TEXTS.backToDashboard}
          </Button>
        }
      />
    );
  }
  return <PageLoader />;
}
