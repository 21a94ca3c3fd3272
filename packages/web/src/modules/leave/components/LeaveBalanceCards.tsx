import type { LeaveBalance } from '@atrium/contracts';
import { Button, Card, Col, Descriptions, Row, Statistic, Typography } from 'antd';
import { formatQuantity, needsNoBalance } from '../leaveFormat';

interface LeaveBalanceCardsProps {
  balances: readonly LeaveBalance[];
  selectedTypeId: number | undefined;
  onSelect(leaveTypeId: number): void;
}

/** A card per leave type: what is available now, and the entitlement, accrual, leave taken and pending. */
export function LeaveBalanceCards({ balances, selectedTypeId, onSelect }: LeaveBalanceCardsProps) {
  return (
    <Row gutter={[16, 16]}>
      {balances.map((balance) => {
        const { leave_type: type } = balance;
        const amount = (value: number) => formatQuantity(value, type.unit);
        const isSelected = type.id === selectedTypeId;
        return (
          <Col key={type.id} xs={24} sm={12} xl={8}>
            <Card
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
              <Descriptions
                size="small"
                column={2}
                style={{ marginTop: 8 }}
                items={[
                  { key: 'entitled', label: 'Entitled', children: amount(balance.entitled) },
                  { key: 'accrued', label: 'Accrued', children: amount(balance.accrued) },
                  { key: 'taken', label: 'Taken', children: amount(balance.taken) },
                  { key: 'pending', label: 'Pending', children: amount(balance.pending) },
                ]}
              />
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
