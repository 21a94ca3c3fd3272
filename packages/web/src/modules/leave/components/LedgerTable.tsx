import { formatDisplayDate, LEDGER_KIND_LABELS, type LeaveUnit, type LedgerEntry } from '@atrium/contracts';
import { Table, type TableProps } from 'antd';
import { displayDate } from '../../../platform/displayDate';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useLedger } from '../leave.api';
import { formatQuantity, formatSignedQuantity } from '../leaveFormat';

interface LedgerTableProps {
  leaveTypeId: number;
  unit: LeaveUnit;
  /** Someone else's ledger (a manager or an lms admin looking); one's own otherwise. */
  employeeId?: number;
  /** The table's accessible name. */
  label: string;
}

/**
 * Every credit and debit behind a balance, oldest first, with a running total: the allocation or monthly
 * accruals, carry-forward, leave taken and given back, adjustments, expiry and encashment.
 */
export function LedgerTable({ leaveTypeId, unit, employeeId, label }: LedgerTableProps) {
  const ledger = useLedger(leaveTypeId, employeeId);
  if (ledger.isError && !ledger.data)
    return <LoadFailed variant="inline" error={ledger.error} onRetry={() => ledger.refetch()} />;

  let total = 0;
  const rows = (ledger.data?.results ?? []).map((entry) => {
    total += entry.quantity;
    return { ...entry, runningTotal: total };
  });

  const columns: TableProps<LedgerEntry & { runningTotal: number }>['columns'] = [
    { title: 'Date', key: 'date', render: (_, entry) => displayDate(entry.effective_date) },
    { title: 'Entry', key: 'kind', render: (_, entry) => LEDGER_KIND_LABELS[entry.kind] },
    { title: 'Change', key: 'quantity', render: (_, entry) => formatSignedQuantity(entry.quantity, unit) },
    { title: 'Running total', key: 'total', render: (_, entry) => formatQuantity(entry.runningTotal, unit) },
    { title: 'Reason', key: 'reason', render: (_, entry) => entry.reason ?? '—' },
    { title: 'Request', key: 'request', render: (_, entry) => entry.request_code ?? '—' },
    {
      title: 'By',
      key: 'by',
      render: (_, entry) =>
        `${entry.created_by ?? 'System'}, ${formatDisplayDate(new Date(entry.created_at))}`,
    },
  ];

  return (
    <Table
      aria-label={label}
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={ledger.isFetching}
      pagination={false}
      locale={{
        emptyText: ledger.data ? (
          <EmptyState description="Nothing has been credited or taken yet." />
        ) : (
          <span />
        ),
      }}
      scroll={{ x: true }}
    />
  );
}
