import { PlusOutlined } from '@ant-design/icons';
import { isLeaveAdmin } from '@atrium/contracts';
import { Button, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { displayDate } from '../../platform/displayDate';
import { toolLink } from '../../platform/tools/toolLink';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useCan } from '../../platform/useCan';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailed } from '../../ui/LoadFailed';
import { useFailedLoadAsPageState } from '../../ui/PageStateContext';
import { LeaveBalanceCards } from './components/LeaveBalanceCards';
import { LedgerTable } from './components/LedgerTable';
import { useLeaveBalances } from './leave.api';

/**
 * 'my-leaves' (Leave Profile): the signed-in employee's balance per leave type in the active leave year;
 * a type's ledger explains its balance entry by entry.
 */
export function MyLeavesTool(_props: ToolProps) {
  const navigate = useNavigate();
  const balances = useLeaveBalances();
  const isAdmin = useCan(isLeaveAdmin);
  useFailedLoadAsPageState(balances.error);
  const [selectedTypeId, setSelectedTypeId] = useState<number | undefined>();

  if (balances.isError && !balances.data)
    return <LoadFailed variant="inline" error={balances.error} onRetry={() => balances.refetch()} />;
  if (!balances.data) return <Skeleton active />;
  const { year, results } = balances.data;
  const selected = results.find((balance) => balance.leave_type.id === selectedTypeId);
  const apply = (leaveTypeId?: number) =>
    navigate(toolLink('leave-request-form', leaveTypeId ? { leave_type_id: leaveTypeId } : {}));

  if (!year || results.length === 0)
    return (
      <EmptyState
        description={
          year
            ? 'No leave type applies to you yet. Your leave administrator sets them up.'
            : 'No leave year is open yet. Your leave administrator opens one.'
        }
        action={
          isAdmin && (
            <Link to={toolLink('lms-settings', year ? { tab: 'types' } : {})}>
              Open Leave Management Admin
            </Link>
          )
        }
      />
    );

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">
          Leave year {displayDate(year.start_date)} – {displayDate(year.end_date)}
        </Typography.Text>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => apply(selected?.leave_type.id)}
        >
          Apply leave
        </Button>
      </Flex>
      <LeaveBalanceCards
        balances={results}
        selectedTypeId={selected?.leave_type.id}
        onSelect={(id) => setSelectedTypeId((current) => (current === id ? undefined : id))}
      />
      {selected ? (
        <section aria-label={`${selected.leave_type.name} ledger`}>
          <Typography.Title level={5}>How your {selected.leave_type.name} balance adds up</Typography.Title>
          <LedgerTable
            leaveTypeId={selected.leave_type.id}
            unit={selected.leave_type.unit}
            label={`${selected.leave_type.name} ledger`}
          />
        </section>
      ) : (
        <Typography.Text type="secondary">
          Open a leave type’s ledger to see how its balance adds up.
        </Typography.Text>
      )}
    </Flex>
  );
}
