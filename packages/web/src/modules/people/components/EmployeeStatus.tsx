import { employeeStatusLabel } from '@atrium/contracts';
import { Tag } from 'antd';
import { EmployeeStatusBadge } from '../../../ui/EmployeeStatusBadge';

/** The status badge (spec 4): EXITED, ON NOTICE, SUSPENDED or CONTRACTOR in their colours, else the status in capitals. */
export function EmployeeStatus({ status }: { status: string }) {
  if (employeeStatusLabel(status)) return <EmployeeStatusBadge status={status} />;
  return <Tag color="success">{status.toUpperCase()}</Tag>;
}

/** The statuses a list can be filtered by, as the badge names them. */
export const STATUS_FILTER_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'in-notice', label: 'On notice' },
  { value: 'suspension', label: 'Suspended' },
  { value: 'exited', label: 'Exited' },
];
