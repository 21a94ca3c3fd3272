import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { LEAVE_KIND_LABELS, type LeaveType } from '@atrium/contracts';
import { Button, Flex, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { PAGE_SIZE } from '../../../platform/listOptions';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailed } from '../../../ui/LoadFailed';
import { StatusBadge } from '../../../ui/StatusBadge';
import { useLeaveTypePage } from '../leaveAdmin.api';
import { formatQuantity } from '../leaveFormat';
import { describeApplicability } from './ApplicabilityFields';
import { LeaveTypeFormModal } from './LeaveTypeFormModal';

function carryForwardOf(type: LeaveType): string {
  if (type.carry_forward_mode === 'none') return 'None';
  const amount =
    type.carry_forward_mode === 'percent'
      ? `${type.carry_forward_value}%`
      : formatQuantity(type.carry_forward_value, type.unit);
  return type.carry_forward_cap === null
    ? amount
    : `${amount}, at most ${formatQuantity(type.carry_forward_cap, type.unit)}`;
}

/** The leave types by code, paged on the server, each opened in the form to change it. */
export function LeaveTypesTab() {
  const [page, setPage] = useState(1);
  /** The type in the form: null for a new one, undefined when the form is closed. */
  const [editing, setEditing] = useState<LeaveType | null | undefined>(undefined);
  const types = useLeaveTypePage({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE, order_by: 'code' });

  const addButton = (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
      Add leave type
    </Button>
  );
  const columns: TableColumnsType<LeaveType> = [
    { title: 'Code', dataIndex: 'code', key: 'code' },
    { title: 'Name', dataIndex: 'name', key: 'name' },
    { title: 'Kind', key: 'kind', render: (_, type) => LEAVE_KIND_LABELS[type.kind] },
    {
      title: 'Per year',
      key: 'annual_quantity',
      render: (_, type) =>
        `${formatQuantity(type.annual_quantity, type.unit)}${type.accrual_mode === 'monthly' ? ', monthly' : ''}`,
    },
    { title: 'Carry forward', key: 'carry_forward', render: (_, type) => carryForwardOf(type) },
    {
      title: 'Applies to',
      key: 'applicability',
      render: (_, type) => describeApplicability(type.applicability),
    },
    {
      title: 'Status',
      key: 'is_active',
      render: (_, type) => (
        <StatusBadge
          status={type.is_active ? 'active' : 'inactive'}
          label={type.is_active ? 'Active' : 'Inactive'}
        />
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, type) => (
        <Button
          type="text"
          icon={<EditOutlined aria-hidden />}
          aria-label={`Edit ${type.name}`}
          onClick={() => setEditing(type)}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap={8}>
      <Flex justify="flex-end">{addButton}</Flex>
      {types.isError && !types.data ? (
        <LoadFailed variant="inline" error={types.error} onRetry={() => types.refetch()} />
      ) : (
        <Table<LeaveType>
          aria-label="Leave types"
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={types.data?.results ?? []}
          loading={types.isFetching}
          locale={{
            emptyText: types.data ? (
              <EmptyState description="There are no leave types yet." action={addButton} />
            ) : (
              <span />
            ),
          }}
          onChange={(pagination) => setPage(pagination.current ?? 1)}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: types.data?.count ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
          }}
          scroll={{ x: true }}
        />
      )}
      {editing !== undefined && (
        <LeaveTypeFormModal leaveType={editing} onClose={() => setEditing(undefined)} />
      )}
    </Flex>
  );
}
