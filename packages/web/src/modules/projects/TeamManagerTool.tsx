import { PlusOutlined } from '@ant-design/icons';
import {
  type Discrepancy,
  employeeStatusColor,
  type ProjectMember,
  type ResourceGroup,
  type TeamManager,
} from '@atrium/contracts';
import { Alert, Button, Card, Empty, Flex, Space, Table, type TableProps, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { displayDate } from '../../platform/displayDate';
import { idOption } from '../../platform/formFields';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { EmployeeStatusBadge } from '../../ui/EmployeeStatusBadge';
import { EmptyState } from '../../ui/EmptyState';
import { useConfirmation } from '../../ui/useConfirmation';
import { useNotify } from '../../ui/useNotify';
import { useOpenedOnce } from '../../ui/useOpenedOnce';
import type { AllocationSave } from './components/AllocationModal';
import { DiscrepancyIcon } from './components/DiscrepancyIcon';
import type { GroupSave } from './components/GroupModal';
import { ProjectHeading } from './components/ProjectHeading';
import { ProjectScoped, WhenLoaded } from './components/ProjectScoped';
import { period } from './components/period';
import { teamFailure } from './components/teamFailure';
import { useWhoMay } from './components/whoMay';
import { useChangeTeam, useMilestones, useTeamManager } from './projects.api';

// The group and allocation forms, with their date, number and person fields, are fetched when first opened.
const GroupModal = lazy(() => import('./components/GroupModal').then((m) => ({ default: m.GroupModal })));
const AllocationModal = lazy(() =>
  import('./components/AllocationModal').then((m) => ({ default: m.AllocationModal })),
);

const STATUS_TAG_COLORS = { warning: 'warning', danger: 'error', purple: 'purple' } as const;

/** An allocation status in the spec's colours: billable, buffer and assigned warning-style, trainee purple. */
function AllocationStatusTag({ status }: { status: string }) {
  const color = employeeStatusColor(status);
  return <Tag color={color ? STATUS_TAG_COLORS[color] : undefined}>{status}</Tag>;
}

/**
 * 'team-manager' (Team Manager): a project's resource groups and the people allocated to them, with every
 * discrepancy of spec 5 shown where it is; the project comes from option `id` or is picked here.
 */
export function TeamManagerTool({ options, onOptionsChange }: ToolProps) {
  return (
    <ProjectScoped
      id={idOption(options.id)}
      onPick={(next) => onOptionsChange({ ...options, id: next })}
      emptyText="Choose a project to manage its team."
    >
      {(id) => <ProjectTeamManager id={id} />}
    </ProjectScoped>
  );
}

/** One project's Team Manager. */
export function ProjectTeamManager({ id }: { id: number }) {
  const team = useTeamManager(id);
  return <WhenLoaded result={team}>{(data) => <Team team={data} />}</WhenLoaded>;
}

/** What the caller may not change here, and who may: the permission variant decides, not the screen. */
function WhoMayChange({ canPlan, canStaff }: { canPlan: boolean; canStaff: boolean }) {
  const whoMay = useWhoMay();
  const notes = [
    !canPlan && `Resource groups are planned by ${whoMay('resource_planning_update')}.`,
    !canStaff && `People are allocated by ${whoMay('team_manager_update')}.`,
  ].filter(Boolean);
  if (notes.length === 0) return null;
  return <Typography.Text type="secondary">{notes.join(' ')}</Typography.Text>;
}

type Dialog =
  | { kind: 'group'; group: ResourceGroup | null }
  | { kind: 'allocation'; group: ResourceGroup | null; member: ProjectMember | null }
  | null;

function Team({ team }: { team: TeamManager }) {
  const { project, permissions, groups, ungrouped, discrepancies } = team;
  const change = useChangeTeam(project.id);
  const milestones = useMilestones(project.billing_type === 'fixed-bid' ? project.id : undefined);
  const notify = useNotify();
  const [confirm, confirmation] = useConfirmation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const hasGroupForm = useOpenedOnce(dialog?.kind === 'group');
  const hasAllocationForm = useOpenedOnce(dialog?.kind === 'allocation');
  const isOpen = project.status !== 'closed';
  const canStaff = permissions.can_update_team && isOpen;
  const canPlan = permissions.can_plan_resources && isOpen;
  const of = (predicate: (d: Discrepancy) => boolean) => discrepancies.filter(predicate);
  const projectLevel = of((d) => d.resource_group_id === null && d.allocation_id === null);

  const saveGroup = (values: GroupSave) =>
    dialog?.kind === 'group' && dialog.group
      ? change.mutateAsync({ kind: 'edit-group', groupId: dialog.group.id, body: values })
      : change.mutateAsync({ kind: 'add-group', body: values });

  /** A new person joins the group the dialog was opened on; an edited allocation may move to another. */
  const saveAllocation = ({ person, resource_group_id, ...terms }: AllocationSave) => {
    if (dialog?.kind !== 'allocation') return Promise.resolve();
    if (dialog.member)
      return change.mutateAsync({
        kind: 'edit-allocation',
        allocationId: dialog.member.id,
        body: { ...terms, resource_group_id },
      });
    if (!dialog.group) return Promise.resolve();
    return change.mutateAsync({
      kind: 'add-allocation',
      groupId: dialog.group.id,
      body: { ...person, ...terms },
    });
  };

  const removeGroup = async (group: ResourceGroup) => {
    const people = group.members.length;
    const confirmed = await confirm({
      title: `Delete ${group.name}?`,
      content: people
        ? `Its ${people} ${people === 1 ? 'person is' : 'people are'} released from the project.`
        : 'The group has no one allocated.',
      isDanger: true,
      confirmText: 'Delete group',
      onConfirm: () => change.mutateAsync({ kind: 'delete-group', groupId: group.id }),
    });
    if (confirmed) notify('success', `${group.name} deleted`);
  };

  const release = async (member: ProjectMember) => {
    const confirmed = await confirm({
      title: `Release ${member.name}?`,
      content: `${member.name} is taken off ${project.name}.`,
      isDanger: true,
      confirmText: 'Release',
      onConfirm: () => change.mutateAsync({ kind: 'release', allocationId: member.id }),
    });
    if (confirmed) notify('success', `${member.name} released`);
  };

  const memberColumns = (group: ResourceGroup | null): TableProps<ProjectMember>['columns'] => [
    {
      title: 'Name',
      key: 'name',
      render: (_, member) => (
        <Space size={4}>
          {member.name}
          {member.contractor_id !== null && <EmployeeStatusBadge status="contractor" />}
          <DiscrepancyIcon discrepancies={of((d) => d.allocation_id === member.id)} />
        </Space>
      ),
    },
    { title: 'Code', dataIndex: 'code', key: 'code' },
    { title: 'Designation', key: 'designation', render: (_, member) => member.designation ?? '—' },
    {
      title: 'Allocation',
      key: 'percent',
      align: 'right',
      render: (_, member) => `${member.allocation_percent}%`,
    },
    { title: 'Dates', key: 'dates', render: (_, member) => period(member.start_date, member.end_date) },
    { title: 'Status', key: 'status', render: (_, member) => <AllocationStatusTag status={member.status} /> },
    ...(canStaff
      ? [
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, member: ProjectMember) => (
              <Space size={0}>
                <Button type="link" onClick={() => setDialog({ kind: 'allocation', group, member })}>
                  Edit
                </Button>
                <Button type="link" danger onClick={() => release(member)}>
                  Release
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  const membersTable = (label: string, members: ProjectMember[], group: ResourceGroup | null) => (
    <Table<ProjectMember>
      aria-label={label}
      rowKey="id"
      size="small"
      columns={memberColumns(group)}
      dataSource={members}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No one allocated yet." />,
      }}
      scroll={{ x: true }}
    />
  );

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <ProjectHeading project={project} />
        {canPlan && (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setDialog({ kind: 'group', group: null })}
          >
            Add resource group
          </Button>
        )}
      </Flex>
      {isOpen && <WhoMayChange canPlan={canPlan} canStaff={canStaff} />}
      {discrepancies.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={`${discrepancies.length} ${discrepancies.length === 1 ? 'discrepancy' : 'discrepancies'} to resolve`}
          description={
            projectLevel.length ? (
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {projectLevel.map((d) => (
                  <li key={`${d.rule}-${d.milestone_id ?? ''}`}>{d.message}</li>
                ))}
              </ul>
            ) : (
              'Each is marked beside its group or person.'
            )
          }
        />
      )}
      {groups.length === 0 && ungrouped.length === 0 && (
        <EmptyState
          description={
            canPlan
              ? 'No resource groups yet: add one to start allocating people.'
              : 'No resource groups yet.'
          }
        />
      )}
      {groups.map((group) => (
        <Card
          key={group.id}
          size="small"
          title={
            <Space wrap size={8}>
              <span>{group.name}</span>
              <DiscrepancyIcon
                discrepancies={of((d) => d.resource_group_id === group.id && d.allocation_id === null)}
              />
              <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
                {group.milestone ? `For ${group.milestone.name} · ` : ''}
                {group.billing_role?.name ?? 'No billing role'} · {group.members.length} of{' '}
                {group.required_count} {group.required_count === 1 ? 'person' : 'people'} ·{' '}
                {group.allocation_percent}% · {displayDate(group.start_date)} to {displayDate(group.end_date)}
              </Typography.Text>
            </Space>
          }
          extra={
            (canStaff || canPlan) && (
              <Space size={0} wrap>
                {canStaff && (
                  <Button type="link" onClick={() => setDialog({ kind: 'allocation', group, member: null })}>
                    Add person
                  </Button>
                )}
                {canPlan && (
                  <>
                    <Button type="link" onClick={() => setDialog({ kind: 'group', group })}>
                      Edit group
                    </Button>
                    <Button type="link" danger onClick={() => removeGroup(group)}>
                      Delete
                    </Button>
                  </>
                )}
              </Space>
            )
          }
        >
          {membersTable(`${group.name} members`, group.members, group)}
        </Card>
      ))}
      {ungrouped.length > 0 && (
        <Card size="small" title="Not in a resource group">
          {membersTable('People not in a resource group', ungrouped, null)}
        </Card>
      )}
      {change.isError && !dialog && <Alert type="error" showIcon title={teamFailure(change.error)} />}
      {hasGroupForm && (
        <Suspense fallback={null}>
          <GroupModal
            open={dialog?.kind === 'group'}
            group={dialog?.kind === 'group' ? dialog.group : null}
            project={project}
            milestones={milestones.data?.results ?? []}
            saving={change.isPending}
            onSave={saveGroup}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
      {hasAllocationForm && (
        <Suspense fallback={null}>
          <AllocationModal
            open={dialog?.kind === 'allocation'}
            projectId={project.id}
            groups={groups}
            group={dialog?.kind === 'allocation' ? dialog.group : null}
            member={dialog?.kind === 'allocation' ? dialog.member : null}
            saving={change.isPending}
            onSave={saveAllocation}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
      {confirmation}
    </Flex>
  );
}
