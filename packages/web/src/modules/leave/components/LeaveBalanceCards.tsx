import type { LeaveBalance } from '@atrium/contracts';
import { Button, Card, Statistic, Typography } from 'antd';
import { formatQuantity, needsNoBalance } from '../leaveFormat';

interface LeaveBalanceCardsProps {
  balances: readonly LeaveBalance[];
  selectedTypeId: number | undefined;
  onSelect(leaveTypeId: number): void;
}

/** Label and figure pairs, two to a line; the figures never break inside. */
const FIGURES_STYLE = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: '2px 12px',
  margin: '8px 0 0',
} as const;

/** A card per leave type (the cards reflow to the width they are given): what is available now, and the entitlement, accrual, leave taken and pending. */
export function LeaveBalanceCards({ balances, selectedTypeId, onSelect }: LeaveBalanceCardsProps) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 16 }}>
      {balances.map((balance) => {
        const { leave_type: type } = balance;
        const amount = (value: number) => formatQuantity(value, type.unit);
        const isSelected = type.id === selectedTypeId;
        return (
          <Card
            key={type.id}
            size="small"
            title={type.name}
            aria-label={`${type.name} balance`}
            role="group"
            style={{ height: '100%', ...(isSelected ? { borderColor: 'var(--ant-color-primary)' } : {}) }}
            extra={
              <Button
                type="link"
                size="small"
                aria-label={`Ledger of ${type.name}`}
                aria-pressed={isSelected}
                onClick={() => onSelect(type.id)}
              >
                Ledger
              </Button>
            }
          >
            {needsNoBalance(balance) ? (
              <Statistic title="Taken this year" value={amount(balance.taken)} />
            ) : (
              <Statistic title="Available" value={amount(balance.available)} />
            )}
            {type.allow_negative && (
              <Typography.Text type="secondary">
                {needsNoBalance(balance) ? 'No balance needed' : 'May be taken beyond the balance'}
              </Typography.Text>
            )}
            <dl style={FIGURES_STYLE}>
              {[
                ['Entitled', balance.entitled],
                ['Accrued', balance.accrued],
                ['Taken', balance.taken],
                ['Pending', balance.pending],
              ].map(([label, value]) => (
                <div key={label} style={{ display: 'contents' }}>
                  <dt style={{ color: 'var(--ant-color-text-secondary)' }}>{label}</dt>
                  <dd style={{ margin: 0, whiteSpace: 'nowrap', textAlign: 'end' }}>
                    {amount(Number(value))}
                  </dd>
                </div>
              ))}
            </dl>
          </Card>
        );
      })}
    </div>
  );
}
