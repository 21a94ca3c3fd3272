import { DEFAULT_WORKSPACE_NAME } from '@atrium/contracts';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { useWorkspaceConfig } from '../../modules/workspaces';
import { LoadFailed } from '../../ui/LoadFailed';
import { PageLoader } from '../../ui/PageLoader';
import { FirstVisitTour } from '../header/FirstVisitTour';
import { lazyPage } from '../lazyPage';
import { WorkspaceView } from './WorkspaceView';

const HomeOverview = lazyPage(() => import('./HomeOverview').then((m) => m.HomeOverview));

/**
 * /workspace/:id (spec 2.2, 4 "Workspace load"): the page loader until the config is known, then the
 * workspace. Refusals and unknown workspaces leave for /403, /disabled-workspace or /404 through the API
 * client; any other failure shows the message for its code. The first-visit tour of the header (spec 2.9) is
 * offered here, on the workspaces it is meant for, so opening a tool by its own URL does not load it.
 */
export function WorkspacePage() {
  const { id = DEFAULT_WORKSPACE_NAME } = useParams();
  const workspace = useWorkspaceConfig(id);

  if (workspace.isError) {
    return <LoadFailed error={workspace.error} onRetry={() => workspace.refetch()} />;
  }
  if (!workspace.data) return <PageLoader />;
  const isHome = workspace.data.name === DEFAULT_WORKSPACE_NAME;
  return (
    <>
      <WorkspaceView
        key={id}
        config={workspace.data}
        overview={
          isHome && (
            <Suspense fallback={null}>
              <HomeOverview />
            </Suspense>
          )
        }
      />
      <FirstVisitTour />
    </>
  );
}
