import type { UnitLabels, WorkPeriod } from '@atrium/contracts';
import { Alert, Flex, Form, Skeleton, Table, type TableProps, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useId, useState } from 'react';
import { useUnitLabels } from '../../../platform/unitLabels';
import { DISPLAY_DATE_PICKER_FORMAT } from '../../../ui/ConfirmationDialog';
import { DateField } from '../../../ui/DateField';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useWorkHistory } from '../employees.api';
import { EmployeeStatus } from './EmployeeStatus';
import { isoOf, showDate } from './formValues';

const personName = (person: WorkPeriod['reporting_manager']) =>
  person ? `${person.first_name} ${person.last_name}`.trim() : null;

/** The period in force on `day` (YYYY-MM-DD): from on or before it, to on or after it (or still open). */
export function periodOn(periods: readonly WorkPeriod[], day: string): WorkPeriod | undefined {
  return periods.find(
    (period) => period.valid_from <= day && (period.valid_to === null || day <= period.valid_to),
  );
}

const columnsFor = (labels: UnitLabels): TableProps<WorkPeriod>['columns'] => [
  { title: 'From', key: 'from', render: (_, period) => showDate(period.valid_from) },
  {
    title: 'To',
    key: 'to',
    render: (_, period) => (period.valid_to ? showDate(period.valid_to) : 'Present'),
  },
  { title: 'Designation', key: 'designation', render: (_, period) => period.designation?.name ?? '—' },
  { title: labels.department, key: 'department', render: (_, period) => period.department?.name ?? '—' },
  { title: 'Grade', key: 'grade', render: (_, period) => period.grade?.name ?? '—' },
  {
    title: 'Reporting manager',
    key: 'manager',
    render: (_, period) => personName(period.reporting_manager) ?? '—',
  },
  { title: 'Status', key: 'status', render: (_, period) => <EmployeeStatus status={period.status} /> },
  { title: 'Changed by', key: 'changed_by', render: (_, period) => period.changed_by ?? '—' },
];

/** Designation, department, grade, manager and status over time, newest first, and who it was on a day. */
export function WorkHistoryTab({ employeeId }: { employeeId: number }) {
  const history = useWorkHistory(employeeId);
  const labels = useUnitLabels();
  const [day, setDay] = useState<Dayjs | null>(null);
  const pickerId = useId();
  if (history.isError)
    return <LoadFailed variant="inline" error={history.error} onRetry={() => history.refetch()} />;
  if (!history.data) return <Skeleton active />;
  const periods = history.data.results;
  const dayIso = isoOf(day);
  const covering = dayIso ? periodOn(periods, dayIso) : undefined;

  return (
    <Flex vertical gap={12}>
      <Form layout="inline" component="div">
        <Form.Item label="Who was the manager on" htmlFor={pickerId}>
          <DateField id={pickerId} format={DISPLAY_DATE_PICKER_FORMAT} value={day} onChange={setDay} />
        </Form.Item>
      </Form>
      {dayIso && (
        <Alert
          type={covering ? 'info' : 'warning'}
          showIcon
          title={
            covering ? (
              <span>
                On {showDate(dayIso)} the reporting manager was{' '}
                <Typography.Text strong>{personName(covering.reporting_manager) ?? 'nobody'}</Typography.Text>
                {covering.designation && <> and the designation {covering.designation.name}</>}.
              </span>
            ) : (
              `There is no work record for ${showDate(dayIso)}.`
            )
          }
        />
      )}
      <Table<WorkPeriod>
        aria-label="Work history"
        rowKey="id"
        size="small"
        columns={columnsFor(labels)}
        dataSource={periods}
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowClassName={(period) => (period.id === covering?.id ? 'ant-table-row-selected' : '')}
        onRow={(period) => ({ 'aria-selected': period.id === covering?.id })}
        locale={{ emptyText: <EmptyState description="No work history yet." /> }}
      />
    </Flex>
  );
}
