import {
  ATTRITION_EXIT_SORTABLE,
  type AttritionExit,
  type AttritionMonth,
  type ToolOptions,
} from '@atrium/contracts';
import { Flex, Skeleton, Table, type TableColumnsType, type TableProps, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { displayDate } from '../../platform/displayDate';
import { toolLink } from '../../platform/tools/toolLink';
import { pageOption, textOption, withOptions } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useUnitLabels } from '../../platform/unitLabels';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailed } from '../../ui/LoadFailed';
import { useFailedLoadAsPageState } from '../../ui/PageStateContext';
import { choiceColumn } from '../../ui/selectionColumn';
import { attritionMonthLabel, percent } from './attritionMonth';
import { useAttritionExits, useAttritionRate } from './dashboard.api';

export const ATTRITION_EXIT_PAGE_SIZE = 10;

const monthKey = (month: Pick<AttritionMonth, 'month' | 'year'>) => `${month.year}-${month.month}`;

const MONTH_COLUMNS: TableColumnsType<AttritionMonth> = [
  { title: 'Month', key: 'month', render: (_, month) => attritionMonthLabel(month) },
  { title: 'Exits', dataIndex: 'exit_count', key: 'exit_count', align: 'right' },
  { title: 'Average head count', dataIndex: 'total_count', key: 'total_count', align: 'right' },
  {
    title: 'Attrition rate',
    key: 'attrition_rate',
    align: 'right',
    render: (_, month) => percent(month.attrition_rate),
  },
];

/**
 * 'attrition-drilldown' (Attrition Rate Drilldown): the attrition rate of the last 6 months, how it is worked
 * out, and the exits of the month chosen (the latest unless the options name one), a page at a time.
 */
export function AttritionDrilldownTool({ options, onOptionsChange }: ToolProps) {
  const labels = useUnitLabels();
  const navigate = useNavigate();
  const rates = useAttritionRate();
  const months = rates.data?.results ?? [];
  const chosen =
    months.find((month) => month.year === options.year && month.month === options.month) ?? months.at(-1);
  const page = pageOption(options, 'page');
  const orderBy = textOption(options, 'order_by');
  const exits = useAttritionExits(
    chosen
      ? {
          year: chosen.year,
          month: chosen.month,
          limit: ATTRITION_EXIT_PAGE_SIZE,
          offset: (page - 1) * ATTRITION_EXIT_PAGE_SIZE,
          order_by: orderBy,
        }
      : null,
  );
  useFailedLoadAsPageState(rates.error ?? exits.error);
  const change = (changes: ToolOptions) => onOptionsChange(withOptions(options, changes));

  if (rates.isError && !rates.data)
    return <LoadFailed variant="inline" error={rates.error} onRetry={() => rates.refetch()} />;
  if (!rates.data) return <Skeleton active />;

  const sortOrder = (field: string) =>
    orderBy === field ? ('ascend' as const) : orderBy === `-${field}` ? ('descend' as const) : null;
  const sortable = (field: (typeof ATTRITION_EXIT_SORTABLE)[number]) => ({
    key: field,
    sorter: true,
    sortOrder: sortOrder(field),
  });
  const exitColumns: TableProps<AttritionExit>['columns'] = [
    {
      title: 'Name',
      ...sortable('name'),
      render: (_, exit) => {
        const href = toolLink('employee-viewer', { id: exit.employee_id });
        return (
          <a
            href={href}
            onClick={(event) => {
              event.preventDefault();
              navigate(href);
            }}
          >
            {exit.first_name} {exit.last_name}
          </a>
        );
      },
    },
    { title: 'Code', dataIndex: 'code', ...sortable('code') },
    { title: 'Designation', ...sortable('designation'), render: (_, exit) => exit.designation ?? '—' },
    { title: labels.department, ...sortable('department'), render: (_, exit) => exit.department ?? '—' },
    {
      title: 'Last working day',
      ...sortable('last_working_day'),
      render: (_, exit) => displayDate(exit.last_working_day),
    },
  ];
  const onExitsChange: TableProps<AttritionExit>['onChange'] = (pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = String(single?.columnKey ?? '');
    const order =
      single?.order && (ATTRITION_EXIT_SORTABLE as readonly string[]).includes(field)
        ? `${single.order === 'descend' ? '-' : ''}${field}`
        : undefined;
    const nextPage = order === orderBy ? pagination.current : 1;
    change({ order_by: order, page: nextPage && nextPage > 1 ? nextPage : undefined });
  };
  const chosenLabel = chosen ? attritionMonthLabel(chosen) : '';
  const choice = choiceColumn({
    rowKey: monthKey,
    chosen,
    onChoose: (month) =>
      change({ year: month.year, month: month.month, page: undefined, order_by: undefined }),
    label: (month) => `Show the exits of ${attritionMonthLabel(month)}`,
  });

  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        Attrition rate = exits completed in the month ÷ average head count × 100. The average head count is
        the mean of the employees working or serving notice on the month’s first and last day.
      </Typography.Paragraph>
      <Table<AttritionMonth>
        aria-label="Attrition by month"
        rowKey={monthKey}
        size="small"
        columns={[choice.column, ...MONTH_COLUMNS]}
        dataSource={months}
        rowClassName={choice.rowClassName}
        pagination={false}
        locale={{ emptyText: <EmptyState description="No months to show." /> }}
      />
      {chosen && (
        <>
          <Typography.Title level={5} style={{ margin: 0 }}>
            Exits in {chosenLabel}
          </Typography.Title>
          {exits.isError && !exits.data ? (
            <LoadFailed variant="inline" error={exits.error} onRetry={() => exits.refetch()} />
          ) : (
            <Table<AttritionExit>
              aria-label={`Exits in ${chosenLabel}`}
              rowKey="id"
              size="middle"
              columns={exitColumns}
              dataSource={exits.data?.results ?? []}
              loading={exits.isFetching}
              locale={{ emptyText: <EmptyState description={`No exits in ${chosenLabel}.`} /> }}
              onChange={onExitsChange}
              pagination={{
                current: page,
                pageSize: ATTRITION_EXIT_PAGE_SIZE,
                total: exits.data?.count ?? 0,
                showSizeChanger: false,
                showTotal: (total) => `${total} exits`,
              }}
              scroll={{ x: true }}
            />
          )}
        </>
      )}
    </Flex>
  );
}
