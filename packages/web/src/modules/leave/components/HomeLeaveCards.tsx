import { Button, Card, Flex, Skeleton, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { useActor } from '../../../platform/useCan';
import { useLeaveBalances, useLeaveRequestPage } from '../leave.api';
import { formatQuantity, needsNoBalance } from '../leaveFormat';

const LEAVES_PATH = '/workspace/leaves';
const TO_APPROVE_PATH = `${LEAVES_PATH}?tools_data=${encodeURIComponent(
  JSON.stringify({ 'leave-request-list': { scope: 'to_approve' } }),
)}`;

/** On the home: how many leave requests wait for the user's decision, with the way to them; nothing if none. */
export function LeaveApprovalsCard() {
  const waiting = useLeaveRequestPage({ scope: 'to_approve', limit: 1, offset: 0 }).data?.count ?? 0;
  if (waiting === 0) return null;
  return (
    <Card size="small" title="Waiting for you" style={{ height: '100%' }}>
      <Flex vertical gap={8} align="start">
        <Statistic
          title="Leave requests to approve"
          value={waiting}
          valueStyle={{ color: 'var(--ant-color-warning)' }}
        />
        <Link to={TO_APPROVE_PATH}>Open the requests to approve</Link>
      </Flex>
    </Card>
  );
}

/** On the home: what the user has left of each leave type, and the way to apply; only for people with leave. */
export function LeaveBalanceSummaryCard() {
  const actor = useActor();
  const hasLeave = actor?.employee_id != null;
  const balances = useLeaveBalances(null, { enabled: hasLeave });
  if (!hasLeave || balances.isError) return null;
  const shown = (balances.data?.results ?? []).filter((balance) => !needsNoBalance(balance));
  return (
    <Card
      size="small"
      title="My leave balance"
      style={{ height: '100%' }}
      extra={
        <Link to={LEAVES_PATH}>
          <Button size="small" type="link">
            Leaves
          </Button>
        </Link>
      }
    >
      {!balances.data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : shown.length === 0 ? (
        <Typography.Text type="secondary">No leave types apply to you this year.</Typography.Text>
      ) : (
        <dl
          style={{ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: '4px 16px' }}
        >
          {shown.map((balance) => (
            <div key={balance.leave_type.id} style={{ display: 'contents' }}>
              <dt style={{ overflowWrap: 'anywhere' }}>{balance.leave_type.name}</dt>
              <dd style={{ margin: 0, fontWeight: 600, whiteSpace: 'nowrap' }}>
                {formatQuantity(balance.available, balance.leave_type.unit)}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
