import { UserOutlined } from '@ant-design/icons';
import { Avatar, Flex } from 'antd';
import { Link } from 'react-router';
import { ProfileHoverCard } from '../../../ui/ProfileHoverCard';
import { profilePath } from '../employeeLinks';

interface EmployeeNameProps {
  id: number;
  firstName: string;
  lastName: string;
  photo?: string | null;
}

/** Photo and name, linking to the profile; hovering (or focusing) the name shows the profile card. */
export function EmployeeName({ id, firstName, lastName, photo }: EmployeeNameProps) {
  const name = `${firstName} ${lastName}`.trim();
  return (
    <Flex align="center" gap={8}>
      <Avatar size="small" src={photo ?? undefined} icon={<UserOutlined />} alt="" />
      <ProfileHoverCard employeeId={id}>
        <Link to={profilePath(id)}>{name}</Link>
      </ProfileHoverCard>
    </Flex>
  );
}
