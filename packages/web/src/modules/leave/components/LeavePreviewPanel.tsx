import type { LeaveRequestPreview } from '@atrium/contracts';
import { Alert, Flex, Skeleton, Table, Tag, Typography } from 'antd';
import { displayDate } from '../../../platform/displayDate';
import { formFieldErrors, messageForCode, messageForError } from '../../../platform/errorMessages';
import { LEAVE_MODULE } from '../leave.api';
import { formatQuantity } from '../leaveFormat';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const weekday = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00`).getDay()] ?? '';

type Day = LeaveRequestPreview['dates'][number];

function DayTags({ day }: { day: Day }) {
  return (
    <Flex gap={4} wrap>
      {day.kind === 'weekend' && <Tag>Weekend</Tag>}
      {day.kind === 'holiday' && <Tag color="purple">Holiday</Tag>}
      {day.sandwiched && <Tag color="warning">Sandwiched: counted</Tag>}
      {day.kind === 'working' && day.counted > 0 && day.counted < 1 && <Tag color="processing">Half day</Tag>}
    </Flex>
  );
}

interface LeavePreviewPanelProps {
  /** Whether enough is chosen to ask (a type and the dates). */
  isReady: boolean;
  /** False for leave taken without a balance (leave without pay): what is left means nothing there. */
  showsBalance: boolean;
  preview: LeaveRequestPreview | undefined;
  error: unknown;
  isFetching: boolean;
}

/**
 * What the request would take before it is sent: the count, the balance, each date (weekends, holidays and
 * the days the sandwich rule counts marked) and every rule it breaks.
 */
export function LeavePreviewPanel({
  isReady,
  showsBalance,
  preview,
  error,
  isFetching,
}: LeavePreviewPanelProps) {
  if (!isReady)
    return (
      <Typography.Text type="secondary">
        Choose a leave type and dates to see how many days this leave takes.
      </Typography.Text>
    );
  if (error && !isFetching) {
    const { unplaced } = formFieldErrors(error, LEAVE_MODULE, []);
    return <Alert type="error" showIcon title={unplaced ?? messageForError(error, LEAVE_MODULE)} />;
  }
  if (!preview) return <Skeleton active paragraph={{ rows: 2 }} />;
  const after = preview.available - preview.quantity;

  return (
    <Flex vertical gap={12} aria-busy={isFetching}>
      <Flex gap={24} wrap align="baseline">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {formatQuantity(preview.quantity, preview.unit)}
        </Typography.Title>
        {showsBalance ? (
          <>
            <Typography.Text>Available: {formatQuantity(preview.available, preview.unit)}</Typography.Text>
            <Typography.Text type={after < 0 ? 'danger' : undefined}>
              Left after this leave: {formatQuantity(after, preview.unit)}
            </Typography.Text>
          </>
        ) : (
          <Typography.Text type="secondary">No balance needed</Typography.Text>
        )}
      </Flex>
      {preview.problems.map((problem) => (
        <Alert
          key={`${problem.code}-${problem.field}`}
          type="error"
          showIcon
          title={messageForCode({ code: problem.code, module: LEAVE_MODULE, field: problem.field })}
        />
      ))}
      {preview.dates.length > 0 && (
        <Table<Day>
          aria-label="Day by day"
          rowKey="date"
          size="small"
          pagination={false}
          dataSource={preview.dates}
          columns={[
            {
              title: 'Date',
              key: 'date',
              render: (_, day) => `${displayDate(day.date)} ${weekday(day.date)}`,
            },
            {
              title: 'Counted',
              key: 'counted',
              render: (_, day) => (day.counted > 0 ? formatQuantity(day.counted, 'days') : 'Not counted'),
            },
            { title: 'Day', key: 'marks', render: (_, day) => <DayTags day={day} /> },
          ]}
        />
      )}
    </Flex>
  );
}
