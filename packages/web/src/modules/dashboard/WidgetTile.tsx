import {
  type AttritionMonth,
  AttritionRateSchema,
  DASHBOARD_TILE_HEIGHT_PX,
  type DashboardWidgetId,
  DepartmentHeadCountSchema,
  EmployeeCountSchema,
  ExitClearanceSchema,
  type JoinersExits,
  JoinersExitsSchema,
  PendingTimesheetsSchema,
  PeopleInNoticeSchema,
  type Pyramid,
  PyramidSchema,
  SubDepartmentHeadCountSchema,
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
import { attritionMonthLabel, percent } from './attritionMonth';
import { useWidgetData } from './dashboard.api';
import { PyramidChart } from './PyramidChart';
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
    case 'pending_timesheets':
      return (
        <Loaded widget={widget} schema={PendingTimesheetsSchema}>
          {(data) => (
            <Flex gap={24}>
              <Statistic title="Submission pending" value={data.pending_submission_count} />
              <Statistic title="Approval pending" value={data.pending_approval_count} />
            </Flex>
          )}
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

/** A dashboard tile: skeleton until its data arrives, an error banner if it cannot load, a drill-down on click. */
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
      aria-label={target ? `Open ${widget.title}` : undefined}
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
