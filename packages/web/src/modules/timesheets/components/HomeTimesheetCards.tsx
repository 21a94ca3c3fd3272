import {
  approvesTimesheets,
  formatTimeSpent,
  keepsTimesheet,
  TIMESHEET_STATUS_TEXTS,
} from '@atrium/contracts';
import { Card, Flex, Skeleton, Statistic } from 'antd';
import { Link } from 'react-router';
import { toolLink } from '../../../platform/tools/toolLink';
import { useCan } from '../../../platform/useCan';
import { StatusBadge } from '../../../ui/StatusBadge';
import { useApprovals, useMyWeek } from '../timesheets.api';

/** On the home, for those who keep a timesheet: this week's time so far, its status, and the way to it. */
export function MyWeekCard() {
  const keeps = useCan(keepsTimesheet);
  const week = useMyWeek(undefined, keeps);
  if (!keeps || week.isError) return null;
  const logged = (week.data?.rows ?? []).reduce(
    (sum, row) => sum + row.minutes.reduce((line, minutes) => line + minutes, 0),
    0,
  );
  return (
    <Card
      size="small"
      title="My timesheet this week"
      style={{ height: '100%' }}
      extra={<Link to={toolLink('timesheet', { tab: 'mine' })}>Open my timesheet</Link>}
    >
      {!week.data ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Flex align="center" justify="space-between" gap={8} wrap>
          <Statistic title="Time logged" value={formatTimeSpent(logged) || '0h'} />
          <StatusBadge status={week.data.status} label={TIMESHEET_STATUS_TEXTS[week.data.status]} />
        </Flex>
      )}
    </Card>
  );
}

/** On the home, for approvers: how many lines of timesheets wait for their decision; nothing if none. */
export function TimesheetApprovalsCard() {
  const approves = useCan(approvesTimesheets);
  const waiting = useApprovals({ status: 'submitted', limit: 1, offset: 0 }, approves).data?.count ?? 0;
  if (!approves || waiting === 0) return null;
  return (
    <Card size="small" title="Timesheets to approve" style={{ height: '100%' }}>
      <Flex vertical gap={8} align="start">
        <Statistic
          title="Lines to approve"
          value={waiting}
          valueStyle={{ color: 'var(--ant-color-warning)' }}
        />
        <Link to={toolLink('timesheet', { tab: 'approvals' })}>Open the timesheets to approve</Link>
      </Flex>
    </Card>
  );
}
