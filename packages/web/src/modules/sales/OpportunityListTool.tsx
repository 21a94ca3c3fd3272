import {
  OPPORTUNITY_SORTABLE,
  OPPORTUNITY_STATUS_TEXTS,
  OPPORTUNITY_STATUSES,
  type Opportunity,
  type OpportunityStatus,
} from '@atrium/contracts';
import type { TableProps } from 'antd';
import { useNavigate } from 'react-router';
import { listOptions } from '../../platform/listOptions';
import { toolLink } from '../../platform/tools/toolLink';
import { textOption } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import type { FilterDefinition, SearchDefinition } from '../../ui/FilterBar';
import { ServerListScreen } from '../../ui/ServerListScreen';
import { StatusBadge } from '../../ui/StatusBadge';
import { useOpportunityPage, useSalesProcess } from './sales.api';
import { valueText } from './valueText';

const SEARCH: SearchDefinition = { label: 'Search opportunities', placeholder: 'Code, name or client' };

/**
 * 'opportunity-list' (Opportunity List): the opportunities the caller may see (a sales executive their own, the
 * sales head every one), searched by code, name or client, filtered by status, pipeline and stage, sorted and paged.
 */
export function OpportunityListTool({ options, onOptionsChange }: ToolProps) {
  const navigate = useNavigate();
  const process = useSalesProcess();
  const list = listOptions<Opportunity>(options, onOptionsChange, OPPORTUNITY_SORTABLE);
  const filters = {
    search: textOption(options, 'search'),
    status: textOption(options, 'status'),
    pipeline_id: textOption(options, 'pipeline_id'),
    stage_id: textOption(options, 'stage_id'),
  };
  const opportunities = useOpportunityPage({
    ...list.query,
    search: filters.search,
    status: filters.status as OpportunityStatus | undefined,
    pipeline_id: filters.pipeline_id ? Number(filters.pipeline_id) : undefined,
    stage_id: filters.stage_id ? Number(filters.stage_id) : undefined,
  });
  const pipelines = process.data?.pipelines ?? [];
  const hasPipelines = pipelines.length > 1;
  // The stages of the pipeline filtered on, else every pipeline's, named with their pipeline when there are several.
  const stageOptions = pipelines
    .filter((pipeline) => !filters.pipeline_id || String(pipeline.id) === filters.pipeline_id)
    .flatMap((pipeline) =>
      pipeline.stages.map((stage) => ({
        label: hasPipelines && !filters.pipeline_id ? `${pipeline.name} · ${stage.name}` : stage.name,
        value: String(stage.id),
      })),
    );
  const FILTERS: FilterDefinition[] = [
    {
      kind: 'SIMPLE_SELECT',
      key: 'status',
      label: 'Status',
      placeholder: 'Any status',
      options: OPPORTUNITY_STATUSES.map((status) => ({
        label: OPPORTUNITY_STATUS_TEXTS[status],
        value: status,
      })),
    },
    ...(hasPipelines
      ? [
          {
            kind: 'SIMPLE_SELECT' as const,
            key: 'pipeline_id',
            label: 'Pipeline',
            placeholder: 'Any pipeline',
            options: pipelines.map((pipeline) => ({ label: pipeline.name, value: String(pipeline.id) })),
          },
        ]
      : []),
    {
      kind: 'SIMPLE_SELECT',
      key: 'stage_id',
      label: 'Stage',
      placeholder: 'Any stage',
      options: stageOptions,
    },
  ];
  const open = (opportunity: Opportunity) => toolLink('opportunity-detail', { id: opportunity.id });

  const columns: TableProps<Opportunity>['columns'] = [
    {
      title: 'Opportunity',
      key: 'code',
      sorter: true,
      sortOrder: list.sortOrder('code'),
      render: (_, opportunity) => (
        <a
          href={open(opportunity)}
          onClick={(event) => {
            event.preventDefault();
            navigate(open(opportunity));
          }}
        >
          {opportunity.code} {opportunity.name}
        </a>
      ),
    },
    { title: 'Client', key: 'client', render: (_, opportunity) => opportunity.client.name },
    {
      title: 'Value',
      key: 'value',
      align: 'right',
      sorter: true,
      sortOrder: list.sortOrder('value'),
      render: (_, opportunity) => valueText(opportunity),
    },
    {
      title: 'Probability',
      key: 'probability',
      align: 'right',
      sorter: true,
      sortOrder: list.sortOrder('probability'),
      render: (_, opportunity) => `${opportunity.probability}%`,
    },
    ...(hasPipelines
      ? [{ title: 'Pipeline', key: 'pipeline', render: (_: unknown, o: Opportunity) => o.pipeline.name }]
      : []),
    { title: 'Stage', key: 'stage', render: (_, opportunity) => opportunity.stage?.name ?? '—' },
    {
      title: 'Status',
      key: 'status',
      render: (_, opportunity) => (
        <StatusBadge status={opportunity.status} label={OPPORTUNITY_STATUS_TEXTS[opportunity.status]} />
      ),
    },
    {
      title: 'Sales executive',
      key: 'sales_executive',
      render: (_, opportunity) => opportunity.sales_executive?.name ?? opportunity.owner?.name ?? '—',
    },
  ];

  return (
    <ServerListScreen<Opportunity>
      label="Opportunities"
      columns={columns}
      result={opportunities}
      list={list}
      emptyText="No opportunities match these filters."
      filterBar={{ filters: FILTERS, value: filters, search: SEARCH }}
      // Whoever may open the list (the sales roles) may add an opportunity.
      add={{ label: 'Add opportunity', onClick: () => navigate(toolLink('opportunity-form')) }}
    />
  );
}
