import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { useLeaveConfigurations } from '../modules/leave/leave.api';
import { useCurrentUser } from '../modules/people/people.api';
import { LoadFailed } from '../ui/LoadFailed';
import { PageLoader } from '../ui/PageLoader';
import { AppHeader } from './AppHeader';
import { RealtimeProvider } from './RealtimeProvider';

/**
 * The signed-in shell: header bar over the page, with the personal socket open; waits for the signed-in user
 * and loads the leave configurations beside it (spec 4, app start).
 */
export function AppLayout() {
  const currentUser = useCurrentUser();
  useLeaveConfigurations();

  if (currentUser.isError) {
    return <LoadFailed error={currentUser.error} onRetry={() => currentUser.refetch()} />;
  }
  if (!currentUser.data) return <PageLoader />;
  return (
    <RealtimeProvider userId={currentUser.data.id}>
      <Layout style={{ minHeight: '100vh' }}>
        <AppHeader user={currentUser.data} />
        <Layout.Content style={{ padding: 24 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </RealtimeProvider>
  );
}
