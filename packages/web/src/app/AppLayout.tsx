import { Grid, Layout, theme } from 'antd';
import { type ReactNode, useState } from 'react';
import { Outlet } from 'react-router';
import { useLeaveConfigurations } from '../modules/leave';
import { WorkspaceNavigation } from '../modules/workspaces';
import { loadCodeMessages } from '../platform/codeMessages';
import { useCurrentUser } from '../platform/currentUser';
import { LoadFailed } from '../ui/LoadFailed';
import { PageLoader } from '../ui/PageLoader';
import { AppHeader } from './AppHeader';
import { RealtimeProvider } from './RealtimeProvider';
import { SkipLink } from './SkipLink';

// The signed-in screens read every module's error codes, loaded beside the shell so that a module's codes do not
// weigh on every tool's first open; the pages before sign-in need only the platform's.
loadCodeMessages(() => import('./moduleCodeMessages').then((chunk) => chunk.CODE_MESSAGES));

const COLLAPSED_KEY = 'atrium.navigation.collapsed';
const CONTENT_ID = 'content';

function wasCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The signed-in shell: header bar over the left navigation and the page, with the personal socket open; waits
 * for the signed-in user and loads the leave configurations beside it (spec 4, app start). The error pages
 * render inside it too (`children`), so the header stays.
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { token } = theme.useToken();
  // A phone gives the page the whole width: the navigation folds away behind its trigger, the margins narrow.
  const isPhone = Grid.useBreakpoint().sm === false;
  const [collapsed, setCollapsed] = useState(wasCollapsed);
  const collapse = (next: boolean, type: 'clickTrigger' | 'responsive') => {
    setCollapsed(next);
    if (type === 'responsive') return;
    try {
      localStorage.setItem(COLLAPSED_KEY, next ? '1' : '0');
    } catch {
      // A browser without storage keeps the choice for this page only.
    }
  };
  const currentUser = useCurrentUser();
  useLeaveConfigurations();

  if (currentUser.isError) {
    return <LoadFailed error={currentUser.error} onRetry={() => currentUser.refetch()} />;
  }
  if (!currentUser.data) return <PageLoader />;
  return (
    <RealtimeProvider userId={currentUser.data.id}>
      <SkipLink targetId={CONTENT_ID} />
      <Layout style={{ minHeight: '100vh' }}>
        <AppHeader user={currentUser.data} />
        <Layout hasSider>
          <Layout.Sider
            collapsible
            collapsed={collapsed}
            onCollapse={collapse}
            breakpoint="lg"
            collapsedWidth={isPhone ? 0 : 80}
            width={232}
            theme="light"
            style={{
              borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
              position: 'sticky',
              top: 48,
              alignSelf: 'flex-start',
              height: 'calc(100vh - 48px)',
            }}
          >
            <WorkspaceNavigation collapsed={collapsed} />
          </Layout.Sider>
          {/* Focused by the skip link only, as the start of the page's Tab order; it is not a control. */}
          <Layout.Content
            id={CONTENT_ID}
            tabIndex={-1}
            style={{ padding: isPhone ? 12 : 24, minWidth: 0, outline: 'none' }}
          >
            {children ?? <Outlet />}
          </Layout.Content>
        </Layout>
      </Layout>
    </RealtimeProvider>
  );
}
