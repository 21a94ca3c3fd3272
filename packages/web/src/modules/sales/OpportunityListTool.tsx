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
 * sales head every one), searched by code, name or client, filtered by status and stage, sorted and paged.
 */
export function OpportunityListTool({ options, onOptionsChange }: ToolProps) {
  const navigate = useNavigate();
  const process = useSalesProcess();
  const list = listOptions<Opportunity>(options, onOptionsChange, OPPORTUNITY_SORTABLE);
  const filters = {
    search: textOption(options, 'search'),
    status: textOption(options, 'status'),
    stage_id: textOption(options, 'stage_id'),
  };
  const opportunities = useOpportunityPage({
    ...list.query,
    search: filters.search,
    status: filters.status as OpportunityStatus | undefined,
    stage_id: filters.stage_id ? Number(filters.stage_id) : undefined,
  });
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
    {
      kind: 'SIMPLE_SELECT',
      key: 'stage_id',
      label: 'Stage',
      placeholder: 'Any stage',
      options: (process.data?.stages ?? []).map((stage) => ({ label: stage.name, value: String(stage.id) })),
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
