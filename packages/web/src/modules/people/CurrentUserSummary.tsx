import { UserOutlined } from '@ant-design/icons';
import { type CurrentUser, displayName } from '@atrium/contracts';
import { Avatar, Descriptions, type DescriptionsProps, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { capitalise } from '../../platform/formFields';
import { useUnitLabels } from '../../platform/unitLabels';
import { RecordHistory } from '../audit';

/** The user's roles as tags, or nothing when they have none. */
export function RoleTags({ user }: { user: CurrentUser }) {
  const roles = user.role_objects.length > 0 ? user.role_objects : user.roles.map((id) => ({ id, name: id }));
  if (roles.length === 0) return null;
  return (
    <Flex wrap gap={4}>
      {roles.map((role) => (
        <Tag key={role.id}>{role.name}</Tag>
      ))}
    </Flex>
  );
}

/** Only what the user record holds: rows without a value are left out rather than filled in. */
function summaryItems(user: CurrentUser, departmentLabel: string): DescriptionsProps['items'] {
  const rows: { key: string; label: string; value: ReactNode }[] = [
    { key: 'name', label: 'Name', value: displayName(user) },
    { key: 'email', label: 'Email', value: user.email },
    { key: 'designation', label: 'Designation', value: user.employee_info?.designation?.name },
    { key: 'department', label: departmentLabel, value: user.employee_info?.department?.name },
    { key: 'roles', label: 'Roles', value: user.roles.length > 0 ? <RoleTags user={user} /> : undefined },
  ];
  return rows
    .filter((row) => row.value !== undefined && row.value !== null && row.value !== '')
    .map(({ key, label, value }) => ({ key, label, children: value }));
}

/** 'Welcome, Grace': the signed-in user greeted by first name. */
export function welcomeTitle(user: CurrentUser): string {
  return `Welcome, ${user.first_name ? capitalise(user.first_name) : displayName(user)}`;
}

/** The signed-in user's own record: a welcome by first name, then what the record holds. */
export function CurrentUserSummary({ user }: { user: CurrentUser }) {
  const labels = useUnitLabels();
  return (
    <>
      <Flex align="center" gap={16} style={{ marginBottom: 16 }}>
        <Avatar size={56} src={user.photo ?? undefined} icon={<UserOutlined />} alt="" />
        <Typography.Title level={2} style={{ margin: 0 }}>
          {welcomeTitle(user)}
        </Typography.Title>
        <span style={{ marginInlineStart: 'auto' }}>
          <RecordHistory viewer={user} entityType="user" entityId={user.id} title={displayName(user)} />
        </span>
      </Flex>
      <Descriptions column={1} items={summaryItems(user, labels.department)} />
    </>
  );
}
