import { formatAmount, MARGIN_SORTABLE } from '@atrium/contracts';
import { Flex, type TableProps, Typography } from 'antd';
import { displayDate } from '../../platform/displayDate';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useFigureMask } from '../../ui/MaskedFigure';
import { ServerListScreen } from '../../ui/ServerListScreen';
import {
  financialYearFilter,
  MARGIN_SEARCH,
  marginListOptions,
  projectColumns,
} from './components/marginTable';
import { TotalCard } from './components/ProjectHeading';
import { moneyIn } from './components/projectMoney';
import { type MarginRow, useMarginPage } from './margins.api';

const YEAR_FILTER = [financialYearFilter('Financial year', 'This year')];

const signed = (value: number) => (value < 0 ? { type: 'danger' as const } : {});

/**
 * 'net-margins-table' (Projects Net Margins): each of the user's projects with its billing, costs, expenses and
 * net margin over a financial year (the current one unless chosen), worst margin first, with the totals per
 * currency. A project's name opens its Numbers.
 */
export function NetMarginsTool({ options, onOptionsChange }: ToolProps) {
  const { list, filters, query, sortOrder } = marginListOptions<MarginRow>(
    options,
    onOptionsChange,
    MARGIN_SORTABLE,
    'net_margin',
  );
  const page = useMarginPage(query);
  const data = page.data;
  const { isMasked, mask: masked } = useFigureMask();

  const columns: TableProps<MarginRow>['columns'] = [
    ...projectColumns<MarginRow>(sortOrder),
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
      render: (_, row) => masked(moneyIn(row.project)(row.costs + row.expenses)),
    },
    {
      title: 'Net margin',
      key: 'net_margin',
      align: 'right',
      sorter: true,
      sortOrder: sortOrder('net_margin'),
      render: (_, row) =>
        masked(
          <Typography.Text {...signed(row.net_margin)}>
            {moneyIn(row.project)(row.net_margin)}
          </Typography.Text>,
        ),
    },
    {
      title: 'Margin',
      key: 'margin_percent',
      align: 'right',
      sorter: true,
      sortOrder: sortOrder('margin_percent'),
      render: (_, row) => (row.margin_percent === null ? '—' : masked(`${row.margin_percent}%`)),
    },
  ];

  return (
    <ServerListScreen<MarginRow>
      label="Projects"
      columns={columns}
      result={page}
      list={list}
      emptyText="No projects match these filters."
      filterBar={{ filters: YEAR_FILTER, value: filters, search: MARGIN_SEARCH }}
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
                    isMasked={isMasked}
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
