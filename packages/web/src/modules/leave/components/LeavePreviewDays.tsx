import type { LeaveRequestPreview } from '@atrium/contracts';
import { Flex, Table, Tag } from 'antd';
import { displayDate } from '../../../platform/displayDate';
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

/** Each date of the leave, with weekends, holidays and the days the sandwich rule counts marked. */
export function LeavePreviewDays({ dates }: { dates: LeaveRequestPreview['dates'] }) {
  return (
    <Table<Day>
      aria-label="Day by day"
      rowKey="date"
      size="small"
      pagination={false}
      dataSource={dates}
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
  );
}
