import { StarFilled } from '@ant-design/icons';
import { type CurrentUser, displayName } from '@atrium/contracts';
import { Flex, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { EmployeeStatusBadge } from './EmployeeStatusBadge';

export interface Person {
  first_name: string;
  last_name: string;
  designation?: string | null;
  /** Employee status; only exit and exited are shown here. */
  status?: string | null;
  is_contractor?: boolean;
}

interface PersonBlockProps {
  person: Person;
  /** The signed-in user's type: only employees get the name as a link. */
  viewerUserType: CurrentUser['user_type'];
  profilePath: string;
  isProjectOwner?: boolean;
}

const EXITED_STATUSES = new Set(['exit', 'exited']);

/** The one status a person block shows: contractor, or exited. */
function shownStatus({ status, is_contractor }: Person): string | null {
  if (is_contractor || status?.toLowerCase() === 'contractor') return 'contractor';
  return status && EXITED_STATUSES.has(status.toLowerCase()) ? status : null;
}

/** A person on a project (spec 2.10): name, contractor or exited status, designation, owner star. */
export function PersonBlock({
  person,
  viewerUserType,
  profilePath,
  isProjectOwner = false,
}: PersonBlockProps) {
  const { token } = theme.useToken();
  const name = displayName({ ...person, is_superuser: false });
  const status = shownStatus(person);
  return (
    <Flex vertical gap={2}>
      <Flex align="center" gap={6} wrap>
        {viewerUserType === 'employee' ? (
          <Link to={profilePath}>{name}</Link>
        ) : (
          <Typography.Text>{name}</Typography.Text>
        )}
        {isProjectOwner && <StarFilled aria-label="Project owner" style={{ color: token.colorWarning }} />}
        {status && <EmployeeStatusBadge status={status} />}
      </Flex>
      {person.designation && (
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {person.designation}
        </Typography.Text>
      )}
    </Flex>
  );
}
