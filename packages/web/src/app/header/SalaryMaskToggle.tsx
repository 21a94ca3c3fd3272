import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { type CurrentUser, canSeeSalaryMaskToggle } from '@atrium/contracts';
import { Button, Tooltip } from 'antd';
import { useParams } from 'react-router';
import { actorOf } from '../../platform/actor';
import { setSalaryShown, useSalaryShown } from '../../platform/salaryMask';

/** Shows or masks salary figures; only inside the salary and project-overview workspaces, to the roles of spec 6. */
export function SalaryMaskToggle({ user }: { user: CurrentUser }) {
  const { id: workspace = '' } = useParams();
  const isShown = useSalaryShown();
  if (!canSeeSalaryMaskToggle(actorOf(user), workspace)) return null;
  const label = isShown ? 'Mask salaries' : 'Show salaries';
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        aria-pressed={isShown}
        icon={isShown ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        onClick={() => setSalaryShown(!isShown)}
      />
    </Tooltip>
  );
}
