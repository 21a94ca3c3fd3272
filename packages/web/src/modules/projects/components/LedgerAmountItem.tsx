import { EXPENSE_ERRORS } from '@atrium/contracts';
import { Form, InputNumber } from 'antd';
import type { CSSProperties } from 'react';
import { betweenRule, requiredRule } from '../../../platform/formRules';

interface LedgerAmountItemProps {
  currency: string;
  /** The form item's, where it sits in a row. */
  style?: CSSProperties;
  inputStyle?: CSSProperties;
}

/** The amount of a ledger entry: required, above zero, two decimals at most, in the project's currency. */
export function LedgerAmountItem({ currency, style, inputStyle = { width: '100%' } }: LedgerAmountItemProps) {
  return (
    <Form.Item
      name="amount"
      label={`Amount (${currency})`}
      rules={[
        requiredRule({ module: 'projects', field: 'amount' }),
        betweenRule({ min: 0.01, message: EXPENSE_ERRORS.invalid_amount.message }),
      ]}
      style={style}
    >
      <InputNumber precision={2} style={inputStyle} />
    </Form.Item>
  );
}
