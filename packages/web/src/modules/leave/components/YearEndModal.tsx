import type { LeaveConfiguration, YearEndPreview } from '@atrium/contracts';
import { Alert, Modal, Table, type TableColumnsType, Typography } from 'antd';
import { displayDate } from '../../../platform/displayDate';
import { messageForError } from '../../../platform/errorMessages';
import { useNotify } from '../../../ui/useNotify';
import { LEAVE_MODULE } from '../leave.api';
import { useRunYearEnd, useYearEndPreview } from '../leaveAdmin.api';

type Row = YearEndPreview['results'][number];

const COLUMNS: TableColumnsType<Row> = [
  { title: 'Leave type', key: 'type', render: (_, row) => `${row.leave_type.name} (${row.leave_type.code})` },
  { title: 'Employees', dataIndex: 'employees', align: 'right' },
  { title: 'Closing balance', dataIndex: 'closing_balance', align: 'right' },
  { title: 'Carried forward', dataIndex: 'carried', align: 'right' },
  { title: 'Encashed', dataIndex: 'encashed', align: 'right' },
  { title: 'Lapsed', dataIndex: 'lapsed', align: 'right' },
];

/**
 * The year end of the active leave year: first what it would carry forward, encash and lapse per leave type,
 * then, on confirmation, the close itself (in the background; the next year becomes active). Left alone, the
 * nightly leave job closes it after its last day.
 */
export function YearEndModal({ year, onClose }: { year: LeaveConfiguration; onClose(): void }) {
  const preview = useYearEndPreview(year.id);
  const run = useRunYearEnd();
  const notify = useNotify();
  const close = () =>
    run.mutate(year.id, {
      onSuccess: (answer) => {
        notify('success', answer.detail);
        onClose();
      },
      onError: (error) => notify('error', messageForError(error, LEAVE_MODULE)),
    });
  const range = `${displayDate(year.start_date)} – ${displayDate(year.end_date)}`;
  return (
    <Modal
      open
      title={`Close leave year ${range}`}
      okText="Close leave year"
      okButtonProps={{ danger: true, loading: run.isPending, disabled: !preview.data }}
      onOk={close}
      onCancel={onClose}
      width={760}
    >
      <Typography.Paragraph>
        Each balance is split by its leave type's rules into leave carried forward, encashment for payroll and
        leave that lapses. The entries are added to the ledger, the year is closed and the next year from{' '}
        {preview.data ? displayDate(preview.data.next_start_date) : '…'} becomes active. This cannot be
        undone.
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        Unless it is closed here first, the year closes by itself in the night after{' '}
        {displayDate(year.end_date)}.
      </Typography.Paragraph>
      {preview.isError ? (
        <Alert type="error" showIcon title={messageForError(preview.error, LEAVE_MODULE)} />
      ) : (
        <Table<Row>
          aria-label="Year end preview"
          rowKey={(row) => row.leave_type.id}
          size="small"
          columns={COLUMNS}
          dataSource={preview.data?.results ?? []}
          loading={preview.isFetching}
          pagination={false}
          locale={{ emptyText: 'No balance to close.' }}
        />
      )}
    </Modal>
  );
}
