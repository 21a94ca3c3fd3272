import {
  FORECAST_LEVEL_TEXTS,
  FORECAST_LEVELS,
  type ForecastCell,
  type ForecastLevel,
  type ResourceForecast,
} from '@atrium/contracts';
import { Flex, Table, type TableProps, Tag, Typography, theme } from 'antd';
import { displayDate } from '../../platform/displayDate';
import { textOption } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { OpenedRecord } from '../../ui/OpenedRecord';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { useResourceForecast } from './resources.api';

/** A role's weeks, all roles' weeks, or one figure of all roles' pipeline by week. */
type Row = {
  key: string;
  role: string;
  cells: ForecastCell[];
  isTotal?: boolean;
  figure?: (cell: ForecastCell) => string;
};

const LEVEL_TAGS: Record<ForecastLevel, string> = {
  shortage: 'error',
  tight: 'warning',
  balanced: 'success',
  surplus: 'processing',
};

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/** A week of a role: its gap in people on the level's colour, supply and demand beneath it. */
function Cell({ cell }: { cell: ForecastCell }) {
  const { token } = theme.useToken();
  const background: Record<ForecastLevel, string> = {
    shortage: token.colorErrorBg,
    tight: token.colorWarningBg,
    balanced: token.colorSuccessBg,
    surplus: token.colorInfoBg,
  };
  return (
    <div
      style={{ background: background[cell.level], borderRadius: 4, padding: '4px 4px', textAlign: 'right' }}
      title={`${FORECAST_LEVEL_TEXTS[cell.level]}: supply ${cell.supply}, allocated ${cell.allocated}, requested ${cell.requested}, pipeline ${cell.pipeline}`}
    >
      <div>
        <strong>{signed(cell.gap)}</strong>
        <VisuallyHidden> {FORECAST_LEVEL_TEXTS[cell.level]}</VisuallyHidden>
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
        {cell.supply} / {cell.demand}
      </Typography.Text>
    </div>
  );
}

function columnsFor(data: ResourceForecast): TableProps<Row>['columns'] {
  return [
    {
      title: 'Role',
      key: 'role',
      width: 150,
      render: (_, row) => (row.isTotal ? <strong>{row.role}</strong> : row.role),
    },
    ...data.weeks.map((week, index) => ({
      title: displayDate(week).slice(0, 6),
      key: week,
      render: (_: unknown, row: Row) => {
        const cell = row.cells[index];
        if (!cell) return null;
        if (!row.figure) return <Cell cell={cell} />;
        return <div style={{ textAlign: 'right', padding: '0 4px' }}>{row.figure(cell)}</div>;
      },
    })),
  ];
}

/**
 * 'resource-forecasting-dashboard' (Resource Requirement Forecasting): for the twelve weeks from the day in option
 * `date` (today unless given), each role's supply (people less approved leave, joiners from joining, leavers to their
 * last working day) against demand (allocations and open resource requests), the gap in people as a heat map; beneath,
 * the open opportunities' weighted needs and the gap should they come in.
 */
export function ResourceForecastTool({ options }: ToolProps) {
  const forecast = useResourceForecast(textOption(options, 'date'));
  return (
    <OpenedRecord id={0} query={forecast} emptyText="">
      {(data) => {
        const rows: Row[] = [
          ...data.roles.map((role) => ({
            key: String(role.designation_id ?? 'none'),
            role: role.designation ?? 'No designation',
            cells: role.cells,
          })),
          { key: 'total', role: 'All roles', cells: data.totals, isTotal: true },
          {
            key: 'pipeline',
            role: 'Pipeline (weighted)',
            cells: data.totals,
            figure: (cell) => String(cell.pipeline),
          },
          {
            key: 'outlook',
            role: 'If it comes in',
            cells: data.totals,
            figure: (cell) => signed(cell.outlook_gap),
          },
        ];
        return (
          <Flex vertical gap={12}>
            <Typography.Text type="secondary">
              People to spare (+) or to find (−) in each role, week by week from{' '}
              {displayDate(data.weeks[0] ?? '')}: supply / demand in full-time people beneath. The pipeline is
              what open opportunities would need, weighted by their probability.
            </Typography.Text>
            <Flex gap={8} wrap aria-label="Legend">
              {FORECAST_LEVELS.map((level) => (
                <Tag key={level} color={LEVEL_TAGS[level]}>
                  {FORECAST_LEVEL_TEXTS[level]}
                </Tag>
              ))}
            </Flex>
            <Table<Row>
              aria-label="Supply against demand by role and week"
              rowKey="key"
              size="small"
              columns={columnsFor(data)}
              dataSource={rows}
              pagination={false}
              locale={{ emptyText: 'No active employees or open requests' }}
            />
          </Flex>
        );
      }}
    </OpenedRecord>
  );
}
