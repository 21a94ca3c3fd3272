import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import {
  COMMENT_MAX_LENGTH,
  formatTimeSpent,
  isEditable,
  NON_PROJECT_TASK_TEXTS,
  NON_PROJECT_TASKS,
  type NonProjectTask,
  parseTimeSpent,
  shareOfDayMinutes,
  TIMESHEET_STATUS_TEXTS,
  type TimesheetRow,
  type MyWeek as Week,
} from '@atrium/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Dropdown,
  Flex,
  Skeleton,
  Space,
  Table,
  type TableProps,
  Tag,
  Typography,
} from 'antd';
import Input from 'antd/es/input/Input';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { displayDate } from '../../../platform/displayDate';
import { messageForError } from '../../../platform/errorMessages';
import { LoadFailed } from '../../../ui/LoadFailed';
import { StatusBadge } from '../../../ui/StatusBadge';
import { useConfirmation } from '../../../ui/useConfirmation';
import { useNotify } from '../../../ui/useNotify';
import { useMyWeek, useSaveWeek, useSubmitWeek } from '../timesheets.api';
import { DAY_MINUTES, submitWarnings } from '../weekChecks';

const MODULE = 'timesheets';

/** A line being edited: the cells as typed, so '1h 3' stays on screen until it reads as time. */
interface Line {
  key: string;
  row: TimesheetRow;
  isBillable: boolean;
  cells: string[];
  note: string;
}

const lineKey = (row: TimesheetRow) => `${row.project?.id ?? ''}:${row.task ?? ''}`;
const toLines = (week: Week): Line[] =>
  week.rows.map((row) => ({
    key: lineKey(row),
    row,
    isBillable: row.is_billable,
    cells: row.minutes.map(formatTimeSpent),
    note: row.note ?? '',
  }));

const lineName = (row: TimesheetRow) =>
  row.project
    ? `${row.project.code} ${row.project.name}`.trim()
    : NON_PROJECT_TASK_TEXTS[row.task ?? 'internal'];

/** My timesheet: a week of time per project allocation and task, saved as drafts, then submitted. */
export function MyWeekPanel({
  day,
  onDay,
}: {
  day: string | undefined;
  onDay(day: string | undefined): void;
}) {
  const week = useMyWeek(day);
  if (week.isPending) return <Skeleton active />;
  if (week.isError) return <LoadFailed variant="inline" error={week.error} onRetry={() => week.refetch()} />;
  return <WeekGrid week={week.data} onDay={onDay} />;
}

function WeekGrid({ week, onDay }: { week: Week; onDay(day: string | undefined): void }) {
  const [lines, setLines] = useState<Line[]>(() => toLines(week));
  const save = useSaveWeek();
  const submit = useSubmitWeek();
  const notify = useNotify();
  const [confirm, confirmation] = useConfirmation();
  useEffect(() => setLines(toLines(week)), [week]);

  const minutesOf = (line: Line) => line.cells.map((cell) => parseTimeSpent(cell));
  const unreadable = lines.some((line) => minutesOf(line).some((minutes) => minutes === null));
  const dayTotal = (index: number) => lines.reduce((sum, line) => sum + (minutesOf(line)[index] ?? 0), 0);
  const weekTotal = week.days.reduce((sum, _, index) => sum + dayTotal(index), 0);
  /** The days whose lines add up to more than a day holds. */
  const overfullDays = week.days.filter((_, index) => dayTotal(index) > DAY_MINUTES);
  const isOverfull = (index: number) => dayTotal(index) > DAY_MINUTES;
  const unsavable = unreadable || overfullDays.length > 0;
  const canEditLine = (line: Line) => week.can_edit && isEditable(line.row.status);
  const inAllocation = (line: Line, date: string) =>
    !line.row.allocation || (line.row.allocation.start_date <= date && date <= line.row.allocation.end_date);
  const missingTasks = NON_PROJECT_TASKS.filter((task) => !lines.some((line) => line.row.task === task));
  /** Time on a project above the day's share of it (the allocation's per cent of 8 hours). */
  const aboveShare = (line: Line, index: number) =>
    line.row.allocation !== null &&
    (parseTimeSpent(line.cells[index] ?? '') ?? 0) > shareOfDayMinutes(line.row.allocation.percent);
  const linesAboveShare = lines.filter((line) => week.days.some((_, index) => aboveShare(line, index)));
  const refusesAboveShare = week.over_allocation === 'refuse';

  const body = () => ({
    week_start: week.week_start,
    rows: lines.map((line) => ({
      project_id: line.row.project?.id ?? null,
      task: line.row.project ? null : line.row.task,
      is_billable: line.row.project ? line.isBillable : false,
      minutes: minutesOf(line).map((minutes) => minutes ?? 0),
      note: line.note.trim() || null,
    })),
  });

  const onSave = () =>
    save.mutate(body(), {
      onSuccess: (saved) => notify('success', `${saved.code ?? 'Timesheet'} saved as a draft`),
    });

  const onSubmit = async () => {
    const warnings = submitWarnings(week, weekTotal, dayjs().format('YYYY-MM-DD'));
    const confirmed = await confirm({
      title: 'Submit this week?',
      content: (
        <Flex vertical gap={8}>
          {warnings.length > 0 && (
            <Alert
              type="warning"
              showIcon
              title={warnings.map((warning) => <div key={warning}>{warning}</div>)}
            />
          )}
          <span>Your approvers are told; the time cannot be changed unless it is sent back.</span>
        </Flex>
      ),
      confirmText: 'Submit',
      onConfirm: async () => {
        await save.mutateAsync(body());
        await submit.mutateAsync(week.week_start);
      },
    });
    if (confirmed) notify('success', 'Timesheet submitted for approval');
  };

  const setCell = (key: string, index: number, text: string) =>
    setLines((current) =>
      current.map((line) =>
        line.key === key ? { ...line, cells: line.cells.map((c, i) => (i === index ? text : c)) } : line,
      ),
    );

  const addTask = (task: NonProjectTask) =>
    setLines((current) => [
      ...current,
      {
        key: `:${task}`,
        isBillable: false,
        cells: ['', '', '', '', '', '', ''],
        note: '',
        row: {
          project: null,
          task,
          is_billable: false,
          allocation: null,
          minutes: [0, 0, 0, 0, 0, 0, 0],
          note: null,
          status: 'draft',
          reason: null,
          locked: [false, false, false, false, false, false, false],
        },
      },
    ]);

  const columns: TableProps<Line>['columns'] = [
    {
      title: 'Project or task',
      key: 'name',
      fixed: 'left',
      width: 200,
      render: (_, line) => (
        <Flex vertical gap={2}>
          <Typography.Text strong>{lineName(line.row)}</Typography.Text>
          <Space size={4} wrap>
            {line.row.status !== 'draft' && (
              <StatusBadge status={line.row.status} label={TIMESHEET_STATUS_TEXTS[line.row.status]} />
            )}
            {line.row.allocation && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {line.row.allocation.percent}% · to {displayDate(line.row.allocation.end_date)}
              </Typography.Text>
            )}
          </Space>
          {line.row.reason && (
            <Typography.Text type="danger" style={{ fontSize: 12 }}>
              {line.row.reason}
            </Typography.Text>
          )}
          {canEditLine(line) ? (
            <Input
              size="small"
              aria-label={`Note on ${lineName(line.row)}`}
              placeholder="Add a note"
              maxLength={COMMENT_MAX_LENGTH}
              value={line.note}
              onChange={(event) =>
                setLines((current) =>
                  current.map((l) => (l.key === line.key ? { ...l, note: event.target.value } : l)),
                )
              }
            />
          ) : (
            line.note && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {line.note}
              </Typography.Text>
            )
          )}
        </Flex>
      ),
    },
    {
      title: 'Billable',
      key: 'billable',
      width: 72,
      render: (_, line) =>
        line.row.project ? (
          <Checkbox
            aria-label={`${lineName(line.row)} is billable`}
            checked={line.isBillable}
            disabled={!canEditLine(line)}
            onChange={(event) =>
              setLines((current) =>
                current.map((l) => (l.key === line.key ? { ...l, isBillable: event.target.checked } : l)),
              )
            }
          />
        ) : (
          '—'
        ),
    },
    ...week.days.map((day, index) => ({
      title: (
        <Flex vertical>
          <span>{dayjs(day.date).format('ddd D')}</span>
          {(day.holiday || day.leave) && (
            <Tag color={day.holiday ? 'blue' : 'gold'} style={{ marginInlineEnd: 0, fontSize: 11 }}>
              {day.holiday ?? day.leave}
            </Tag>
          )}
        </Flex>
      ),
      key: day.date,
      // Seven days, the line's name and its total fit the 950 px a 1280 px screen leaves the tool.
      width: 76,
      render: (_: unknown, line: Line) => {
        const open = canEditLine(line) && inAllocation(line, day.date) && !line.row.locked[index];
        const value = line.cells[index] ?? '';
        const bad = parseTimeSpent(value) === null || (isOverfull(index) && (parseTimeSpent(value) ?? 0) > 0);
        const above = aboveShare(line, index);
        return (
          <Input
            aria-label={`${lineName(line.row)}, ${displayDate(day.date)}`}
            aria-invalid={bad || (above && refusesAboveShare)}
            title={above ? 'Above your allocation to the project for the day' : undefined}
            value={value}
            disabled={!open}
            status={bad || (above && refusesAboveShare) ? 'error' : above ? 'warning' : undefined}
            placeholder={open ? '0' : ''}
            onChange={(event) => setCell(line.key, index, event.target.value)}
            style={{ width: '100%' }}
          />
        );
      },
    })),
    {
      title: 'Total',
      key: 'total',
      width: 80,
      align: 'right' as const,
      render: (_: unknown, line: Line) =>
        formatTimeSpent(minutesOf(line).reduce<number>((s, m) => s + (m ?? 0), 0)) || '0',
    },
  ];

  const error = save.error ?? submit.error;
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space wrap>
          <Button
            aria-label="Previous week"
            icon={<LeftOutlined aria-hidden />}
            onClick={() => onDay(dayjs(week.week_start).subtract(7, 'day').format('YYYY-MM-DD'))}
          />
          <Typography.Text strong>
            {displayDate(week.week_start)} to {displayDate(week.days[6]?.date ?? week.week_start)}
          </Typography.Text>
          <Button
            aria-label="Next week"
            icon={<RightOutlined aria-hidden />}
            onClick={() => onDay(dayjs(week.week_start).add(7, 'day').format('YYYY-MM-DD'))}
          />
          <Button type="link" onClick={() => onDay(undefined)}>
            This week
          </Button>
        </Space>
        <Space wrap>
          {week.code && <Typography.Text type="secondary">{week.code}</Typography.Text>}
          <StatusBadge status={week.status} label={TIMESHEET_STATUS_TEXTS[week.status]} />
        </Space>
      </Flex>
      {error && <Alert type="error" showIcon title={messageForError(error, MODULE)} />}
      {unreadable && (
        <Alert
          type="warning"
          showIcon
          title="Enter time as hours (7.5) or as 1h 30m; a day holds at most 24 hours."
        />
      )}
      {overfullDays.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={`A day holds at most 24 hours: ${overfullDays.map((day) => dayjs(day.date).format('ddd D')).join(', ')} ${overfullDays.length === 1 ? 'adds' : 'add'} up to more.`}
        />
      )}
      {linesAboveShare.length > 0 && (
        <Alert
          type={refusesAboveShare ? 'error' : 'warning'}
          showIcon
          title={
            refusesAboveShare
              ? 'Time above your allocation is not accepted: keep each day within your share of the project.'
              : 'Some days hold more time than your allocation to the project.'
          }
          description={linesAboveShare
            .map((line) => {
              const share = shareOfDayMinutes(line.row.allocation?.percent ?? 0);
              const days = week.days
                .filter((_, index) => aboveShare(line, index))
                .map((day) => dayjs(day.date).format('ddd D'));
              return `${lineName(line.row)}: ${days.join(', ')} (your share is ${formatTimeSpent(share) || '0'} a day)`;
            })
            .join('; ')}
        />
      )}
      <Table<Line>
        aria-label="Week of time"
        rowKey="key"
        size="small"
        columns={columns}
        dataSource={lines}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: 'You are allocated to no active project this week: add a task to log other work.',
        }}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}>
              <Typography.Text strong>Day total</Typography.Text>
            </Table.Summary.Cell>
            {week.days.map((day, index) => (
              <Table.Summary.Cell key={day.date} index={index + 2}>
                <Typography.Text type={isOverfull(index) ? 'danger' : undefined}>
                  {formatTimeSpent(dayTotal(index)) || '0'}
                </Typography.Text>
              </Table.Summary.Cell>
            ))}
            <Table.Summary.Cell index={9} align="right">
              <Typography.Text strong>{formatTimeSpent(weekTotal) || '0'}</Typography.Text>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      {week.can_edit && (
        <Flex justify="space-between" wrap gap={8}>
          <Dropdown
            disabled={!missingTasks.length}
            menu={{
              items: missingTasks.map((task) => ({ key: task, label: NON_PROJECT_TASK_TEXTS[task] })),
              onClick: ({ key }) => addTask(key as NonProjectTask),
            }}
          >
            <Button icon={<PlusOutlined aria-hidden />}>Add task</Button>
          </Dropdown>
          <Space>
            <Button
              onClick={onSave}
              loading={save.isPending}
              disabled={unsavable || (refusesAboveShare && linesAboveShare.length > 0)}
            >
              Save draft
            </Button>
            <Button
              type="primary"
              onClick={onSubmit}
              loading={submit.isPending}
              disabled={unsavable || !lines.length || (refusesAboveShare && linesAboveShare.length > 0)}
            >
              Submit week
            </Button>
          </Space>
        </Flex>
      )}
      {confirmation}
    </Flex>
  );
}
