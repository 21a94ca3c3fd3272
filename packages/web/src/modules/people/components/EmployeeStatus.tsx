import { employeeStatusLabel } from '@atrium/contracts';
import { EmployeeStatusBadge } from '../../../ui/EmployeeStatusBadge';
import { StatusBadge } from '../../../ui/StatusBadge';

/** The status badge (spec 4): EXITED, ON NOTICE, SUSPENDED or CONTRACTOR in their colours, else as any status. */
export function EmployeeStatus({ status }: { status: string }) {
  if (employeeStatusLabel(status)) return <EmployeeStatusBadge status={status} />;
  return <StatusBadge status={status} />;
}

/** The statuses a list can be filtered by, as the badge names them. */
export const STATUS_FILTER_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'in-notice', label: 'On notice' },
  { value: 'suspension', label: 'Suspended' },
  { value: 'exited', label: 'Exited' },
];
