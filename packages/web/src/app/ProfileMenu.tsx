import { UserOutlined } from '@ant-design/icons';
import { type CurrentUser, canSeeMyProfile } from '@atrium/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { signOut } from '../modules/accounts';
import { useOrganization } from '../platform/OrganizationContext';
import { MY_PROFILE_PATH, SIGN_IN_PATH } from '../platform/paths';

/** The Access Tokens tool, where everyone makes and revokes their own API tokens. */
const ACCESS_TOKENS_PATH = '/access-tokens';

export function ProfileMenu({ user }: { user: CurrentUser }) {
  const organization = useOrganization();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const items: MenuProps['items'] = [
    ...(canSeeMyProfile(user) ? [{ key: 'my-profile', label: 'My profile' }] : []),
    { key: 'access-tokens', label: 'Access tokens' },
    { key: 'sign-out', label: 'Sign out' },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'my-profile') navigate(MY_PROFILE_PATH);
    if (key === 'access-tokens') navigate(ACCESS_TOKENS_PATH);
    if (key === 'sign-out') {
      navigate(SIGN_IN_PATH, { replace: true });
      void signOut(queryClient, organization.id);
    }
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" shape="circle" aria-label="Profile menu" style={{ padding: 0 }}>
        <Avatar size="small" src={user.photo ?? undefined} icon={<UserOutlined />} alt="" />
      </Button>
    </Dropdown>
  );
}
