import type { CurrentUser } from '@atrium/contracts';
import { Flex, Layout, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { OrganizationLogo } from '../ui/OrganizationLogo';
import { HierarchyButton } from './header/HierarchyButton';
import { SalaryMaskToggle } from './header/SalaryMaskToggle';
import { useOrganization } from './OrganizationContext';
import { ProfileMenu } from './ProfileMenu';
import { DEFAULT_WORKSPACE_PATH } from './paths';

/** The header bar (spec 2.8): logo home to the default workspace, and the profile menu. */
export function AppHeader({ user }: { user: CurrentUser }) {
  const organization = useOrganization();
  const { token } = theme.useToken();
  return (
    <Layout.Header
      style={{
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        paddingInline: 16,
        height: 48,
        lineHeight: '48px',
      }}
    >
      <Flex align="center" justify="space-between" style={{ height: '100%' }}>
        <Flex align="center" gap={12}>
          <Link to={DEFAULT_WORKSPACE_PATH} aria-label="Home" style={{ display: 'flex' }}>
            <OrganizationLogo organization={organization} size={32} />
          </Link>
          <Typography.Text strong>{organization.name}</Typography.Text>
        </Flex>
        <Flex align="center" gap={4}>
          <HierarchyButton user={user} />
          <SalaryMaskToggle user={user} />
          <ProfileMenu user={user} />
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
