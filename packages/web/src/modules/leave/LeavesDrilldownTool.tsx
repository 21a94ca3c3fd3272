import {
  LEAVE_REQUEST_STATUS_LABELS,
  type LeaveRequestStatus,
  LIVE_LEAVE_STATUSES,
  TEAM_LEAVES_MAX_DAYS,
  type TeamLeave,
} from '@atrium/contracts';
import { Alert, Flex, Select, Skeleton, Statistic, Table, type TableProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { displayDate } from '../../platform/displayDate';
import { toolLink } from '../../platform/tools/toolLink';
import { textOption, withOptions } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { DateRangeField } from '../../ui/DateRangeField';
import { EmptyState } from '../../ui/EmptyState';
import { FilterField, FilterRow } from '../../ui/FilterBar';
import { LoadFailed } from '../../ui/LoadFailed';
import { useFailedLoadAsPageState } from '../../ui/PageStateContext';
import { StatusBadge } from '../../ui/StatusBadge';
import { useTeamLeavesBetween } from '../dashboard';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const iso = (day: Dayjs) => day.format('YYYY-MM-DD');
const PAGE_SIZE = 20;

/** Monday to Sunday of the week holding `day`. */
function weekOf(day: Dayjs): [Dayjs, Dayjs] {
  const monday = day.startOf('day').subtract((day.day() + 6) % 7, 'day');
  return [monday, monday.add(6, 'day')];
}

/** Whether `day` and `other` are too far apart to be the two ends of one range the API answers. */
export function beyondMaxRange(day: Dayjs, other: Dayjs): boolean {
  return Math.abs(day.startOf('day').diff(other.startOf('day'), 'day')) >= TEAM_LEAVES_MAX_DAYS;
}

/** The range in the options when it is one the API answers; this week otherwise. */
function rangeOf(from: string | undefined, to: string | undefined): [Dayjs, Dayjs] {
  const start = from && ISO_DATE.test(from) ? dayjs(from) : null;
  const end = to && ISO_DATE.test(to) ? dayjs(to) : null;
  if (start?.isValid() && end?.isValid() && !end.isBefore(start) && !beyondMaxRange(start, end))
    return [start, end];
  return weekOf(dayjs());
}

function statusOf(value: string | undefined): LeaveRequestStatus | undefined {
  return LIVE_LEAVE_STATUSES.find((status) => status === value);
}

/** '05-May-2026', '05-May-2026 – 07-May-2026', with '(half day)' on a half first or last day. */
function leaveDates(leave: TeamLeave): string {
  const half = (flag: boolean) => (flag ? ' (half day)' : '');
  if (leave.start_date === leave.end_date)
    return `${displayDate(leave.start_date)}${half(leave.start_half || leave.end_half)}`;
  return `${displayDate(leave.start_date)}${half(leave.start_half)} – ${displayDate(leave.end_date)}${half(leave.end_half)}`;
}

const STATUS_OPTIONS = LIVE_LEAVE_STATUSES.map((status) => ({
  label: LEAVE_REQUEST_STATUS_LABELS[status],
  value: status,
}));

/**
 * 'leaves-drilldown' (Leaves Drilldown, opened from the team leaves tile): the leaves of the caller's team in
 * a range of at most TEAM_LEAVES_MAX_DAYS days (this week unless the options name one), filtered by status.
 */
export function LeavesDrilldownTool({ options, onOptionsChange }: ToolProps) {
  const navigate = useNavigate();
  const [start, end] = rangeOf(textOption(options, 'from'), textOption(options, 'to'));
  const from = iso(start);
  const to = iso(end);
  const status = statusOf(textOption(options, 'status'));
  const team = useTeamLeavesBetween(from, to);
  useFailedLoadAsPageState(team.error);
  const change = (changes: Record<string, string | undefined>) =>
    onOptionsChange(withOptions(options, changes));

  const today = dayjs();
  const thisWeek = weekOf(today);
  const presets = [
    { label: 'This week', value: thisWeek },
    { label: 'Next week', value: weekOf(today.add(1, 'week')) },
    { label: 'This month', value: [today.startOf('month'), today.endOf('month').startOf('day')] },
    {
      label: 'Next month',
      value: [today.add(1, 'month').startOf('month'), today.add(1, 'month').endOf('month').startOf('day')],
    },
  ] as { label: string; value: [Dayjs, Dayjs] }[];
  const onRangeChange = (range: [Dayjs | null, Dayjs | null] | null) => {
    const [first, last] = range ?? [];
    if (!first || !last || (iso(first) === iso(thisWeek[0]) && iso(last) === iso(thisWeek[1]))) {
      change({ from: undefined, to: undefined });
    } else {
      change({ from: iso(first), to: iso(last) });
    }
  };

  const leaves = (team.data?.results ?? []).filter((leave) => !status || leave.status === status);
  const period = from === to ? displayDate(from) : `${displayDate(from)} – ${displayDate(to)}`;
  const columns: TableProps<TeamLeave>['columns'] = [
    {
      title: 'Employee',
      key: 'employee',
      render: (_, leave) => {
        const href = toolLink('employee-viewer', { id: leave.employee.id });
        return (
          <a
            href={href}
            onClick={(event) => {
              event.preventDefault();
              navigate(href);
            }}
          >
            {leave.employee.name}
          </a>
        );
      },
    },
    { title: 'Code', key: 'code', render: (_, leave) => leave.employee.code },
    { title: 'Leave type', key: 'leave_type', render: (_, leave) => leave.leave_type.name },
    { title: 'Dates', key: 'dates', render: (_, leave) => leaveDates(leave) },
    { title: 'Days', key: 'quantity', align: 'right', render: (_, leave) => leave.quantity },
    {
      title: 'Status',
      key: 'status',
      render: (_, leave) => (
        <StatusBadge status={leave.status} label={LEAVE_REQUEST_STATUS_LABELS[leave.status]} />
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex gap={16} wrap justify="space-between" align="end">
        <FilterRow style={{ rowGap: 0 }}>
          <FilterField label="Dates" id="leaves-drilldown-range">
            <DateRangeField
              id={{ start: 'leaves-drilldown-range', end: 'leaves-drilldown-range-end' }}
              format="DD-MMM-YYYY"
              value={[start, end]}
              allowClear={false}
              presets={presets}
              disabledDate={(day, info) => Boolean(info.from && beyondMaxRange(day, info.from))}
              onChange={(range) => onRangeChange(range)}
            />
          </FilterField>
          <FilterField label="Status" id="leaves-drilldown-status">
            <Select<LeaveRequestStatus>
              id="leaves-drilldown-status"
              aria-label="Status"
              allowClear
              placeholder="All statuses"
              style={{ minWidth: 200 }}
              value={status}
              options={STATUS_OPTIONS}
              onChange={(value) => change({ status: value })}
            />
          </FilterField>
        </FilterRow>
        {team.data && (
          <Flex gap={32} wrap>
            <Statistic title="Team size" value={team.data.team_size} />
            <Statistic title="On leave today" value={team.data.away_today} />
          </Flex>
        )}
      </Flex>
      {team.data?.truncated && (
        <Alert
          type="warning"
          showIcon
          title="More leaves fall in this range than can be shown at once."
          description="Choose a shorter range to see them all."
        />
      )}
      {team.isError && !team.data ? (
        <LoadFailed variant="inline" error={team.error} onRetry={() => team.refetch()} />
      ) : !team.data ? (
        <Skeleton active />
      ) : (
        <Table<TeamLeave>
          aria-label={`Team leaves, ${period}`}
          rowKey="request_id"
          size="middle"
          columns={columns}
          dataSource={leaves}
          loading={team.isFetching}
          locale={{
            emptyText: (
              <EmptyState
                description={
                  status
                    ? `No ${LEAVE_REQUEST_STATUS_LABELS[status].toLowerCase()} leaves in your team for ${period}.`
                    : `No leaves in your team for ${period}.`
                }
              />
            ),
          }}
          pagination={{
            pageSize: PAGE_SIZE,
            hideOnSinglePage: true,
            showSizeChanger: false,
            showTotal: (total) => `${total} leaves`,
          }}
          scroll={{ x: true }}
        />
      )}
    </Flex>
  );
}
