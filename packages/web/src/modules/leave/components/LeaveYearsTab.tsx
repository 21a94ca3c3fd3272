import { PlusOutlined } from '@ant-design/icons';
import type { LeaveConfiguration } from '@atrium/contracts';
import { Button, Flex, Table, type TableColumnsType } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { displayDate } from '../../../platform/displayDate';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailed } from '../../../ui/LoadFailed';
import { StatusBadge } from '../../../ui/StatusBadge';
import { useLeaveConfigurations } from '../leaveConfigurations.api';

// The dialogs, with their forms, are fetched when first opened.
const OpenLeaveYearModal = lazy(() =>
  import('./OpenLeaveYearModal').then((m) => ({ default: m.OpenLeaveYearModal })),
);
const YearEndModal = lazy(() => import('./YearEndModal').then((m) => ({ default: m.YearEndModal })));

const YEAR_STATUS_LABELS = { active: 'Active', closed: 'Closed', upcoming: 'Upcoming' } as const;

/** The leave years, newest first, and the way to open the next one. */
export function LeaveYearsTab() {
  const years = useLeaveConfigurations();
  const [isOpening, setIsOpening] = useState(false);
  const [closing, setClosing] = useState<LeaveConfiguration | null>(null);
  const openButton = (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setIsOpening(true)}>
      Open leave year
    </Button>
  );
  const columns: TableColumnsType<LeaveConfiguration> = [
    {
      title: 'Leave year',
      key: 'year',
      render: (_, year) => `${displayDate(year.start_date)} – ${displayDate(year.end_date)}`,
    },
    {
      title: 'Status',
      key: 'is_active',
      render: (_, year) => {
        const status = year.is_active ? 'active' : year.is_closed ? 'closed' : 'upcoming';
        return <StatusBadge status={status} label={YEAR_STATUS_LABELS[status]} />;
      },
    },
    {
      title: 'Year end',
      key: 'year_end',
      render: (_, year) =>
        year.is_active ? (
          <Button size="small" onClick={() => setClosing(year)}>
            Preview year end
          </Button>
        ) : null,
    },
    {
      title: 'Leave per year',
      key: 'leaves',
      render: (_, year) =>
        year.leaves.length
          ? year.leaves.map((leave) => `${leave.type} ${leave.total_leaves}`).join(', ')
          : '—',
    },
  ];
  const rows = [...(years.data?.results ?? [])].sort((a, b) => b.start_date.localeCompare(a.start_date));

  return (
    <Flex vertical gap={8}>
      <Flex justify="flex-end">{openButton}</Flex>
      {years.isError && !years.data ? (
        <LoadFailed variant="inline" error={years.error} onRetry={() => years.refetch()} />
      ) : (
        <Table<LeaveConfiguration>
          aria-label="Leave years"
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={years.isFetching}
          pagination={false}
          locale={{
            emptyText: years.data ? (
              <EmptyState description="No leave year is open yet." action={openButton} />
            ) : (
              <span />
            ),
          }}
        />
      )}
      <Suspense fallback={null}>
        {isOpening && <OpenLeaveYearModal onClose={() => setIsOpening(false)} />}
        {closing && <YearEndModal year={closing} onClose={() => setClosing(null)} />}
      </Suspense>
    </Flex>
  );
}
