import { Skeleton } from 'antd';
import type { ToolProps } from '../../app/tools/toolTypes';
import { LoadFailed } from '../../ui/LoadFailed';
import { CurrentUserSummary } from './CurrentUserSummary';
import { useCurrentUser } from './people.api';

/**
 * 'user-profile-viewer' (Profile Viewer) in the my-profile workspace: the signed-in user's own record,
 * the same query the header uses, so it is usually on screen at once.
 */
export function UserProfileViewerTool(_props: ToolProps) {
  const currentUser = useCurrentUser();
  if (currentUser.isError) {
    return <LoadFailed error={currentUser.error} onRetry={() => currentUser.refetch()} />;
  }
  if (!currentUser.data) return <Skeleton active avatar />;
  return <CurrentUserSummary user={currentUser.data} />;
}
