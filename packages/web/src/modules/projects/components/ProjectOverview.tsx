import {
  BILLING_TYPE_TEXTS,
  canMoveProject,
  PROJECT_STATUS_TEXTS,
  type Project,
  type ProjectDetail,
  type ProjectMember,
  type ProjectStatus,
} from '@atrium/contracts';
import { Alert, Button, Descriptions, Flex, Skeleton, type TableProps, Typography } from 'antd';
import { displayDate } from '../../../platform/displayDate';
import { messageForError } from '../../../platform/errorMessages';
import { LoadFailed } from '../../../ui/LoadFailed';
import { QueryPagedTable, usePage } from '../../../ui/QueryPagedTable';
import { StatusBadge } from '../../../ui/StatusBadge';
import { useConfirmation } from '../../../ui/useConfirmation';
import { useNotify } from '../../../ui/useNotify';
import { useChangeProjectStatus, useProject, useProjectTeam } from '../projects.api';
import { period } from './period';
import { useSeesProjectFinances } from './projectAccess';
import { useIsOnProjectPage, useOpenProjectTool } from './projectPage';

/** The status buttons a project offers, in the order shown; closing is final and asks first. */
const STATUS_ACTIONS: { to: ProjectStatus; label: string; from?: ProjectStatus[]; confirm?: string }[] = [
  { to: 'active', label: 'Activate', from: ['draft'] },
  { to: 'active', label: 'Resume', from: ['on-hold'] },
  { to: 'active', label: 'Reopen', from: ['completed'] },
  { to: 'on-hold', label: 'Put on hold' },
  { to: 'completed', label: 'Mark completed' },
  {
    to: 'closed',
    label: 'Close project',
    confirm: 'A closed project cannot be reopened, changed or allocated to. Close it?',
  },
];

/** One project: its status and what may move it, its fields, and its team for those who may see it. */
export function ProjectOverview({ id }: { id: number }) {
  const project = useProject(id);
  if (project.isPending) return <Skeleton active />;
  if (project.isError)
    return <LoadFailed variant="inline" error={project.error} onRetry={() => project.refetch()} />;
  return <Overview project={project.data} />;
}

/** A project's code, name and status, as the title of what is shown of it. */
export function ProjectTitle({ project, level }: { project: Project; level: 3 | 4 }) {
  return (
    <Flex gap={8} align="center" wrap>
      <Typography.Text type="secondary">{project.code}</Typography.Text>
      <Typography.Title level={level} style={{ margin: 0 }}>
        {project.name}
      </Typography.Title>
      <StatusBadge status={project.status} label={PROJECT_STATUS_TEXTS[project.status]} />
    </Flex>
  );
}

function Overview({ project }: { project: ProjectDetail }) {
  const open = useOpenProjectTool(project.id);
  const isOnProjectPage = useIsOnProjectPage();
  const notify = useNotify();
  const changeStatus = useChangeProjectStatus();
  const [confirm, dialog] = useConfirmation();
  const { permissions } = project;
  const seesFinances = useSeesProjectFinances(project);
  const actions = STATUS_ACTIONS.filter(
    (action) =>
      permissions.can_update &&
      canMoveProject(project.status, action.to) &&
      (!action.from || action.from.includes(project.status)),
  );

  const move = async (action: (typeof STATUS_ACTIONS)[number]) => {
    if (action.confirm) {
      const confirmed = await confirm({
        title: action.label,
        content: action.confirm,
        isDanger: true,
        confirmText: action.label,
      });
      if (!confirmed) return;
    }
    changeStatus.mutate(
      { id: project.id, status: action.to },
      {
        onSuccess: (saved) =>
          notify('success', `${saved.code} is ${PROJECT_STATUS_TEXTS[saved.status].toLowerCase()}`),
      },
    );
  };

  const person = (value: { name: string } | null) => value?.name ?? '—';
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} justify="space-between" align="center" wrap>
        {!isOnProjectPage && <ProjectTitle project={project} level={4} />}
        <Flex gap={8} wrap>
          {actions.map((action) => (
            <Button
              key={action.label}
              type={action.to === 'active' ? 'primary' : 'default'}
              danger={action.to === 'closed'}
              loading={changeStatus.isPending && changeStatus.variables?.status === action.to}
              onClick={() => move(action)}
            >
              {action.label}
            </Button>
          ))}
          {permissions.can_update && project.status !== 'closed' && (
            <Button onClick={() => open('project-form')}>Edit</Button>
          )}
          <Button onClick={() => open('project-expense-recorder')}>Expenses and Receipts</Button>
          <Button onClick={() => open('milestone')}>Milestone</Button>
          {seesFinances && <Button onClick={() => open('project-financial-records')}>Finances</Button>}
          {permissions.can_read_settings && (
            <Button onClick={() => open('project-settings')}>Settings</Button>
          )}
        </Flex>
      </Flex>
      {changeStatus.isError && (
        <Alert type="error" showIcon title={messageForError(changeStatus.error, 'projects')} />
      )}
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label="Client">{project.client?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Billing">
          {BILLING_TYPE_TEXTS[project.billing_type]} · {project.currency}
        </Descriptions.Item>
        <Descriptions.Item label="Project owner">{person(project.project_owner)}</Descriptions.Item>
        <Descriptions.Item label="Delivery lead">{person(project.delivery_lead)}</Descriptions.Item>
        <Descriptions.Item label="Sales executive">{person(project.sales_executive)}</Descriptions.Item>
        <Descriptions.Item label="Assigned sales executive">
          {person(project.assigned_sales_executive)}
        </Descriptions.Item>
        <Descriptions.Item label="Project dates">
          {period(project.start_date, project.end_date)}
        </Descriptions.Item>
        <Descriptions.Item label="Billing dates">
          {period(project.billing_start_date, project.billing_end_date)}
        </Descriptions.Item>
        <Descriptions.Item label="Business unit">{project.business_unit?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Created">{displayDate(project.created.slice(0, 10))}</Descriptions.Item>
        <Descriptions.Item label="Description" span={2}>
          {project.description ?? '—'}
        </Descriptions.Item>
      </Descriptions>
      {permissions.can_read_team && <ProjectTeam projectId={project.id} />}
      {dialog}
    </Flex>
  );
}

/** How many of the team a page shows. */
const TEAM_PAGE_SIZE = 20;

function ProjectTeam({ projectId }: { projectId: number }) {
  const paging = usePage(TEAM_PAGE_SIZE);
  const team = useProjectTeam(projectId, { limit: paging.limit, offset: paging.offset });
  const open = useOpenProjectTool(projectId);
  const columns: TableProps<ProjectMember>['columns'] = [
    { title: 'Name', dataIndex: 'name', key: 'name' },
    { title: 'Code', dataIndex: 'code', key: 'code' },
    { title: 'Designation', key: 'designation', render: (_, member) => member.designation ?? '—' },
    {
      title: 'Allocation',
      key: 'percent',
      align: 'right',
      render: (_, member) => `${member.allocation_percent}%`,
    },
    { title: 'From', key: 'from', render: (_, member) => displayDate(member.start_date) },
    { title: 'To', key: 'to', render: (_, member) => displayDate(member.end_date) },
    { title: 'Status', key: 'status', render: (_, member) => <StatusBadge status={member.status} /> },
  ];
  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={5} style={{ margin: 0 }}>
          Team
        </Typography.Title>
        <Button onClick={() => open('team-manager')}>Team Manager</Button>
      </Flex>
      <QueryPagedTable<ProjectMember>
        aria-label="Project team"
        rowKey="id"
        columns={columns}
        query={team}
        paging={paging}
        emptyText="No one is allocated to this project yet."
        countLabel="Allocations"
      />
    </Flex>
  );
}
