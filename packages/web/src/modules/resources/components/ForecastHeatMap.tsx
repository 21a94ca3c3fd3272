import {
  FORECAST_LEVEL_TEXTS,
  type ForecastCell,
  type ForecastLevel,
  type ResourceForecast,
} from '@atrium/contracts';
import { Table, type TableProps, Typography, theme } from 'antd';
import { displayDate } from '../../../platform/displayDate';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';

/** A role's weeks, all roles' weeks, or one figure of all roles' pipeline by week; `today` the same row's of today. */
type Row = {
  key: string;
  role: string;
  cells: ForecastCell[];
  today?: ForecastCell[];
  isTotal?: boolean;
  figure?: (cell: ForecastCell) => number;
  /** A figure shown as it is rather than as a gap with its sign. */
  isPlain?: boolean;
};

export const signed = (value: number) => (value > 0 ? `+${value}` : String(value));
const difference = (after: number, before: number) => signed(Math.round((after - before) * 10) / 10);

/** A week of a role: its gap in people on the level's colour, supply and demand beneath, and how today's differs. */
function Cell({ cell, today }: { cell: ForecastCell; today: ForecastCell | undefined }) {
  const { token } = theme.useToken();
  const background: Record<ForecastLevel, string> = {
    shortage: token.colorErrorBg,
    tight: token.colorWarningBg,
    balanced: token.colorSuccessBg,
    surplus: token.colorInfoBg,
  };
  const changed = today !== undefined && today.gap !== cell.gap;
  return (
    <div
      style={{
        background: background[cell.level],
        borderRadius: 4,
        padding: '4px 4px',
        textAlign: 'right',
        outline: changed ? `2px solid ${token.colorPrimary}` : undefined,
      }}
      title={`${FORECAST_LEVEL_TEXTS[cell.level]}: supply ${cell.supply}, allocated ${cell.allocated}, requested ${cell.requested}, pipeline ${cell.pipeline}`}
    >
      <div>
        <strong>{signed(cell.gap)}</strong>
        <VisuallyHidden> {FORECAST_LEVEL_TEXTS[cell.level]}</VisuallyHidden>
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
        {cell.supply} / {cell.demand}
      </Typography.Text>
      {changed && (
        <div style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
          <VisuallyHidden>Against today </VisuallyHidden>
          <span aria-hidden>Δ </span>
          {difference(cell.gap, today.gap)}
        </div>
      )}
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
        if (!row.figure) return <Cell cell={cell} today={row.today?.[index]} />;
        const value = row.figure(cell);
        const before = row.today?.[index];
        return (
          <div style={{ textAlign: 'right', padding: '0 4px' }}>
            {row.isPlain ? String(value) : signed(value)}
            {before && row.figure(before) !== value && (
              <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
                <VisuallyHidden>Against today </VisuallyHidden>
                <span aria-hidden>Δ </span>
                {difference(value, row.figure(before))}
              </Typography.Text>
            )}
          </div>
        );
      },
    })),
  ];
}

interface ForecastHeatMapProps {
  data: ResourceForecast;
  /** Today's forecast over the same weeks and roles, when `data` is a scenario's: each cell tells how it differs. */
  today?: ResourceForecast;
  label: string;
}

/** Each role's gap week by week as a heat map, all roles' beneath, then the weighted pipeline and the gap with it. */
export function ForecastHeatMap({ data, today, label }: ForecastHeatMapProps) {
  const rows: Row[] = [
    ...data.roles.map((role, index) => ({
      key: String(role.designation_id ?? 'none'),
      role: role.designation ?? 'No designation',
      cells: role.cells,
      today: today?.roles[index]?.cells,
    })),
    { key: 'total', role: 'All roles', cells: data.totals, today: today?.totals, isTotal: true },
    {
      key: 'pipeline',
      role: 'Pipeline (weighted)',
      cells: data.totals,
      figure: (cell) => cell.pipeline,
      isPlain: true,
    },
    {
      key: 'outlook',
      role: 'If it comes in',
      cells: data.totals,
      today: today?.totals,
      figure: (cell) => cell.outlook_gap,
    },
  ];
  return (
    <Table<Row>
      aria-label={label}
      rowKey="key"
      size="small"
      columns={columnsFor(data)}
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: 'No active employees or open requests' }}
    />
  );
}
