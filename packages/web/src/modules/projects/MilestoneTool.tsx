import { PlusOutlined } from '@ant-design/icons';
import { formatAmount, type Milestone, type MilestoneList } from '@atrium/contracts';
import { Alert, Button, Flex, Space, Table, type TableProps, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { displayDate } from '../../platform/displayDate';
import { idOption } from '../../platform/formFields';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { EmptyState } from '../../ui/EmptyState';
import { StatusBadge } from '../../ui/StatusBadge';
import { useConfirmation } from '../../ui/useConfirmation';
import { useNotify } from '../../ui/useNotify';
import { useOpenedOnce } from '../../ui/useOpenedOnce';
import type { MilestoneDialog } from './components/MilestoneModal';
import { NoWrap } from './components/NoWrap';
import { ProjectHeading } from './components/ProjectHeading';
import { ProjectScoped, WhenLoaded } from './components/ProjectScoped';
import { teamFailure } from './components/teamFailure';
import { useWhoMay } from './components/whoMay';
import { useChangeMilestones, useMilestones } from './projects.api';

// The milestone form, with its date and amount fields, is fetched when it first opens.
const MilestoneModal = lazy(() =>
  import('./components/MilestoneModal').then((m) => ({ default: m.MilestoneModal })),
);
const STATUS_TEXTS: Record<Milestone['status'], string> = {
  active: 'Active',
  'checked-in': 'Checked in',
  completed: 'Completed',
};

/**
 * 'milestone' (Milestone): a project's milestones with planned and actual amounts and dates; check-in,
 * completion (with an early release of its people) and deletion (which de-allocates them) ask first.
 */
export function MilestoneTool({ options, onOptionsChange }: ToolProps) {
  return (
    <ProjectScoped
      id={idOption(options.id)}
      onPick={(next) => onOptionsChange({ ...options, id: next })}
      emptyText="Choose a project to see its milestones."
    >
      {(id) => <ProjectMilestones id={id} />}
    </ProjectScoped>
  );
}

/** One project's milestones. */
export function ProjectMilestones({ id }: { id: number }) {
  const milestones = useMilestones(id);
  return <WhenLoaded result={milestones}>{(data) => <Milestones list={data} />}</WhenLoaded>;
}

function Milestones({ list }: { list: MilestoneList }) {
  const { project, permissions, results } = list;
  const change = useChangeMilestones(project.id);
  const notify = useNotify();
  const [confirm, confirmation] = useConfirmation();
  const [dialog, setDialog] = useState<MilestoneDialog>(null);
  const hasForm = useOpenedOnce(dialog !== null);
  const whoMay = useWhoMay();
  const canEdit = permissions.can_update && project.status !== 'closed';
  const isActive = project.status === 'active';
  const money = (value: number | null) =>
    value === null ? '—' : `${project.currency} ${formatAmount(value, project.currency)}`;

  const complete = async (milestone: Milestone) => {
    const values = await confirm({
      title: `Complete ${milestone.name}?`,
      content: milestone.people
        ? `Its ${milestone.people} ${milestone.people === 1 ? 'person' : 'people'} can be released early: give the last day they work on it, or leave it empty to keep their allocations.`
        : 'No one is staffed for this milestone.',
      confirmText: 'Complete',
      ...(milestone.people ? { date: { label: 'Release its people after', isRequired: false } } : {}),
      onConfirm: (entered) =>
        change.mutateAsync({ kind: 'complete', milestoneId: milestone.id, releaseOn: entered.date ?? null }),
    });
    if (values) notify('success', `${milestone.name} completed`);
  };

  const remove = async (milestone: Milestone) => {
    const values = await confirm({
      title: `Delete ${milestone.name}?`,
      content: milestone.people
        ? `The ${milestone.people} ${milestone.people === 1 ? 'person' : 'people'} staffed for it will be de-allocated.`
        : 'No one is staffed for it.',
      isDanger: true,
      confirmText: 'Delete milestone',
      onConfirm: () => change.mutateAsync({ kind: 'delete', milestoneId: milestone.id }),
    });
    if (values) notify('success', `${milestone.name} deleted`);
  };

  const columns: TableProps<Milestone>['columns'] = [
    { title: 'Milestone', dataIndex: 'name', key: 'name' },
    { title: 'Planned', key: 'planned', render: (_, m) => <NoWrap>{displayDate(m.planned_date)}</NoWrap> },
    {
      title: 'Planned amount',
      key: 'planned_amount',
      align: 'right',
      render: (_, m) => <NoWrap>{money(m.planned_amount)}</NoWrap>,
    },
    {
      title: 'Actual',
      key: 'actual',
      render: (_, m) => <NoWrap>{m.actual_date ? displayDate(m.actual_date) : '—'}</NoWrap>,
    },
    {
      title: 'Actual amount',
      key: 'actual_amount',
      align: 'right',
      render: (_, m) => <NoWrap>{money(m.actual_amount)}</NoWrap>,
    },
    { title: 'People', dataIndex: 'people', key: 'people', align: 'right' },
    {
      title: 'Status',
      key: 'status',
      render: (_, m) => <StatusBadge status={m.status} label={STATUS_TEXTS[m.status]} />,
    },
    ...(canEdit
      ? [
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, m: Milestone) => (
              <Space size={0} wrap>
                <Button type="link" onClick={() => setDialog({ kind: 'edit', milestone: m })}>
                  Edit
                </Button>
                {isActive && m.status !== 'completed' && (
                  <>
                    <Button type="link" onClick={() => setDialog({ kind: 'check-in', milestone: m })}>
                      Check in
                    </Button>
                    <Button type="link" onClick={() => complete(m)}>
                      Complete
                    </Button>
                  </>
                )}
                <Button type="link" danger onClick={() => remove(m)}>
                  Delete
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <ProjectHeading project={project} />
        {canEdit && (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setDialog({ kind: 'edit', milestone: null })}
          >
            Add milestone
          </Button>
        )}
      </Flex>
      {project.status !== 'closed' && !permissions.can_update && (
        <Typography.Text type="secondary">
          Milestones are added, changed, checked in and completed by {whoMay('project_create_update')}.
        </Typography.Text>
      )}
      {!isActive && canEdit && results.some((m) => m.status !== 'completed') && (
        <Alert
          type="info"
          showIcon
          title="Milestones are checked in and completed once the project is active."
        />
      )}
      {change.isError && !dialog && <Alert type="error" showIcon title={teamFailure(change.error)} />}
      <Table<Milestone>
        aria-label="Milestones"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={results}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: <EmptyState description="No milestones yet." /> }}
        scroll={{ x: true }}
      />
      {hasForm && (
        <Suspense fallback={null}>
          <MilestoneModal
            dialog={dialog}
            saving={change.isPending}
            onSave={(body) =>
              dialog?.kind === 'check-in'
                ? change.mutateAsync({
                    kind: 'check-in',
                    milestoneId: dialog.milestone.id,
                    body: { actual_date: body.actual_date ?? '', actual_amount: body.actual_amount ?? 0 },
                  })
                : dialog?.milestone
                  ? change.mutateAsync({ kind: 'edit', milestoneId: dialog.milestone.id, body })
                  : change.mutateAsync({ kind: 'add', body })
            }
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
      {confirmation}
    </Flex>
  );
}
