import { LEAVE_REQUEST_STATUS_LABELS, type TeamLeave } from '@atrium/contracts';
import { Button, Table, type TableProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { displayDate } from '../../../platform/displayDate';

interface TeamLeaveGridProps {
  days: readonly Dayjs[];
  leaves: readonly TeamLeave[];
  today: string;
  onOpen(requestId: number): void;
}

interface EmployeeRow {
  id: number;
  name: string;
  code: string;
  leaves: TeamLeave[];
}

const STATUS_BUTTON: Readonly<Record<TeamLeave['status'], 'primary' | 'dashed' | 'default'>> = {
  approved: 'primary',
  pending: 'dashed',
  cancellation_requested: 'default',
  rejected: 'default',
  cancelled: 'default',
};

const isoOf = (day: Dayjs) => day.format('YYYY-MM-DD');

function rowsOf(leaves: readonly TeamLeave[]): EmployeeRow[] {
  const rows = new Map<number, EmployeeRow>();
  for (const leave of leaves) {
    const row = rows.get(leave.employee.id) ?? { ...leave.employee, leaves: [] };
    row.leaves.push(leave);
    rows.set(leave.employee.id, row);
  }
  return [...rows.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Which part of `date` the leave takes: none, a half (its first or last day), or the whole day. */
function partOf(leave: TeamLeave, date: string): 'none' | 'half' | 'full' {
  if (date < leave.start_date || date > leave.end_date) return 'none';
  const isHalf =
    (date === leave.start_date && leave.start_half) || (date === leave.end_date && leave.end_half);
  return isHalf ? 'half' : 'full';
}

/** Employees down, days across; each leave day is a button that opens the request (solid when approved). */
export function TeamLeaveGrid({ days, leaves, today, onOpen }: TeamLeaveGridProps) {
  const dayColumns: NonNullable<TableProps<EmployeeRow>['columns']> = days.map((day) => {
    const date = isoOf(day);
    const isToday = date === today;
    return {
      key: date,
      align: 'center' as const,
      width: 64,
      title: (
        <time
          dateTime={date}
          title={`${displayDate(date)}${isToday ? ' (today)' : ''}`}
          style={isToday ? { fontWeight: 700 } : undefined}
        >
          {day.format('ddd')}
          <br />
          {day.format('DD')}
        </time>
      ),
      onCell: () => (isToday ? { style: { background: 'var(--ant-color-primary-bg)' } } : {}),
      render: (_: unknown, row: EmployeeRow) =>
        row.leaves.map((leave) => {
          const part = partOf(leave, date);
          if (part === 'none') return null;
          const label = `${row.name}: ${leave.leave_type.name}${part === 'half' ? ' (half day)' : ''}, ${LEAVE_REQUEST_STATUS_LABELS[leave.status]}, ${displayDate(date)}`;
          return (
            <Button
              key={leave.request_id}
              size="small"
              type={STATUS_BUTTON[leave.status]}
              title={label}
              aria-label={label}
              onClick={() => onOpen(leave.request_id)}
            >
              {leave.leave_type.code}
              {part === 'half' ? ' ½' : ''}
            </Button>
          );
        }),
    };
  });

  return (
    <Table<EmployeeRow>
      aria-label="Team leave calendar"
      rowKey="id"
      size="small"
      bordered
      pagination={false}
      dataSource={rowsOf(leaves)}
      columns={[
        {
          title: 'Employee',
          key: 'employee',
          fixed: 'left',
          width: 200,
          render: (_, row) => `${row.name} (${row.code})`,
        },
        ...dayColumns,
      ]}
      scroll={{ x: 'max-content' }}
    />
  );
}
