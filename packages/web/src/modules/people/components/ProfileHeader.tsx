import { UserOutlined } from '@ant-design/icons';
import type { EmployeeDetail } from '@atrium/contracts';
import { Avatar, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { EmployeeStatus } from './EmployeeStatus';

export const fullName = (person: { first_name: string; middle_name?: string; last_name: string }) =>
  [person.first_name, person.middle_name, person.last_name].filter(Boolean).join(' ');

interface ProfileHeaderProps {
  employee: EmployeeDetail;
  /** The heading; the employee's name unless told. */
  title?: string;
  /** Beside the photo, e.g. a button to change it. */
  photoAction?: ReactNode;
  /** Actions at the right: edit, change work details, activate or deactivate, history. */
  actions?: ReactNode;
}

/** Photo, name (or a title), code, designation, status badge and whether the user may sign in. */
export function ProfileHeader({ employee, title, photoAction, actions }: ProfileHeaderProps) {
  const name = fullName(employee);
  return (
    <Flex align="center" gap={16} wrap style={{ marginBottom: 16 }}>
      <Flex vertical align="center" gap={4}>
        <Avatar
          size={72}
          src={employee.photo ?? undefined}
          icon={<UserOutlined />}
          alt={`Photo of ${name}`}
        />
        {photoAction}
      </Flex>
      <Flex vertical gap={4}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title ?? name}
        </Typography.Title>
        <Typography.Text type="secondary">
          {[employee.designation?.name, employee.code].filter(Boolean).join(' · ')}
        </Typography.Text>
        <Flex gap={4}>
          <EmployeeStatus status={employee.status} />
          <Tag color={employee.is_active ? 'blue' : 'default'}>
            {employee.is_active ? 'Can sign in' : 'Inactive'}
          </Tag>
        </Flex>
      </Flex>
      {actions && (
        <Flex gap={8} wrap style={{ marginInlineStart: 'auto' }}>
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
