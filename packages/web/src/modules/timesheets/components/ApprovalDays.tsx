import {
  type ApprovalRow,
  type Decision,
  formatTimeSpent,
  nextTimesheetStatus,
  TIMESHEET_STATUS_TEXTS,
} from '@atrium/contracts';
import { Button, Flex, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { displayDate } from '../../../platform/displayDate';
import { StatusBadge } from '../../../ui/StatusBadge';

const DAY_ACTIONS: readonly { decision: Decision['decision']; label: string }[] = [
  { decision: 'approve', label: 'Approve' },
  { decision: 'reject', label: 'Reject' },
  { decision: 'reopen', label: 'Reopen' },
  { decision: 'skip', label: 'Skip' },
];

interface ApprovalDaysProps {
  row: ApprovalRow;
  /** While a decision is saved, no other is offered. */
  busy: boolean;
  onDecide(decision: Decision['decision'], date: string): void;
}

/** A line's days, each with its time and status and the decisions its status allows (the state machine's). */
export function ApprovalDays({ row, busy, onDecide }: ApprovalDaysProps) {
  return (
    <ul aria-label={`Days of ${row.code}`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {row.days.map((day) => (
        <li key={day.date} style={{ padding: '4px 0' }}>
          <Flex align="center" gap={12} wrap>
            <Typography.Text style={{ width: 130 }}>
              {dayjs(day.date).format('ddd')} {displayDate(day.date)}
            </Typography.Text>
            <Typography.Text style={{ width: 60, textAlign: 'right' }}>
              {formatTimeSpent(day.minutes) || '0'}
            </Typography.Text>
            <StatusBadge status={day.status} label={TIMESHEET_STATUS_TEXTS[day.status]} />
            <Space size={4}>
              {DAY_ACTIONS.filter(({ decision }) => nextTimesheetStatus(day.status, decision)).map(
                ({ decision, label }) => (
                  <Button
                    key={decision}
                    size="small"
                    danger={decision === 'reject'}
                    disabled={busy}
                    aria-label={`${label} ${displayDate(day.date)}`}
                    onClick={() => onDecide(decision, day.date)}
                  >
                    {label}
                  </Button>
                ),
              )}
            </Space>
          </Flex>
        </li>
      ))}
    </ul>
  );
}
