import { ApartmentOutlined } from '@ant-design/icons';
import { type CurrentUser, canSeeHierarchyButton } from '@atrium/contracts';
import { Button, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { actorOf } from '../../platform/actor';
import { EMPLOYEE_HIERARCHY_PATH } from '../../platform/paths';

/** The organisation hierarchy shortcut, for the CEO, employee managers and reporting managers (spec 6). */
export function HierarchyButton({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  if (!canSeeHierarchyButton(actorOf(user))) return null;
  return (
    <Tooltip title="Organisation hierarchy">
      <Button
        type="text"
        aria-label="Organisation hierarchy"
        icon={<ApartmentOutlined />}
        onClick={() => navigate(EMPLOYEE_HIERARCHY_PATH)}
      />
    </Tooltip>
  );
}
