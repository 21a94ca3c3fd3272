import {
  APPLICATION_SORTABLE,
  APPLICATION_STATUS_TEXTS,
  APPLICATION_STATUSES,
  type Application,
  type ApplicationStatus,
  CANDIDATE_SOURCE_TEXTS,
  isRecruitmentManager,
} from '@atrium/contracts';
import { Button, type TableProps } from 'antd';
import { useNavigate } from 'react-router';
import { displayDate } from '../../platform/displayDate';
import { idOption } from '../../platform/formFields';
import { listOptions } from '../../platform/listOptions';
import { toolLink } from '../../platform/tools/toolLink';
import { textOption, withOptions } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useCan } from '../../platform/useCan';
import type { FilterDefinition, SearchDefinition } from '../../ui/FilterBar';
import { ServerListScreen } from '../../ui/ServerListScreen';
import { useApplications, useHiringFlow } from './applications.api';
import { ApplicationDrawer } from './components/ApplicationDrawer';
import { ApplicationStatusBadge, daysAtStage } from './components/applicationText';
import { useHiringRequests, useRecruiters } from './hiring.api';

const SEARCH: SearchDefinition = {
  label: 'Search applications',
  placeholder: 'Candidate name, email or HR- code',
};

/**
 * 'candidate-application-tracker' (Candidate Application Tracker): the applications to the requests the caller may
 * see, filtered by request, stage, status and recruiter, searched, sorted and paged on the server; a row opens the
 * application with its moves, interviews and history.
 */
export function ApplicationTrackerTool({ options, onOptionsChange }: ToolProps) {
  const navigate = useNavigate();
  const list = listOptions<Application>(options, onOptionsChange, APPLICATION_SORTABLE);
  const isManager = useCan(isRecruitmentManager);
  const filters = {
    search: textOption(options, 'search'),
    hiring_request_id: textOption(options, 'hiring_request_id'),
    stage: textOption(options, 'stage'),
    status: textOption(options, 'status'),
    recruiter_id: textOption(options, 'recruiter_id'),
  };
  const opened = idOption(options.application);
  const flow = useHiringFlow();
  const requests = useHiringRequests({ limit: 500, order_by: '-number' });
  const recruiters = useRecruiters(isManager);
  const applications = useApplications({
    ...list.query,
    search: filters.search,
    hiring_request_id: filters.hiring_request_id ? Number(filters.hiring_request_id) : undefined,
    stage: filters.stage,
    status: filters.status as ApplicationStatus | undefined,
    recruiter_id: filters.recruiter_id ? Number(filters.recruiter_id) : undefined,
  });
  const stages = flow.data?.stages ?? [];
  const FILTERS: FilterDefinition[] = [
    {
      kind: 'SIMPLE_SELECT',
      key: 'hiring_request_id',
      label: 'Hiring request',
      placeholder: 'Any hiring request',
      options: (requests.data?.results ?? []).map((r) => ({
        label: `${r.code} · ${r.designation?.name ?? ''}`,
        value: String(r.id),
      })),
    },
    {
      kind: 'SIMPLE_SELECT',
      key: 'stage',
      label: 'Stage',
      placeholder: 'Any stage',
      options: stages.map((stage) => ({ label: stage.name, value: stage.key })),
    },
    {
      kind: 'SIMPLE_SELECT',
      key: 'status',
      label: 'Status',
      placeholder: 'Any status',
      options: APPLICATION_STATUSES.map((status) => ({
        label: APPLICATION_STATUS_TEXTS[status],
        value: status,
      })),
    },
    ...(isManager
      ? [
          {
            kind: 'SIMPLE_SELECT' as const,
            key: 'recruiter_id',
            label: 'Recruiter',
            placeholder: 'Any recruiter',
            options: (recruiters.data?.results ?? []).map((p) => ({ label: p.name, value: String(p.id) })),
          },
        ]
      : []),
  ];
  const open = (application: Application | undefined) =>
    onOptionsChange(withOptions(options, { application: application?.id }));

  const columns: TableProps<Application>['columns'] = [
    {
      title: 'Candidate',
      key: 'name',
      sorter: true,
      sortOrder: list.sortOrder('name'),
      render: (_, application) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => open(application)}>
          {application.candidate.name}
        </Button>
      ),
    },
    {
      title: 'Hiring request',
      key: 'request',
      render: (_, a) => `${a.hiring_request.code} · ${a.hiring_request.title}`,
    },
    { title: 'Stage', key: 'stage', render: (_, a) => a.stage.name },
    {
      title: 'At stage for',
      key: 'stage_since',
      sorter: true,
      sortOrder: list.sortOrder('stage_since'),
      render: (_, a) => daysAtStage(a.stage_since),
    },
    { title: 'Status', key: 'status', render: (_, a) => <ApplicationStatusBadge status={a.status} /> },
    { title: 'Source', key: 'source', render: (_, a) => CANDIDATE_SOURCE_TEXTS[a.source] },
    { title: 'Recruiter', key: 'recruiter', render: (_, a) => a.recruiter?.name ?? '—' },
    {
      title: 'Added',
      key: 'created',
      sorter: true,
      sortOrder: list.sortOrder('created'),
      render: (_, a) => displayDate(a.created.slice(0, 10)),
    },
  ];
  const isFiltered = Object.values(filters).some(Boolean);

  return (
    <ServerListScreen<Application>
      label="Applications"
      columns={columns}
      result={applications}
      list={list}
      emptyText={
        isFiltered
          ? 'No applications match these filters.'
          : 'No applications yet. Add candidates to a hiring request from its detail or from the candidate pool.'
      }
      filterBar={{ filters: FILTERS, value: filters, search: SEARCH }}
      actions={
        filters.hiring_request_id ? (
          <Button
            onClick={() =>
              navigate(toolLink('candidate-application-tracker-2', { id: Number(filters.hiring_request_id) }))
            }
          >
            Open board
          </Button>
        ) : undefined
      }
    >
      <ApplicationDrawer applicationId={opened} stages={stages} onClose={() => open(undefined)} />
    </ServerListScreen>
  );
}
