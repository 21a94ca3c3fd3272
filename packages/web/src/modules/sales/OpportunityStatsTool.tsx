import { type CurrencyFigures, fiscalYearOf, type OpportunityStats } from '@atrium/contracts';
import { Button, Card, Flex, Skeleton, Statistic, Table, type TableProps, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { displayDate } from '../../platform/displayDate';
import { toolLink } from '../../platform/tools/toolLink';
import { textOption } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { DateRangeField } from '../../ui/DateRangeField';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailed } from '../../ui/LoadFailed';
import { WidgetChart } from '../dashboard';
import { useOpportunityStats } from './insight.api';
import { valueText } from './valueText';

type StageRow = OpportunityStats['stages'][number];
type ClientRow = OpportunityStats['top_clients'][number];
type PersonRow = NonNullable<OpportunityStats['by_sales_person']>[number];

const orDash = (value: number | null, suffix = '') => (value === null ? '—' : `${value}${suffix}`);

/** One currency's figures: amounts of different currencies are never added together. */
function CurrencyCard({ figures }: { figures: CurrencyFigures }) {
  const { currency } = figures;
  const money = (value: number) => valueText({ value, currency });
  return (
    <Card size="small" title={`In ${currency}`} aria-label={`Figures in ${currency}`}>
      <Flex wrap gap={32}>
        <Statistic title={`Open pipeline (${figures.open_count})`} value={money(figures.open_value)} />
        <Statistic title="Weighted pipeline" value={money(figures.weighted_value)} />
        <Statistic title={`Won (${figures.won_count})`} value={money(figures.won_value)} />
        <Statistic title={`Lost (${figures.lost_count})`} value={money(figures.lost_value)} />
        <Statistic title="Win rate" value={orDash(figures.win_rate, '%')} />
        <Statistic
          title="Average deal size"
          value={figures.average_deal_size === null ? '—' : money(figures.average_deal_size)}
        />
        <Statistic title="Average days to close" value={orDash(figures.average_days_to_close)} />
      </Flex>
    </Card>
  );
}

function StageChart({ stats }: { stats: OpportunityStats }) {
  const option = useMemo(() => {
    const currencies = stats.currencies.map((figures) => figures.currency);
    return {
      grid: { left: 56, right: 16, top: 32, bottom: 32 },
      legend: { top: 0 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: stats.stages.map((row) => row.stage.name) },
      yAxis: { type: 'value' },
      series: currencies.map((currency) => ({
        name: currency,
        type: 'bar',
        data: stats.stages.map(
          (row) => row.figures.find((figure) => figure.currency === currency)?.value ?? 0,
        ),
      })),
    };
  }, [stats]);
  const summary = stats.stages
    .map((row) => {
      const values = row.figures.map((figure) => `${figure.count} (${valueText(figure)})`).join(', ');
      return `${row.stage.name}: ${values || 'none'}`;
    })
    .join('; ');
  return <WidgetChart option={option} label={`Open pipeline by stage: ${summary}`} height={240} />;
}

/**
 * 'opportunity-stats' (Opportunity Statistics): the open pipeline by stage and what was won and lost in a period
 * (the current financial year unless chosen), per currency, of the opportunities the caller sees.
 */
export function OpportunityStatsTool({ options, onOptionsChange }: ToolProps) {
  const navigate = useNavigate();
  const from = textOption(options, 'from');
  const to = textOption(options, 'to');
  const stats = useOpportunityStats({ from, to });
  const openStage = (row: StageRow) =>
    toolLink('opportunity-list', { status: 'open', stage_id: String(row.stage.id) });

  const stageColumns: TableProps<StageRow>['columns'] = [
    {
      title: 'Stage',
      key: 'stage',
      render: (_, row) => (
        <a
          href={openStage(row)}
          onClick={(event) => {
            event.preventDefault();
            navigate(openStage(row));
          }}
        >
          {row.stage.name}
        </a>
      ),
    },
    // The stages of every pipeline are listed, the default one's first: each row names its pipeline when several.
    ...(new Set(stats.data?.stages.map((row) => row.pipeline.id)).size > 1
      ? [{ title: 'Pipeline', key: 'pipeline', render: (_: unknown, row: StageRow) => row.pipeline.name }]
      : []),
    {
      title: 'Open opportunities',
      key: 'count',
      align: 'right',
      render: (_, row) => row.figures.reduce((sum, figure) => sum + figure.count, 0),
    },
    {
      title: 'Value',
      key: 'value',
      align: 'right',
      render: (_, row) => row.figures.map((figure) => valueText(figure)).join(' · ') || '—',
    },
  ];
  const clientColumns: TableProps<ClientRow>['columns'] = [
    { title: 'Client', key: 'client', render: (_, row) => row.client.name },
    { title: 'Won', dataIndex: 'won_count', align: 'right' },
    {
      title: 'Won value',
      key: 'value',
      align: 'right',
      render: (_, row) => valueText({ ...row, value: row.won_value }),
    },
  ];
  const personColumns: TableProps<PersonRow>['columns'] = [
    { title: 'Sales person', key: 'person', render: (_, row) => row.person.name },
    { title: 'Open', dataIndex: 'open_count', align: 'right' },
    {
      title: 'Open value',
      key: 'open',
      align: 'right',
      render: (_, row) => valueText({ ...row, value: row.open_value }),
    },
    { title: 'Won', dataIndex: 'won_count', align: 'right' },
    {
      title: 'Won value',
      key: 'won',
      align: 'right',
      render: (_, row) => valueText({ ...row, value: row.won_value }),
    },
  ];

  const data = stats.data;
  const thisYear = fiscalYearOf(new Date());
  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={12} wrap>
        <Typography.Text>Period</Typography.Text>
        <DateRangeField
          aria-label="Period"
          format="DD-MMM-YYYY"
          allowClear={false}
          value={[
            dayjs(from ?? data?.from ?? thisYear.start_date),
            dayjs(to ?? data?.to ?? thisYear.end_date),
          ]}
          onChange={(range) => {
            const [start, end] = range ?? [];
            if (start && end)
              onOptionsChange({ ...options, from: start.format('YYYY-MM-DD'), to: end.format('YYYY-MM-DD') });
          }}
        />
        {(from || to) && (
          <Button onClick={() => onOptionsChange({ ...options, from: '', to: '' })}>
            Current financial year
          </Button>
        )}
        {data && (
          <Typography.Text type="secondary">
            Won and lost from {displayDate(data.from)} to {displayDate(data.to)}; the open pipeline as it
            stands.
          </Typography.Text>
        )}
      </Flex>
      {stats.isError ? (
        <LoadFailed variant="inline" error={stats.error} onRetry={() => stats.refetch()} />
      ) : !data ? (
        <Skeleton active />
      ) : data.currencies.length === 0 ? (
        <EmptyState description="No open opportunities, and none won or lost in this period." />
      ) : (
        <>
          {data.currencies.map((figures) => (
            <CurrencyCard key={figures.currency} figures={figures} />
          ))}
          <Card size="small" title="Open pipeline by stage">
            <StageChart stats={data} />
            <Table<StageRow>
              aria-label="Open pipeline by stage"
              size="small"
              rowKey={(row) => row.stage.id}
              columns={stageColumns}
              dataSource={data.stages}
              pagination={false}
            />
          </Card>
          <Flex gap={16} wrap align="start">
            <Card size="small" title="Top clients by won value" style={{ flex: '1 1 420px' }}>
              <Table<ClientRow>
                aria-label="Top clients by won value"
                size="small"
                rowKey={(row) => `${row.client.id}-${row.currency}`}
                columns={clientColumns}
                dataSource={data.top_clients}
                pagination={false}
                locale={{ emptyText: 'Nothing won in this period.' }}
              />
            </Card>
            {data.by_sales_person && (
              <Card size="small" title="By sales person" style={{ flex: '1 1 520px' }}>
                <Table<PersonRow>
                  aria-label="By sales person"
                  size="small"
                  rowKey={(row) => `${row.person.id}-${row.currency}`}
                  columns={personColumns}
                  dataSource={data.by_sales_person}
                  pagination={false}
                />
              </Card>
            )}
          </Flex>
        </>
      )}
    </Flex>
  );
}
