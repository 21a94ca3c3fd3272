import { formatAmount, MARGIN_SORTABLE } from '@atrium/contracts';
import { Flex, type TableProps, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { displayDate } from '../../platform/displayDate';
import { listOptions } from '../../platform/listOptions';
import { toolLink } from '../../platform/tools/toolLink';
import { textOption } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import type { SearchDefinition } from '../../ui/FilterBar';
import { ServerListScreen } from '../../ui/ServerListScreen';
import { financialYearFilter, financialYearRange } from './components/marginPeriods';
import { TotalCard } from './components/ProjectHeading';
import { moneyIn } from './components/projectMoney';
import { type MarginRow, useMarginPage } from './margins.api';

const SEARCH: SearchDefinition = { label: 'Search projects', placeholder: 'Name, code or client' };
const YEAR_FILTER = [financialYearFilter('Financial year', 'This year')];

/** The project's name, opening its Numbers. */
export function ProjectNumbersLink({ project }: { project: MarginRow['project'] }) {
  const navigate = useNavigate();
  const href = toolLink('project-overview', { id: project.id });
  return (
    <a
      href={href}
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    >
      {project.name}
    </a>
  );
}

const signed = (value: number) => (value < 0 ? { type: 'danger' as const } : {});

/**
 * 'net-margins-table' (Projects Net Margins): each of the user's projects with its billing, costs, expenses and
 * net margin over a financial year (the current one unless chosen), worst margin first, with the totals per
 * currency. A project's name opens its Numbers.
 */
export function NetMarginsTool({ options, onOptionsChange }: ToolProps) {
  const list = listOptions<MarginRow>(options, onOptionsChange, MARGIN_SORTABLE);
  const filters = { search: textOption(options, 'search'), year: textOption(options, 'year') };
  const page = useMarginPage({
    ...list.query,
    order_by: list.query.order_by ?? 'net_margin',
    search: filters.search,
    ...financialYearRange(filters.year),
  });
  const data = page.data;
  const sortOrder = (field: string) =>
    list.sortOrder(field) ?? (!list.query.order_by && field === 'net_margin' ? 'ascend' : null);

  const columns: TableProps<MarginRow>['columns'] = [
    { title: 'Code', key: 'code', width: 110, render: (_, row) => row.project.code },
    {
      title: 'Project',
      key: 'name',
      sorter: true,
      sortOrder: sortOrder('name'),
      render: (_, row) => <ProjectNumbersLink project={row.project} />,
    },
    { title: 'Client', key: 'client', render: (_, row) => row.project.client ?? '—' },
    {
      title: 'Billing',
      key: 'billing',
      align: 'right',
      sorter: true,
      sortOrder: sortOrder('billing'),
      render: (_, row) => moneyIn(row.project)(row.billing),
    },
    {
      title: 'Costs and expenses',
      key: 'costs',
      align: 'right',
      render: (_, row) => moneyIn(row.project)(row.costs + row.expenses),
    },
    {
      title: 'Net margin',
      key: 'net_margin',
      align: 'right',
      sorter: true,
      sortOrder: sortOrder('net_margin'),
      render: (_, row) => (
        <Typography.Text {...signed(row.net_margin)}>{moneyIn(row.project)(row.net_margin)}</Typography.Text>
      ),
    },
    {
      title: 'Margin',
      key: 'margin_percent',
      align: 'right',
      sorter: true,
      sortOrder: sortOrder('margin_percent'),
      render: (_, row) => (row.margin_percent === null ? '—' : `${row.margin_percent}%`),
    },
  ];

  return (
    <ServerListScreen<MarginRow>
      label="Projects"
      columns={columns}
      result={page}
      list={list}
      emptyText="No projects match these filters."
      filterBar={{ filters: YEAR_FILTER, value: filters, search: SEARCH }}
      beforeTable={
        data && (
          <Flex vertical gap={8}>
            <Typography.Text type="secondary">
              Revenue recorded from {displayDate(data.start_date)} to {displayDate(data.end_date)}, less the
              costs and expenses of the same days. Draft projects are left out.
            </Typography.Text>
            {data.totals.length > 0 && (
              <Flex gap={12} wrap role="group" aria-label="Totals">
                {data.totals.map((total) => (
                  <TotalCard
                    key={total.currency}
                    title={`Net margin, ${total.currency}`}
                    value={`${total.currency} ${formatAmount(total.net_margin, total.currency)}`}
                    note={
                      <Typography.Text type="secondary">
                        of {total.currency} {formatAmount(total.billing, total.currency)} billed
                      </Typography.Text>
                    }
                  />
                ))}
              </Flex>
            )}
          </Flex>
        )
      }
    />
  );
}
