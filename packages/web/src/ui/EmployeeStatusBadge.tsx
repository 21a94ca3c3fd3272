import { type EmployeeStatusColor, employeeStatusColor, employeeStatusLabel } from '@atrium/contracts';
import { Tag, type TagProps } from 'antd';
import { BADGE_STYLE } from './StatusBadge';

const EMPLOYEE_TAG_COLORS: Record<EmployeeStatusColor, NonNullable<TagProps['color']>> = {
  warning: 'warning',
  danger: 'error',
  purple: 'purple',
};

/** The tag beside an employee (spec 4): EXITED, ON NOTICE, SUSPENDED or CONTRACTOR; nothing otherwise. */
export function EmployeeStatusBadge({ status }: { status: string }) {
  const label = employeeStatusLabel(status);
  if (!label) return null;
  const color = employeeStatusColor(status);
  return (
    <Tag color={color ? EMPLOYEE_TAG_COLORS[color] : undefined} style={BADGE_STYLE}>
      {label}
    </Tag>
  );
}
