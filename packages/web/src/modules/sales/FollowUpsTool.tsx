import { FOLLOW_UP_SORTABLE, type FollowUp, formatDisplayDate } from '@atrium/contracts';
import { Button, Flex, Select, type TableProps, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { messageForError } from '../../platform/errorMessages';
import { listOptions } from '../../platform/listOptions';
import { toolLink } from '../../platform/tools/toolLink';
import { textOption, withOptions } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { ServerListScreen } from '../../ui/ServerListScreen';
import { StatusBadge } from '../../ui/StatusBadge';
import { useConfirmation } from '../../ui/useConfirmation';
import { useNotify } from '../../ui/useNotify';
import { useCompleteFollowUp, useDeleteFollowUp, useFollowUpPage } from './sales.api';

// The form to add one loads when first opened, not with the list.
const AddFollowUpModal = lazy(() =>
  import('./components/AddFollowUpModal').then((m) => ({ default: m.AddFollowUpModal })),
);

const MODULE = 'sales';
const SHOWN = [
  { label: 'Open', value: 'open' },
  { label: 'Overdue', value: 'overdue' },
  { label: 'Done', value: 'done' },
  { label: 'All', value: 'all' },
];

const day = (date: string) => formatDisplayDate(new Date(`${date}T00:00:00`));

/** 'follow-ups' (Follow Ups): the caller's own follow-ups, soonest due first, the overdue marked. */
export function FollowUpsTool(props: ToolProps) {
  return <FollowUpList {...props} scope="mine" />;
}

/** 'all-follow-ups' (Follow Ups): every follow-up the caller may see (the sales head every one), with its owner. */
export function AllFollowUpsTool(props: ToolProps) {
  return <FollowUpList {...props} scope="all" />;
}

function FollowUpList({ options, onOptionsChange, scope }: ToolProps & { scope: 'mine' | 'all' }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [confirm, dialog] = useConfirmation();
  const [adding, setAdding] = useState(false);
  const complete = useCompleteFollowUp();
  const remove = useDeleteFollowUp();
  const list = listOptions<FollowUp>(options, onOptionsChange, FOLLOW_UP_SORTABLE);
  const shown = textOption(options, 'shown') ?? 'open';
  const followUps = useFollowUpPage({
    ...list.query,
    scope,
    status: shown === 'open' || shown === 'done' ? shown : undefined,
    overdue: shown === 'overdue' ? true : undefined,
  });

  const ask = (followUp: FollowUp, action: 'complete' | 'delete') =>
    confirm({
      title: action === 'complete' ? 'Complete follow-up' : 'Delete follow-up',
      content: `Due ${day(followUp.due_date)}: ${followUp.notes}`,
      confirmText: action === 'complete' ? 'Complete' : 'Delete',
      isDanger: action === 'delete',
      onConfirm: () =>
        (action === 'complete' ? complete : remove).mutateAsync(followUp.id).then(
          () => notify('success', action === 'complete' ? 'Follow-up completed' : 'Follow-up deleted'),
          (error: unknown) => {
            notify('error', messageForError(error, MODULE));
            throw error;
          },
        ),
    });

  const about = (followUp: FollowUp) => {
    const { opportunity, client, contact } = followUp;
    const open = (link: string) => (event: { preventDefault(): void }) => {
      event.preventDefault();
      navigate(link);
    };
    if (opportunity) {
      const link = toolLink('opportunity-detail', { id: opportunity.id });
      return (
        <a href={link} onClick={open(link)}>
          {opportunity.code} {opportunity.name}
        </a>
      );
    }
    if (client) {
      const link = toolLink('client-detail', { id: client.id });
      return (
        <a href={link} onClick={open(link)}>
          {client.name}
        </a>
      );
    }
    return contact?.name ?? '—';
  };

  const columns: TableProps<FollowUp>['columns'] = [
    {
      title: 'Due',
      key: 'due_date',
      sorter: true,
      sortOrder: list.sortOrder('due_date'),
      render: (_, followUp) => (
        <Flex gap={4} align="center" wrap>
          {day(followUp.due_date)}
          {followUp.is_overdue && <Tag color="error">Overdue</Tag>}
        </Flex>
      ),
    },
    { title: 'About', key: 'about', render: (_, followUp) => about(followUp) },
    { title: 'Notes', dataIndex: 'notes', key: 'notes' },
    ...(scope === 'all'
      ? [{ title: 'Owner', key: 'owner', render: (_: unknown, followUp: FollowUp) => followUp.owner.name }]
      : []),
    {
      title: 'Status',
      key: 'status',
      render: (_, followUp) => (
        <StatusBadge
          status={followUp.status === 'done' ? 'completed' : 'open'}
          label={followUp.status === 'done' ? 'Done' : 'Open'}
        />
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, followUp) => (
        <Flex gap={4} wrap>
          {followUp.status === 'open' && (
            <Button size="small" onClick={() => ask(followUp, 'complete')}>
              Complete
            </Button>
          )}
          <Button size="small" danger onClick={() => ask(followUp, 'delete')}>
            Delete
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <ServerListScreen<FollowUp>
      label="Follow-ups"
      columns={columns}
      result={followUps}
      list={list}
      emptyText={shown === 'overdue' ? 'Nothing is overdue.' : 'No follow-ups here.'}
      filters={
        <Flex gap={8} align="center">
          <label htmlFor={`follow-ups-${scope}-shown`}>Show</label>
          <Select
            id={`follow-ups-${scope}-shown`}
            style={{ minWidth: 140 }}
            value={shown}
            options={SHOWN}
            onChange={(value: string) =>
              onOptionsChange(withOptions(options, { shown: value, page: undefined }))
            }
          />
        </Flex>
      }
      actions={
        scope === 'mine' && (
          <Button type="link" onClick={() => navigate(toolLink('all-follow-ups'))}>
            All follow-ups
          </Button>
        )
      }
      add={{ label: 'Add follow-up', onClick: () => setAdding(true) }}
    >
      {adding && (
        <Suspense fallback={null}>
          <AddFollowUpModal onClose={() => setAdding(false)} />
        </Suspense>
      )}
      {dialog}
    </ServerListScreen>
  );
}
