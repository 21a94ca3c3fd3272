import { formatAmount, LEAKAGE_LOSS_SORTABLE } from '@atrium/contracts';
import { Flex, type TableProps, Tooltip, Typography } from 'antd';
import { displayDate } from '../../platform/displayDate';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { ServerListScreen } from '../../ui/ServerListScreen';
import {
  financialYearFilter,
  MARGIN_SEARCH,
  marginListOptions,
  projectColumns,
} from './components/marginTable';
import { TotalCard } from './components/ProjectHeading';
import { moneyIn } from './components/projectMoney';
import { type LeakageLossRow, useLeakageLossPage } from './margins.api';

const PERIOD_FILTER = [financialYearFilter('Period', 'Last four months')];
const hours = (value: number) => `${value.toLocaleString('en-IN', { maximumFractionDigits: 1 })} h`;

/**
 * 'leakage-loss-table' (Projects Revenue Leakages and Losses): each of the user's projects with the revenue it
 * leaked (approved billable work and due milestones not billed) and lost (billable capacity not logged) over the
 * current month and the three before it, or a chosen financial year so far, most leaked first.
 */
export function LeakageLossTool({ options, onOptionsChange }: ToolProps) {
  const { list, filters, query, sortOrder } = marginListOptions<LeakageLossRow>(
    options,
    onOptionsChange,
    LEAKAGE_LOSS_SORTABLE,
    '-revenue_leakage',
  );
  const page = useLeakageLossPage(query);
  const data = page.data;

  const columns: TableProps<LeakageLossRow>['columns'] = [
    ...projectColumns<LeakageLossRow>(sortOrder),
    {
      title: 'Approved billable',
      key: 'approved',
      align: 'right',
      render: (_, row) => hours(row.approved_billable_hours),
    },
    {
      title: 'Work not billed',
      key: 'unbilled_work',
      align: 'right',
      render: (_, row) => moneyIn(row.project)(row.unbilled_work),
    },
    {
      title: 'Milestones not billed',
      key: 'unbilled_milestones',
      align: 'right',
      render: (_, row) => moneyIn(row.project)(row.unbilled_milestones),
    },
    {
      title: 'Revenue leakage',
      key: 'revenue_leakage',
      align: 'right',
      sorter: true,
      sortOrder: sortOrder('revenue_leakage'),
      render: (_, row) => (
        <Typography.Text strong>{moneyIn(row.project)(row.revenue_leakage)}</Typography.Text>
      ),
    },
    {
      title: 'Billable hours not logged',
      key: 'unused',
      align: 'right',
      render: (_, row) => hours(row.unused_billable_hours),
    },
    {
      title: 'Revenue loss',
      key: 'revenue_loss',
      align: 'right',
      sorter: true,
      sortOrder: sortOrder('revenue_loss'),
      render: (_, row) => (
        <Flex gap={4} justify="end" align="center">
          <Typography.Text strong>{moneyIn(row.project)(row.revenue_loss)}</Typography.Text>
          {row.hours_without_rate > 0 && (
            <Tooltip
              title={`${hours(row.hours_without_rate)} have no billing rate in ${row.project.currency}`}
            >
              <Typography.Text type="warning" aria-label={`${hours(row.hours_without_rate)} without a rate`}>
                ({hours(row.hours_without_rate)} unrated)
              </Typography.Text>
            </Tooltip>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <ServerListScreen<LeakageLossRow>
      label="Projects"
      columns={columns}
      result={page}
      list={list}
      emptyText="No projects match these filters."
      filterBar={{ filters: PERIOD_FILTER, value: filters, search: MARGIN_SEARCH }}
      beforeTable={
        data && (
          <Flex vertical gap={8}>
            <Typography.Text type="secondary">
              From {displayDate(data.start_date)} to {displayDate(data.end_date)}, up to today. Leakage is
              work done and not billed: approved billable hours at the billing role's rate beyond the revenue
              recorded in the same month, and milestones due with no revenue recorded for them. Loss is
              billable time not logged: eight hours a weekday at each billable allocation's share, at the same
              rate.
            </Typography.Text>
            {data.totals.length > 0 && (
              <Flex gap={12} wrap role="group" aria-label="Totals">
                {data.totals.flatMap((total) => [
                  <TotalCard
                    key={`${total.currency}-leakage`}
                    title={`Revenue leakage, ${total.currency}`}
                    value={`${total.currency} ${formatAmount(total.revenue_leakage, total.currency)}`}
                  />,
                  <TotalCard
                    key={`${total.currency}-loss`}
                    title={`Revenue loss, ${total.currency}`}
                    value={`${total.currency} ${formatAmount(total.revenue_loss, total.currency)}`}
                  />,
                ])}
              </Flex>
            )}
          </Flex>
        )
      }
    />
  );
}
