import { formatAmount, type MissingActual, type RmgStats } from '@atrium/contracts';
import { Card, Flex, Progress, Table, type TableProps, Tabs, Typography } from 'antd';
import { displayDate } from '../../platform/displayDate';
import { textOption, withOptions } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { OpenedRecord } from '../../ui/OpenedRecord';
import { percent, RmgFigureCards, RmgFiguresTable } from './components/RmgFigures';
import { useRmgStats } from './resources.api';

const BREAKDOWNS = [
  { key: 'department', label: 'By department', title: 'Department', noneText: 'No department' },
  { key: 'skill', label: 'By skill', title: 'Skill', noneText: 'No skills recorded' },
  { key: 'location', label: 'By location', title: 'Location', noneText: 'No location' },
] as const;

type Week = RmgStats['trend'][number];

const share = (value: number) => (
  <Flex gap={8} align="center" justify="flex-end">
    <Progress percent={value} showInfo={false} size="small" style={{ width: 96, margin: 0 }} aria-hidden />
    <span>{percent(value)}</span>
  </Flex>
);

const trendColumns: TableProps<Week>['columns'] = [
  { title: 'Week of', key: 'week', render: (_, week) => displayDate(week.week_start) },
  { title: 'People', dataIndex: 'headcount', key: 'headcount', align: 'right' },
  {
    title: 'Utilisation',
    key: 'utilisation',
    align: 'right',
    render: (_, week) => share(week.utilisation_percent),
  },
  {
    title: 'Billable',
    key: 'billable',
    align: 'right',
    render: (_, week) => share(week.billable_percent),
  },
  {
    title: 'On bench',
    key: 'bench',
    align: 'right',
    render: (_, week) => `${week.bench_count} (${percent(week.bench_percent)})`,
  },
];

const hours = (value: number) => `${value} h`;
const money = (value: number | null, currency: MissingActual['currency']) =>
  value === null ? 'No rate' : `${currency} ${formatAmount(value, currency)}`;

const missingColumns: TableProps<MissingActual>['columns'] = [
  {
    title: 'Person',
    key: 'person',
    render: (_, row) => (
      <Flex vertical>
        <span>{row.name}</span>
        <Typography.Text type="secondary">{row.code}</Typography.Text>
      </Flex>
    ),
  },
  {
    title: 'Project',
    key: 'project',
    render: (_, row) => (
      <Flex vertical>
        <span>{row.project_name}</span>
        <Typography.Text type="secondary">{row.project_code}</Typography.Text>
      </Flex>
    ),
  },
  { title: 'Allocated', key: 'allocated', align: 'right', render: (_, row) => hours(row.allocated_hours) },
  { title: 'Logged', key: 'logged', align: 'right', render: (_, row) => hours(row.logged_hours) },
  { title: 'Missing', key: 'missing', align: 'right', render: (_, row) => hours(row.missing_hours) },
  {
    title: 'Billing rate',
    key: 'rate',
    align: 'right',
    render: (_, row) =>
      row.billing_rate === null ? 'No rate' : `${money(row.billing_rate, row.currency)} / hour`,
  },
  {
    title: 'Missing value',
    key: 'value',
    align: 'right',
    render: (_, row) => money(row.missing_value, row.currency),
  },
];

/**
 * 'rmg-stats' (Statistics): on the day in option `date` (today unless given), utilisation, billable % and bench % in
 * all and by department, skill or location (option `by`), their trend week by week (option `weeks`, 12 unless
 * given), and the last full week's missing actuals: billable people who logged less than their allocation, valued at
 * their billing rate.
 */
export function RmgStatsTool({ options, onOptionsChange }: ToolProps) {
  const weeks = Number(textOption(options, 'weeks')) || undefined;
  const stats = useRmgStats(textOption(options, 'date'), weeks);
  const by = BREAKDOWNS.find((breakdown) => breakdown.key === textOption(options, 'by')) ?? BREAKDOWNS[0];
  return (
    <OpenedRecord id={0} query={stats} emptyText="">
      {(data) => (
        <Flex vertical gap={16}>
          <Typography.Text type="secondary">
            Active employees on {displayDate(data.date)}; each person’s allocation counts up to 100%.
          </Typography.Text>
          <RmgFigureCards figures={data} />
          <Tabs
            activeKey={by.key}
            onChange={(key) => onOptionsChange?.(withOptions(options, { by: key }))}
            items={BREAKDOWNS.map((breakdown) => ({
              key: breakdown.key,
              label: breakdown.label,
              children: (
                <RmgFiguresTable
                  label={`Utilisation ${breakdown.label.toLowerCase()}`}
                  title={breakdown.title}
                  noneText={breakdown.noneText}
                  groups={data[`by_${breakdown.key}`]}
                />
              ),
            }))}
          />
          <Card size="small" title="Week by week">
            <Table<Week>
              aria-label="Utilisation week by week"
              rowKey="week_start"
              size="small"
              columns={trendColumns}
              dataSource={[...data.trend].reverse()}
              pagination={false}
            />
          </Card>
          <MissingActuals missing={data.missing_actuals} />
        </Flex>
      )}
    </OpenedRecord>
  );
}

function MissingActuals({ missing }: { missing: RmgStats['missing_actuals'] }) {
  const week = `${displayDate(missing.week_start)} – ${displayDate(missing.week_end)}`;
  const totals = missing.totals.map((total) => money(total.value, total.currency)).join(' · ');
  return (
    <Card
      size="small"
      title={`Missing actuals, ${week}`}
      extra={
        missing.count > 0 && (
          <Typography.Text>
            {hours(missing.total_hours)}
            {totals && ` · ${totals}`}
          </Typography.Text>
        )
      }
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">
          People billable on a project who logged less time on it than their allocation asks for, leave apart.
          {missing.count > missing.people.length &&
            ` The ${missing.people.length} largest of ${missing.count.toLocaleString('en-IN')} gaps are listed, by missing value.`}
        </Typography.Text>
        <Table<MissingActual>
          aria-label="Missing actuals"
          rowKey={(row) => `${row.employee_id}-${row.project_id}`}
          size="small"
          columns={missingColumns}
          dataSource={missing.people}
          pagination={missing.people.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          locale={{
            emptyText: `Everyone billable logged their allocated time in the week of ${displayDate(missing.week_start)}`,
          }}
          scroll={{ x: 'max-content' }}
        />
      </Flex>
    </Card>
  );
}
