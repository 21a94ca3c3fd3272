import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { DEFAULT_MESSAGES, type LeavePolicy } from '@atrium/contracts';
import { Button, Flex, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { messageForError } from '../../../platform/errorMessages';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useConfirmation } from '../../../ui/useConfirmation';
import { useNotify } from '../../../ui/useNotify';
import { LEAVE_MODULE } from '../leave.api';
import { useLeavePolicies, useLeaveTypePage, useRemoveLeavePolicy } from '../leaveAdmin.api';
import { describeApplicability } from './ApplicabilityFields';
import { LeavePolicyFormModal } from './LeavePolicyFormModal';

/** Every leave type, for naming them in the policies (an organisation has tens, not thousands). */
const ALL_TYPES = { limit: 500, offset: 0, order_by: 'code' };

/** The policies with their leave types, who they apply to and the approval chain; add, change, remove. */
export function LeavePoliciesTab() {
  const policies = useLeavePolicies();
  const types = useLeaveTypePage(ALL_TYPES);
  const remove = useRemoveLeavePolicy();
  const notify = useNotify();
  const [confirm, confirmation] = useConfirmation();
  const [editing, setEditing] = useState<LeavePolicy | null | undefined>(undefined);
  const typeNames = new Map((types.data?.results ?? []).map((type) => [type.id, type.name]));
  const typeOptions = (types.data?.results ?? []).map((type) => ({
    value: type.id,
    label: `${type.name} (${type.code})${type.is_active ? '' : ' — inactive'}`,
  }));

  const askToRemove = (policy: LeavePolicy) =>
    confirm({
      title: `Delete policy ${policy.name}?`,
      content:
        'Who may take which leave type is worked out again from the remaining policies. This cannot be undone.',
      confirmText: 'Delete',
      isDanger: true,
      onConfirm: () =>
        remove.mutateAsync(policy.id).then(
          () => notify('success', DEFAULT_MESSAGES.success),
          (error: unknown) => {
            notify('error', messageForError(error, LEAVE_MODULE));
            throw error;
          },
        ),
    });

  const addButton = (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
      Add policy
    </Button>
  );
  const columns: TableColumnsType<LeavePolicy> = [
    { title: 'Name', dataIndex: 'name', key: 'name' },
    {
      title: 'Leave types',
      key: 'types',
      render: (_, policy) => policy.leave_type_ids.map((id) => typeNames.get(id) ?? `#${id}`).join(', '),
    },
    {
      title: 'Applies to',
      key: 'applies_to',
      render: (_, policy) => describeApplicability(policy.applies_to),
    },
    {
      title: 'Approval',
      key: 'approval',
      render: (_, policy) => (policy.requires_second_approval ? 'Manager, then HR' : 'Manager'),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, policy) => (
        <Flex gap={4}>
          <Button
            type="text"
            icon={<EditOutlined aria-hidden />}
            aria-label={`Edit ${policy.name}`}
            onClick={() => setEditing(policy)}
          />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={`Delete ${policy.name}`}
            onClick={() => askToRemove(policy)}
          />
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={8}>
      <Flex justify="flex-end">{addButton}</Flex>
      {policies.isError && !policies.data ? (
        <LoadFailed variant="inline" error={policies.error} onRetry={() => policies.refetch()} />
      ) : (
        <Table<LeavePolicy>
          aria-label="Leave policies"
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={policies.data?.results ?? []}
          loading={policies.isFetching}
          pagination={false}
          locale={{
            emptyText: policies.data ? (
              <EmptyState
                description="There are no policies yet; every leave type applies by its own rules."
                action={addButton}
              />
            ) : (
              <span />
            ),
          }}
          scroll={{ x: true }}
        />
      )}
      {editing !== undefined && (
        <LeavePolicyFormModal
          policy={editing}
          leaveTypes={typeOptions}
          onClose={() => setEditing(undefined)}
        />
      )}
      {confirmation}
    </Flex>
  );
}
