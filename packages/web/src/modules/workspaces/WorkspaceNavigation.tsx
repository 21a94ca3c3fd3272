import {
  AppstoreOutlined,
  CalendarOutlined,
  DollarOutlined,
  HomeOutlined,
  ProjectOutlined,
  RiseOutlined,
  SettingOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import {
  DEFAULT_WORKSPACE_NAME,
  navGroupOf,
  WORKSPACE_NAV_GROUPS,
  type WorkspaceSummary,
} from '@atrium/contracts';
import { Menu, type MenuProps, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useNavigationWorkspaces } from './workspaces.api';

type MenuItem = Required<MenuProps>['items'][number];

const GROUP_ICONS: Readonly<Record<(typeof WORKSPACE_NAV_GROUPS)[number], ReactNode>> = {
  Home: <HomeOutlined />,
  'My work': <UserOutlined />,
  Leaves: <CalendarOutlined />,
  People: <TeamOutlined />,
  Hiring: <SolutionOutlined />,
  'Projects and resources': <ProjectOutlined />,
  Sales: <RiseOutlined />,
  Finance: <DollarOutlined />,
  Administration: <SettingOutlined />,
};

/** The workspace a path shows: /workspace/{name}, or the home for / and /dashboard. */
export function workspaceOfPath(pathname: string): string | null {
  const match = /^\/workspace\/([^/]+)/.exec(pathname);
  if (match?.[1]) return decodeURIComponent(match[1]);
  return pathname === '/' || pathname === '/dashboard' ? DEFAULT_WORKSPACE_NAME : null;
}

/** Grouped under headings; collapsed to icons, the headings would not fit and the items stand alone. */
function itemsOf(workspaces: readonly WorkspaceSummary[], collapsed: boolean): MenuItem[] {
  const open = workspaces.filter((workspace) => workspace.is_enabled);
  return WORKSPACE_NAV_GROUPS.flatMap((group): MenuItem[] => {
    const members = open.filter((workspace) => navGroupOf(workspace.name) === group);
    if (members.length === 0) return [];
    const children = members.map((workspace) => ({
      key: workspace.name,
      icon: GROUP_ICONS[group] ?? <AppstoreOutlined />,
      label: <Link to={`/workspace/${encodeURIComponent(workspace.name)}`}>{workspace.display_name}</Link>,
    }));
    return collapsed ? children : [{ type: 'group', key: `group:${group}`, label: group, children }];
  });
}

/**
 * The left navigation: the workspaces the signed-in role may open (the server's explore list, which leaves
 * out workspaces holding nothing built for the role), grouped, the current one highlighted.
 */
export function WorkspaceNavigation({ collapsed = false }: { collapsed?: boolean }) {
  const location = useLocation();
  const workspaces = useNavigationWorkspaces();
  const current = workspaceOfPath(location.pathname);
  const byName = (workspaces.data?.results ?? []).find((workspace) => String(workspace.id) === current);

  if (!workspaces.data) {
    return workspaces.isError ? null : <Skeleton active paragraph={{ rows: 6 }} style={{ padding: 16 }} />;
  }
  return (
    // Below the 48 px header and above the 48 px collapse trigger, the list scrolls on its own.
    <nav aria-label="Workspaces" style={{ maxHeight: 'calc(100vh - 96px)', overflowY: 'auto' }}>
      <Menu
        mode="inline"
        inlineCollapsed={collapsed}
        selectedKeys={current ? [byName?.name ?? current] : []}
        items={itemsOf(workspaces.data.results, collapsed)}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}
