import {
  BILLING_TYPE_TEXTS,
  PROJECT_BILLING_TYPES,
  PROJECT_SORTABLE,
  PROJECT_STATUS_TEXTS,
  PROJECT_STATUSES,
  type Project,
  type ProjectBillingType,
  type ProjectStatus,
} from '@atrium/contracts';
import type { TableProps } from 'antd';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { idOption } from '../../platform/formFields';
import { listOptions } from '../../platform/listOptions';
import { toolLink } from '../../platform/tools/toolLink';
import { textOption } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { BackToList } from '../../ui/BackToList';
import type { FilterDefinition, SearchDefinition } from '../../ui/FilterBar';
import { PageLoader } from '../../ui/PageLoader';
import { ServerListScreen } from '../../ui/ServerListScreen';
import { StatusBadge } from '../../ui/StatusBadge';
import { ExportToExcelButton } from '../imports';
import { period } from './components/period';
import { useProjectPage } from './projects.api';

// One project's page shows only when the list is opened on it (a search result), so it loads then.
const ProjectPageBody = lazy(() => import('./ProjectViewTool').then((m) => ({ default: m.ProjectPageBody })));

const FILTERS: readonly FilterDefinition[] = [
  {
    kind: 'SIMPLE_SELECT',
    key: 'status',
    label: 'Status',
    placeholder: 'Any status',
    options: PROJECT_STATUSES.map((status) => ({ label: PROJECT_STATUS_TEXTS[status], value: status })),
  },
  {
    kind: 'SIMPLE_SELECT',
    key: 'billing_type',
    label: 'Billing type',
    placeholder: 'Any',
    options: PROJECT_BILLING_TYPES.map((type) => ({ label: BILLING_TYPE_TEXTS[type], value: type })),
  },
];

const SEARCH: SearchDefinition = { label: 'Search projects', placeholder: 'Name, code or client' };

/**
 * 'project-list' (Project List): the projects the user works with, searched by name, code or client, filtered
 * by status and billing type, sorted and paged. Opened on one project (option `id`, as a search result opens
 * the projects workspace) it shows that project's page, its tabs and all, with a way back to the list. Those who may list projects
 * export the list, as filtered, to Excel.
 */
export function ProjectListTool({ options, onOptionsChange }: ToolProps) {
  const selected = idOption(options.id);
  const navigate = useNavigate();
  const list = listOptions<Project>(options, onOptionsChange, PROJECT_SORTABLE);
  const filters = {
    search: textOption(options, 'search'),
    status: textOption(options, 'status'),
    billing_type: textOption(options, 'billing_type'),
  };
  const projects = useProjectPage(
    {
      ...list.query,
      search: filters.search,
      status: filters.status as ProjectStatus | undefined,
      billing_type: filters.billing_type as ProjectBillingType | undefined,
    },
    selected === undefined,
  );
  const exportRequest = {
    ...(filters.search && { search: filters.search }),
    ...(filters.status && { status: filters.status as ProjectStatus }),
    ...(filters.billing_type && { billing_type: filters.billing_type as ProjectBillingType }),
  };
  const open = (project: Project) => navigate(toolLink('project-view', { id: project.id }));

  if (selected !== undefined) {
    return (
      <BackToList label="All projects" onBack={() => list.change({ id: undefined })}>
        <Suspense fallback={<PageLoader />}>
          <ProjectPageBody id={selected} options={options} onOptionsChange={onOptionsChange} />
        </Suspense>
      </BackToList>
    );
  }

  const columns: TableProps<Project>['columns'] = [
    {
      title: 'Code',
      dataIndex: 'code',
      key: 'code',
      sorter: true,
      sortOrder: list.sortOrder('code'),
      width: 110,
    },
    {
      title: 'Project',
      key: 'name',
      sorter: true,
      sortOrder: list.sortOrder('name'),
      render: (_, project) => (
        <a
          href={toolLink('project-view', { id: project.id })}
          onClick={(event) => {
            event.preventDefault();
            open(project);
          }}
        >
          {project.name}
        </a>
      ),
    },
    { title: 'Client', key: 'client', render: (_, project) => project.client?.name ?? '—' },
    { title: 'Delivery lead', key: 'lead', render: (_, project) => project.delivery_lead?.name ?? '—' },
    { title: 'Billing', key: 'billing', render: (_, project) => BILLING_TYPE_TEXTS[project.billing_type] },
    {
      title: 'Dates',
      key: 'start_date',
      sorter: true,
      sortOrder: list.sortOrder('start_date'),
      render: (_, project) => period(project.start_date, project.end_date),
    },
    { title: 'People', dataIndex: 'team_size', key: 'team_size', align: 'right' },
    {
      title: 'Status',
      key: 'status',
      render: (_, project) => (
        <StatusBadge status={project.status} label={PROJECT_STATUS_TEXTS[project.status]} />
      ),
    },
  ];

  return (
    <ServerListScreen<Project>
      label="Projects"
      columns={columns}
      result={projects}
      list={list}
      emptyText="No projects match these filters."
      filterBar={{ filters: FILTERS, value: filters, search: SEARCH }}
      actions={<ExportToExcelButton kind="projects" request={exportRequest} />}
      add={
        projects.data?.can_create
          ? { label: 'Create project', onClick: () => navigate(toolLink('project-form')) }
          : undefined
      }
    />
  );
}
