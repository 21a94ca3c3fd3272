import {
  type ApprovalRow,
  type Decision,
  formatTimeSpent,
  NON_PROJECT_TASK_TEXTS,
  nextTimesheetStatus,
  TIMESHEET_STATUS_TEXTS,
} from '@atrium/contracts';
import { Button, Flex, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { displayDate } from '../../../platform/displayDate';
import { StatusBadge } from '../../../ui/StatusBadge';

const DAY_ACTIONS: readonly { decision: Decision['decision']; label: string }[] = [
  { decision: 'approve', label: 'Approve' },
  { decision: 'reject', label: 'Reject' },
  { decision: 'reopen', label: 'Reopen' },
  { decision: 'skip', label: 'Skip' },
];

interface ApprovalDaysProps {
  row: ApprovalRow;
  /** While a decision is saved, no other is offered. */
  busy: boolean;
  onDecide(decision: Decision['decision'], date: string): void;
}

const DAY_MS = 86_400_000;
const weekday = (date: string) => dayjs(date).format('ddd');

/** Days as runs of consecutive dates: "Mon–Wed, Fri". */
function dayRuns(dates: readonly string[]) {
  const runs: string[][] = [];
  for (const date of new Set(dates)) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && Date.parse(date) - Date.parse(last) === DAY_MS) run.push(date);
    else runs.push([date]);
  }
  return runs
    .map((run) =>
      run.length > 1
        ? `${weekday(run[0] as string)}–${weekday(run.at(-1) as string)}`
        : weekday(run[0] as string),
    )
    .join(', ');
}

/**
 * The line's days at a glance, in the row: which days have time and, where they were decided apart, each
 * status's days ("Mon–Wed approved · Thu rejected").
 */
export function ApprovalDaySummary({ row }: { row: ApprovalRow }) {
  const statuses = [...new Set(row.days.map((day) => day.status))];
  const groups =
    statuses.length > 1
      ? statuses.map(
          (status) =>
            `${dayRuns(row.days.filter((day) => day.status === status).map((day) => day.date))} ${TIMESHEET_STATUS_TEXTS[status].toLowerCase()}`,
        )
      : [dayRuns(row.days.map((day) => day.date))];
  return (
    <Flex vertical>
      {groups.map((group) => (
        <span key={group} style={{ whiteSpace: 'nowrap' }}>
          {group}
        </span>
      ))}
    </Flex>
  );
}

type ApprovalDay = ApprovalRow['days'][number];

/**
 * A line's entries a day each: a day of time on no project holds each of its tasks' entries, which are decided
 * together (a decision names the day), so they are shown as one ("Bench 4h · Training 4h").
 */
function daysOf(row: ApprovalRow) {
  const days = new Map<string, ApprovalDay & { tasks: string[] }>();
  for (const entry of row.days) {
    const task =
      entry.task && `${NON_PROJECT_TASK_TEXTS[entry.task]} ${formatTimeSpent(entry.minutes) || '0'}`;
    const day = days.get(entry.date);
    if (day) {
      day.minutes += entry.minutes;
      if (task) day.tasks.push(task);
    } else days.set(entry.date, { ...entry, tasks: task ? [task] : [] });
  }
  return [...days.values()];
}

/**
 * A line's days, each with its time (and tasks), status and the reason it was decided with, and the decisions
 * its status allows (the state machine's).
 */
export function ApprovalDays({ row, busy, onDecide }: ApprovalDaysProps) {
  const days = daysOf(row);
  const hasTasks = days.some((day) => day.tasks.length > 0);
  return (
    <ul aria-label={`Days of ${row.code}`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {days.map((day) => (
        <li key={day.date} style={{ padding: '4px 0' }}>
          <Flex align="center" gap={12} wrap>
            <Typography.Text style={{ width: 130 }}>
              {weekday(day.date)} {displayDate(day.date)}
            </Typography.Text>
            {hasTasks && <Typography.Text style={{ width: 180 }}>{day.tasks.join(' · ')}</Typography.Text>}
            <Typography.Text style={{ width: 60, textAlign: 'right' }}>
              {formatTimeSpent(day.minutes) || '0'}
            </Typography.Text>
            <StatusBadge status={day.status} label={TIMESHEET_STATUS_TEXTS[day.status]} />
            {day.reason && <Typography.Text type="secondary">Reason: {day.reason}</Typography.Text>}
            <Space size={4}>
              {DAY_ACTIONS.filter(({ decision }) => nextTimesheetStatus(day.status, decision)).map(
                ({ decision, label }) => (
                  <Button
                    key={decision}
                    size="small"
                    danger={decision === 'reject'}
                    disabled={busy}
                    aria-label={`${label} ${displayDate(day.date)}`}
                    onClick={() => onDecide(decision, day.date)}
                  >
                    {label}
                  </Button>
                ),
              )}
            </Space>
          </Flex>
        </li>
      ))}
    </ul>
  );
}
