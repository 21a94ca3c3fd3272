import type { CurrentUser } from '@atrium/contracts';
import { Flex, Grid, Layout, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { NotificationBell } from '../modules/notifications';
import { WorkspaceSearch } from '../modules/search';
import { TaskTray } from '../modules/tasks';
import { useOrganization } from '../platform/OrganizationContext';
import { DEFAULT_WORKSPACE_PATH } from '../platform/paths';
import { tourTarget } from '../platform/tourTargets';
import { OrganizationLogo } from '../ui/OrganizationLogo';
import { HierarchyButton } from './header/HierarchyButton';
import { SalaryMaskToggle } from './header/SalaryMaskToggle';
import { ProfileMenu } from './ProfileMenu';

/** Above the page as it scrolls under the header; below AntD's popups (1000 and up), so menus open over it. */
const HEADER_Z_INDEX = 10;

/**
 * The header bar (spec 2.8): logo home to the default workspace, organisation name and workspace search on the
 * left; hierarchy shortcut, salary toggle, background-task tray, notifications and the profile menu on the
 * right. The first-visit tour (spec 2.9) that walks through it is given on the workspaces it is meant for
 * (WorkspacePage), so a tool page does not load it. It stays on screen as the page scrolls: search is always a key
 * press away, and the tour never has to move the page to point at it.
 */
export function AppHeader({ user }: { user: CurrentUser }) {
  const organization = useOrganization();
  const { token } = theme.useToken();
  // On a phone the logo stands for the organisation: its name would leave the search no room.
  const hasRoomForName = Grid.useBreakpoint().md !== false;
  return (
    <Layout.Header
      style={{
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        paddingInline: 16,
        height: 48,
        lineHeight: '48px',
        position: 'sticky',
        top: 0,
        zIndex: HEADER_Z_INDEX,
      }}
    >
      <Flex align="center" justify="space-between" gap={16} style={{ height: '100%' }}>
        <Flex align="center" gap={12} style={{ flex: 1, minWidth: 0 }}>
          <Link
            to={DEFAULT_WORKSPACE_PATH}
            aria-label="Home"
            style={{ display: 'flex' }}
            {...tourTarget('home')}
          >
            <OrganizationLogo organization={organization} size={32} />
          </Link>
          {hasRoomForName && (
            <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
              {organization.name}
            </Typography.Text>
          )}
          <WorkspaceSearch />
        </Flex>
        <Flex align="center" gap={4}>
          <HierarchyButton user={user} />
          <SalaryMaskToggle user={user} />
          <TaskTray />
          <NotificationBell />
          <span {...tourTarget('profile-menu')} style={{ display: 'flex' }}>
            <ProfileMenu user={user} />
          </span>
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
