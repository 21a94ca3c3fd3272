import {
  type BusinessPlan,
  FISCAL_QUARTERS,
  formatAmount,
  QUARTER_TEXTS,
  shortenAmount,
  TARGET_SORTABLE,
  type TargetFigures,
} from '@atrium/contracts';
import { Button, Card, Flex, type TableProps, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { listOptions } from '../../platform/listOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { EmptyState } from '../../ui/EmptyState';
import { ServerListScreen } from '../../ui/ServerListScreen';
import { WidgetChart } from '../dashboard';
import { PlanPicker } from './components/PlanPicker';
import { useTargetFigures } from './targets.api';

type Figures = TargetFigures['year'];

const percentText = (percent: number | null) => (percent === null ? '—' : `${percent}%`);
const nameOf = (row: TargetFigures) => row.person?.name ?? row.team?.name ?? '—';

/** One quarter's (or the year's) figures in a cell: target, order book, achievement and the share achieved. */
function FiguresCell({ figures, currency }: { figures: Figures; currency: BusinessPlan['currency'] }) {
  const line = (label: string, value: number) => (
    <span title={`${label}: ${currency} ${formatAmount(value, currency)}`}>
      <Typography.Text type="secondary">{label}</Typography.Text> {shortenAmount(value)}
    </span>
  );
  return (
    <Flex vertical gap={0} align="end" style={{ whiteSpace: 'nowrap' }}>
      {line('Target', figures.target)}
      {line('Order book', figures.order_book)}
      {line('Achieved', figures.achievement)}
      <Tag
        color={(figures.percent_achieved ?? 0) >= 100 ? 'success' : 'default'}
        style={{ marginInlineEnd: 0 }}
      >
        {percentText(figures.percent_achieved)}
      </Tag>
    </Flex>
  );
}

/** The chosen row's target, order book and achievement as bars by quarter. */
function FiguresChart({ row, currency }: { row: TargetFigures; currency: BusinessPlan['currency'] }) {
  const option = useMemo(
    () => ({
      grid: { left: 56, right: 16, top: 32, bottom: 24 },
      legend: { top: 0 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: row.quarters.map((q) => QUARTER_TEXTS[q.quarter]) },
      yAxis: { type: 'value', axisLabel: { formatter: (value: number) => shortenAmount(value) } },
      series: [
        { name: 'Target', type: 'bar', data: row.quarters.map((q) => q.target) },
        { name: 'Order book', type: 'bar', data: row.quarters.map((q) => q.order_book) },
        { name: 'Achievement', type: 'bar', data: row.quarters.map((q) => q.achievement) },
      ],
    }),
    [row],
  );
  const summary = row.quarters
    .map(
      (q) =>
        `${QUARTER_TEXTS[q.quarter]}: target ${shortenAmount(q.target)}, order book ${shortenAmount(q.order_book)}, achieved ${shortenAmount(q.achievement)}`,
    )
    .join('; ');
  return (
    <Card size="small" title={`${nameOf(row)} by quarter (${currency})`}>
      <WidgetChart option={option} label={`${nameOf(row)} by quarter: ${summary}`} height={240} />
    </Card>
  );
}

/**
 * 'sales-target-viewer' (Sales Target Viewer): for the chosen business plan, each sales person's and team's target
 * per quarter beside the order book (won in the quarter) and the achievement (won value delivered in it), the share
 * achieved, and the chosen row's chart by quarter. A sales executive sees their own and their team's.
 */
export function SalesTargetViewerTool({ options, onOptionsChange }: ToolProps) {
  return (
    <PlanPicker id="target-viewer-plan" options={options} onOptionsChange={onOptionsChange}>
      {(plan) =>
        plan ? (
          <PlanFigures key={plan.id} plan={plan} options={options} onOptionsChange={onOptionsChange} />
        ) : (
          <EmptyState description="No business plan yet: targets are set in Target Setting." />
        )
      }
    </PlanPicker>
  );
}

function PlanFigures({
  plan,
  options,
  onOptionsChange,
}: Pick<ToolProps, 'options' | 'onOptionsChange'> & { plan: BusinessPlan }) {
  const list = listOptions<TargetFigures>(options, onOptionsChange, TARGET_SORTABLE);
  const figures = useTargetFigures(plan.id, list.query);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const rows = figures.data?.results ?? [];
  const chosen = rows.find((row) => row.id === chosenId) ?? rows[0];

  const columns: TableProps<TargetFigures>['columns'] = [
    {
      title: 'Sales person or team',
      key: 'name',
      sorter: true,
      sortOrder: list.sortOrder('name'),
      render: (_, row) => (
        <Flex gap={6} align="center">
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0, fontWeight: row.id === chosen?.id ? 600 : undefined }}
            onClick={() => setChosenId(row.id)}
            aria-label={`Chart ${nameOf(row)}`}
            aria-pressed={row.id === chosen?.id}
          >
            {nameOf(row)}
          </Button>
          {row.kind === 'team' && <Tag>Team</Tag>}
        </Flex>
      ),
    },
    ...FISCAL_QUARTERS.map((quarter, index) => ({
      title: QUARTER_TEXTS[quarter],
      key: quarter,
      align: 'right' as const,
      render: (_: unknown, row: TargetFigures) => {
        const figures = row.quarters[index];
        return figures ? <FiguresCell figures={figures} currency={plan.currency} /> : null;
      },
    })),
    {
      title: 'Year',
      key: 'total',
      align: 'right',
      sorter: true,
      sortOrder: list.sortOrder('total'),
      render: (_, row) => <FiguresCell figures={row.year} currency={plan.currency} />,
    },
  ];

  return (
    <ServerListScreen<TargetFigures>
      label="Targets"
      columns={columns}
      result={figures}
      list={list}
      emptyText="No targets in this plan for you to see."
      filters={
        <Typography.Text type="secondary">
          Amounts in {plan.currency}; order book is what was won in the quarter, achievement the won value
          delivered in it.
        </Typography.Text>
      }
      beforeTable={chosen && <FiguresChart row={chosen} currency={plan.currency} />}
    />
  );
}
