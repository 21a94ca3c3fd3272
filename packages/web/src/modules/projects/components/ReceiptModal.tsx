import {
  COMMENT_MAX_LENGTH,
  EXPENSE_ERRORS,
  type Project,
  RECEIPT_MODES,
  type Receipt,
  type ReceiptMode,
} from '@atrium/contracts';
import { Flex, Form, Select } from 'antd';
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { refuseRule, requiredRule } from '../../../platform/formRules';
import { DISPLAY_DATE_PICKER_FORMAT } from '../../../ui/ConfirmationDialog';
import { DateField } from '../../../ui/DateField';
import { FormModal } from '../../../ui/FormModal';
import { useChangeReceipts } from '../ledger.api';
import { expenseMessage, MODULE, notReceivable, RECEIPT_MODE_LABELS } from './expenseForms';
import { LedgerAmountItem } from './LedgerAmountItem';
import { showLedgerFailure } from './ledgerForms';
import { apiDate, toDay } from './teamDates';

interface Values {
  received_on: Dayjs;
  amount: number;
  mode: ReceiptMode;
  reference?: string;
  note?: string;
}

const FIELDS = ['received_on', 'amount', 'mode', 'reference', 'note'] as const;
const MODE_OPTIONS = RECEIPT_MODES.map((value) => ({ value, label: RECEIPT_MODE_LABELS[value] }));

interface ReceiptModalProps {
  project: Project;
  /** Open to add (null) or to edit the receipt given; closed when undefined. */
  receipt: Receipt | null | undefined;
  onClose(): void;
  onSaved(isNew: boolean): void;
}

/** Records or changes money received from the client: when, how much, how, and its reference. */
export function ReceiptModal({ project, receipt, onClose, onSaved }: ReceiptModalProps) {
  const [form] = Form.useForm<Values>();
  const change = useChangeReceipts(project.id);
  const [failure, setFailure] = useState<string | null>(null);
  const clearFailure = () => setFailure(null);
  const showServerError = (error: unknown) =>
    showLedgerFailure(form, FIELDS, error, setFailure, expenseMessage);
  const required = (field: string) => [requiredRule({ module: MODULE, field })];

  const submit = async (values: Values) => {
    clearFailure();
    const body = {
      received_on: apiDate(values.received_on),
      amount: values.amount,
      mode: values.mode,
      reference: values.reference?.trim() || null,
      note: values.note?.trim() || null,
    };
    try {
      await change.mutateAsync(
        receipt ? { kind: 'edit', recordId: receipt.id, body } : { kind: 'add', body },
      );
      onSaved(!receipt);
      onClose();
    } catch (error) {
      showServerError(error);
    }
  };

  return (
    <FormModal
      open={receipt !== undefined}
      title={receipt ? 'Edit receipt' : 'Record receipt'}
      okText={receipt ? 'Save receipt' : 'Record receipt'}
      saving={change.isPending}
      failure={failure}
      name="receipt"
      initialValues={{
        received_on: toDay(receipt?.received_on),
        amount: receipt?.amount,
        mode: receipt?.mode ?? 'bank-transfer',
        reference: receipt?.reference ?? '',
        note: receipt?.note ?? '',
      }}
      onFinish={submit}
      form={form}
      onClose={onClose}
      onClosed={() => clearFailure()}
    >
      <Flex gap={12} wrap>
        <Form.Item
          name="received_on"
          label="Date received"
          rules={[
            ...required('received_on'),
            refuseRule(notReceivable(project), EXPENSE_ERRORS.receipt_date_out_of_range.message),
          ]}
          style={{ flex: '1 1 180px' }}
        >
          <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="mode" label="Mode" rules={required('mode')} style={{ flex: '1 1 180px' }}>
          <Select options={MODE_OPTIONS} />
        </Form.Item>
      </Flex>
      <LedgerAmountItem currency={project.currency} />
      <Form.Item name="reference" label="Reference" extra="A transaction, cheque or invoice number.">
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="note" label="Note">
        <TextArea maxLength={COMMENT_MAX_LENGTH} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
    </FormModal>
  );
}
