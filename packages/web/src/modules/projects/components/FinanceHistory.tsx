import {
  type CostCategory,
  type Currency,
  formatAmount,
  formatDisplayTime,
  type RecordHistoryEntry,
  type RevenueStatus,
  type RevenueType,
} from '@atrium/contracts';
import { Timeline, Typography } from 'antd';
import { displayDate } from '../../../platform/displayDate';
import { COST_CATEGORY_LABELS, REVENUE_STATUS_LABELS, REVENUE_TYPE_LABELS } from './financialForms';

const FIELD_LABELS: Record<string, string> = {
  revenue_date: 'Revenue date',
  date: 'Date',
  amount: 'Amount',
  revenue_type: 'Type',
  category: 'Category',
  description: 'Description',
  milestone_id: 'Milestone',
  receipt_date: 'Receipt date',
  expected_payment_date: 'Expected payment date',
  status: 'Status',
};
const DATE_FIELDS = new Set(['revenue_date', 'date', 'receipt_date', 'expected_payment_date']);
const ACTIONS: Record<RecordHistoryEntry['action'], string> = {
  create: 'Recorded',
  update: 'Changed',
  delete: 'Deleted',
};

/** A value of the history as the screens show it: money with its currency, dates, labels. */
function shown(field: string, value: string | null, currency: Currency, milestones: Map<number, string>) {
  if (value === null || value === '') return '—';
  if (field === 'amount') return `${currency} ${formatAmount(Number(value), currency)}`;
  if (DATE_FIELDS.has(field)) return displayDate(value);
  if (field === 'revenue_type') return REVENUE_TYPE_LABELS[value as RevenueType] ?? value;
  if (field === 'status') return REVENUE_STATUS_LABELS[value as RevenueStatus] ?? value;
  if (field === 'category') return COST_CATEGORY_LABELS[value as CostCategory] ?? value;
  if (field === 'milestone_id') return milestones.get(Number(value)) ?? `Milestone #${value}`;
  return value;
}

const when = (instant: string) =>
  `${displayDate(instant.slice(0, 10))} ${formatDisplayTime(new Date(instant))}`;

/** Who recorded and changed a record, when, and what each change was; oldest first. */
export function FinanceHistory(props: {
  history: RecordHistoryEntry[];
  /** The record itself, for when its history holds nothing. */
  record: { created: string; recorded_by: { id: number; name: string } | null };
  currency: Currency;
  milestones?: Map<number, string>;
}) {
  const { currency, milestones = new Map(), record } = props;
  // A record brought in without an audited change (demo data, an import) still shows who recorded it and when.
  const history: RecordHistoryEntry[] = props.history.length
    ? props.history
    : [{ id: 0, created: record.created, action: 'create', actor: record.recorded_by, changes: [] }];
  return (
    <Timeline
      items={history.map((entry) => ({
        key: entry.id,
        content: (
          <div>
            <Typography.Text strong>{ACTIONS[entry.action]}</Typography.Text>{' '}
            <Typography.Text type="secondary">
              by {entry.actor?.name || 'System'} on {when(entry.created)}
            </Typography.Text>
            {entry.action === 'update' && (
              <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
                {entry.changes.map((change) => (
                  <li key={change.field}>
                    {FIELD_LABELS[change.field] ?? change.field}:{' '}
                    {shown(change.field, change.before, currency, milestones)} →{' '}
                    {shown(change.field, change.after, currency, milestones)}
                  </li>
                ))}
              </ul>
            )}
          </div>
        ),
      }))}
    />
  );
}
