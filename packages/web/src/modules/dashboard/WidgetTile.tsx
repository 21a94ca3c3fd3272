import {
  type AttritionMonth,
  AttritionRateSchema,
  CandidatesJoiningSchema,
  ClientAchievementsSchema,
  type Currency,
  DASHBOARD_TILE_HEIGHT_PX,
  type DashboardWidgetId,
  DepartmentHeadCountSchema,
  EmployeeCountSchema,
  ExitClearanceSchema,
  formatAmount,
  type JoinersExits,
  JoinersExitsSchema,
  type LeakageLoss,
  LeakageLossSchema,
  type NetMargin,
  NetMarginSchema,
  NotifiedOpportunitiesSchema,
  OnboardingCountSchema,
  PendingTimesheetsSchema,
  PeopleInNoticeSchema,
  type Pyramid,
  PyramidSchema,
  ResourceAllocationSchema,
  SubDepartmentHeadCountSchema,
  shortenAmount,
  TargetAchievementsSchema,
  TeamLeavesCountSchema,
  type Widget,
} from '@atrium/contracts';
import { Alert, Card, Flex, Skeleton, Statistic, Typography } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { ResponseSchema } from '../../platform/apiClient';
import { displayDate } from '../../platform/displayDate';
import { messageForError } from '../../platform/errorMessages';
import { toolLink } from '../../platform/tools/toolLink';
import { AllocationPie } from './AllocationPie';
import { attritionMonthLabel, percent } from './attritionMonth';
import { useWidgetData } from './dashboard.api';
import { PyramidChart } from './PyramidChart';
import { ClientAchievementsPie, TargetAchievementLines } from './SalesTargetTiles';
import { WidgetChart } from './WidgetChart';

interface LoadedProps<T> {
  widget: DashboardWidgetId;
  schema: ResponseSchema<T>;
  children(data: T): ReactNode;
}

/** A tile's data: a skeleton until it arrives, the error's message if it cannot load. */
function Loaded<T>({ widget, schema, children }: LoadedProps<T>) {
  const data = useWidgetData(widget, schema);
  if (data.isPending) return <Skeleton active paragraph={{ rows: 1 }} title={false} />;
  if (data.isError) return <Alert type="error" showIcon title={messageForError(data.error)} />;
  return children(data.data);
}

function PyramidBody({ data }: { data: Pyramid }) {
  const levels = useMemo(
    () =>
      data.results
        .map((row, index, all) => {
          const next = all[index + 1]?.bracket.start_year;
          const label =
            next === undefined ? `${row.bracket.start_year}+ y` : `${row.bracket.start_year}–${next} y`;
          return { label, count: row.employee_count };
        })
        .reverse(),
    [data],
  );
  return <PyramidChart levels={levels} />;
}

function JoinersExitsChart({ data }: { data: JoinersExits }) {
  const option = useMemo(
    () => ({
      grid: { left: 24, right: 8, top: 20, bottom: 20 },
      legend: { top: 0, itemHeight: 8, textStyle: { fontSize: 11 } },
      tooltip: { trigger: 'axis' },
      xAxis: {
        type: 'category',
        data: data.joiners.map((week) => displayDate(week.joining_date)),
        axisLabel: { fontSize: 10 },
      },
      yAxis: { type: 'value', minInterval: 1, axisLabel: { fontSize: 10 } },
      series: [
        { name: 'Joiners', type: 'bar', data: data.joiners.map((week) => week.number_of_joinees) },
        { name: 'Exits', type: 'bar', data: data.exits.map((week) => week.employee_exits_count) },
      ],
    }),
    [data],
  );
  const summary = data.joiners
    .map(
      (week, index) =>
        `week of ${displayDate(week.joining_date)}: ${week.number_of_joinees} joining, ${
          data.exits[index]?.employee_exits_count ?? 0
        } leaving`,
    )
    .join('; ');
  return <WidgetChart option={option} label={`Joiners and exits per week: ${summary}`} />;
}

function AttritionChart({ months }: { months: AttritionMonth[] }) {
  const option = useMemo(
    () => ({
      grid: { left: 32, right: 8, top: 8, bottom: 20 },
      tooltip: { trigger: 'axis', valueFormatter: (value: number) => percent(value) },
      xAxis: { type: 'category', data: months.map(attritionMonthLabel), axisLabel: { fontSize: 10 } },
      yAxis: { type: 'value', axisLabel: { fontSize: 10, formatter: '{value}%' } },
      series: [{ name: 'Attrition rate', type: 'line', data: months.map((month) => month.attrition_rate) }],
    }),
    [months],
  );
  const summary = months.map((month) => `${attritionMonthLabel(month)}: ${percent(month.attrition_rate)}`);
  return <WidgetChart option={option} label={`Attrition rate by month: ${summary.join(', ')}`} />;
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthLabel = (row: { year: number; month: number }) =>
  `${MONTH_NAMES[row.month - 1]} ${String(row.year).slice(2)}`;

interface MoneyMonth {
  year: number;
  month: number;
  currency: Currency;
}

/** A line per currency of one amount by month; months with nothing recorded show as zero. */
function MoneyLines<Row extends MoneyMonth>({
  rows,
  name,
  value,
}: {
  rows: readonly Row[];
  name: string;
  value(row: Row): number;
}) {
  const option = useMemo(() => {
    const months = [...new Map(rows.map((row) => [`${row.year}-${row.month}`, row])).values()];
    const currencies = [...new Set(rows.map((row) => row.currency))];
    return {
      grid: { left: 40, right: 8, top: currencies.length > 1 ? 20 : 8, bottom: 20 },
      legend: currencies.length > 1 ? { top: 0, itemHeight: 8, textStyle: { fontSize: 11 } } : undefined,
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: months.map(monthLabel), axisLabel: { fontSize: 10 } },
      yAxis: {
        type: 'value',
        axisLabel: { fontSize: 10, formatter: (amount: number) => shortenAmount(amount) },
      },
      series: currencies.map((currency) => ({
        name: currency,
        type: 'line',
        data: months.map((month) => {
          const row = rows.find(
            (candidate) =>
              candidate.currency === currency &&
              candidate.year === month.year &&
              candidate.month === month.month,
          );
          return row ? value(row) : 0;
        }),
      })),
    };
  }, [rows, value]);
  if (rows.length === 0) return <Typography.Text type="secondary">No project figures yet</Typography.Text>;
  const summary = rows
    .map((row) => `${monthLabel(row)}: ${row.currency} ${formatAmount(value(row), row.currency)}`)
    .join(', ');
  return <WidgetChart option={option} label={`${name} by month: ${summary}`} />;
}

const netMarginOf = (row: NetMargin['results'][number]) => row.actual_net_margin;
const leakageOf = (row: LeakageLoss['results'][number]) => row.revenue_leakage;
const lossOf = (row: LeakageLoss['results'][number]) => row.revenue_loss;

function WidgetBody({ widget }: { widget: DashboardWidgetId }) {
  switch (widget) {
    case 'active_employees':
      return (
        <Loaded widget={widget} schema={EmployeeCountSchema}>
          {(data) => (
            <>
              <Statistic value={data.count} />
              <Typography.Text type="secondary">
                Joined by today, those serving notice included
              </Typography.Text>
            </>
          )}
        </Loaded>
      );
    case 'employees_on_notice':
      return (
        <Loaded widget={widget} schema={EmployeeCountSchema}>
          {(data) => <Statistic value={data.count} />}
        </Loaded>
      );
    case 'people_in_notice':
      return (
        <Loaded widget={widget} schema={PeopleInNoticeSchema}>
          {(data) => <Statistic value={data.in_notice_resource_count} />}
        </Loaded>
      );
    case 'team_leaves':
      return (
        <Loaded widget={widget} schema={TeamLeavesCountSchema}>
          {(data) => <Statistic title="On leave today" value={data.effective_leave_count} />}
        </Loaded>
      );
    case 'department_head_count':
      return (
        <Loaded widget={widget} schema={DepartmentHeadCountSchema}>
          {(data) => <Statistic value={data.department_head_count} />}
        </Loaded>
      );
    case 'sub_department_head_count':
      return (
        <Loaded widget={widget} schema={SubDepartmentHeadCountSchema}>
          {(data) => <Statistic value={data.sub_department_head_count} />}
        </Loaded>
      );
    case 'employees_pyramid':
      return (
        <Loaded widget={widget} schema={PyramidSchema}>
          {(data) => <PyramidBody data={data} />}
        </Loaded>
      );
    case 'joiners_exits':
      return (
        <Loaded widget={widget} schema={JoinersExitsSchema}>
          {(data) => <JoinersExitsChart data={data} />}
        </Loaded>
      );
    case 'attrition_rate':
      return (
        <Loaded widget={widget} schema={AttritionRateSchema}>
          {(data) => <AttritionChart months={data.results} />}
        </Loaded>
      );
    case 'net_margin':
      return (
        <Loaded widget={widget} schema={NetMarginSchema}>
          {(data) => <MoneyLines rows={data.results} name="Net margin" value={netMarginOf} />}
        </Loaded>
      );
    case 'revenue_leakage':
      return (
        <Loaded widget={widget} schema={LeakageLossSchema}>
          {(data) => <MoneyLines rows={data.results} name="Revenue leakage" value={leakageOf} />}
        </Loaded>
      );
    case 'revenue_loss':
      return (
        <Loaded widget={widget} schema={LeakageLossSchema}>
          {(data) => <MoneyLines rows={data.results} name="Revenue loss" value={lossOf} />}
        </Loaded>
      );
    case 'resource_allocation':
      return (
        <Loaded widget={widget} schema={ResourceAllocationSchema}>
          {(data) => <AllocationPie data={data} />}
        </Loaded>
      );
    case 'target_achievements':
      return (
        <Loaded widget={widget} schema={TargetAchievementsSchema}>
          {(data) => <TargetAchievementLines data={data} />}
        </Loaded>
      );
    case 'client_achievements':
      return (
        <Loaded widget={widget} schema={ClientAchievementsSchema}>
          {(data) => <ClientAchievementsPie data={data} />}
        </Loaded>
      );
    case 'pending_timesheets':
      return (
        <Loaded widget={widget} schema={PendingTimesheetsSchema}>
          {(data) => (
            <Flex gap={24}>
              <Statistic title="Submission pending" value={data.pending_submission_timesheets_count} />
              <Statistic title="Approval pending" value={data.approval_pending_timesheets_count} />
            </Flex>
          )}
        </Loaded>
      );
    case 'candidates_joining':
      return (
        <Loaded widget={widget} schema={CandidatesJoiningSchema}>
          {(data) => <Statistic title="Accepted, joining from today" value={data.candidates_joining_count} />}
        </Loaded>
      );
    case 'notified_opportunities':
      return (
        <Loaded widget={widget} schema={NotifiedOpportunitiesSchema}>
          {(data) => (
            <Statistic
              title="Open, at or past the stage that tells the sales head"
              value={data.notified_opportunities_count}
            />
          )}
        </Loaded>
      );
    case 'onboarding':
      return (
        <Loaded widget={widget} schema={OnboardingCountSchema}>
          {(data) => {
            const counts = data[0] ?? {
              inprogress_candidates: 0,
              total_candidates: 0,
              overdue_candidates: 0,
            };
            return (
              <Flex gap={24}>
                <Statistic title="In progress" value={counts.inprogress_candidates} />
                <Statistic title="Overdue" value={counts.overdue_candidates} />
                <Statistic title="Total" value={counts.total_candidates} />
              </Flex>
            );
          }}
        </Loaded>
      );
    case 'exit_clearance':
      return (
        <Loaded widget={widget} schema={ExitClearanceSchema}>
          {(data) => (
            <Flex gap={24}>
              <Statistic title="Clearance pending" value={data.exit_clearance_pending_count} />
              <Statistic title="Full and final pending" value={data.exit_final_pending_count} />
            </Flex>
          )}
        </Loaded>
      );
  }
}

/**
 * A dashboard tile: skeleton until its data arrives, an error banner if it cannot load, a drill-down on click. A
 * tile that drills down is a link named by what it shows, its title then its figures.
 */
export function WidgetTile({ widget }: { widget: Widget }) {
  const navigate = useNavigate();
  const target = drillDownPath(widget);
  const open = target ? () => navigate(target) : undefined;
  return (
    <Card
      size="small"
      title={widget.title}
      hoverable={Boolean(target)}
      onClick={open}
      onKeyDown={(event) => open && (event.key === 'Enter' || event.key === ' ') && open()}
      tabIndex={target ? 0 : undefined}
      role={target ? 'link' : undefined}
      style={{ height: DASHBOARD_TILE_HEIGHT_PX, overflow: 'hidden' }}
    >
      <WidgetBody widget={widget.identifier} />
    </Card>
  );
}

/** Where a click on the tile goes: its workspace, or its tool with the drill-down data as the tool's options. */
function drillDownPath(widget: Widget): string | null {
  if (widget.workspace_key) return `/workspace/${widget.workspace_key}`;
  if (!widget.tool_key) return null;
  return toolLink(widget.path_key ? `${widget.tool_key}#${widget.path_key}` : widget.tool_key, widget.data);
}
