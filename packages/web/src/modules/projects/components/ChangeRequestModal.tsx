import {
  CHANGE_REQUEST_STATUS_LABELS,
  type ChangeRequestStatus,
  FIXED_BID_ERRORS,
  isFixedBidErrorCode,
  type Project,
} from '@atrium/contracts';
import { Flex, Form, InputNumber, Select } from 'antd';
import Input from 'antd/es/input/Input';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { messageForCode } from '../../../platform/errorMessages';
import { refuseRule, requiredRule } from '../../../platform/formRules';
import { DISPLAY_DATE_PICKER_FORMAT } from '../../../ui/ConfirmationDialog';
import { DateField } from '../../../ui/DateField';
import { FormModal } from '../../../ui/FormModal';
import { useChangeChangeRequests } from '../fixedBid.api';
import { MODULE, outsideProject } from './expenseForms';
import { showLedgerFailure } from './ledgerForms';
import { apiDate } from './teamDates';

interface Values {
  title: string;
  amount: number;
  request_date: Dayjs;
  status: ChangeRequestStatus;
}

const FIELDS = ['title', 'amount', 'request_date', 'status'] as const;
const STATUS_OPTIONS = (['proposed', 'approved'] as const).map((value) => ({
  value,
  label: CHANGE_REQUEST_STATUS_LABELS[value],
}));

export const changeRequestMessage = (code: string, field?: string) =>
  isFixedBidErrorCode(code)
    ? FIXED_BID_ERRORS[code].message
    : messageForCode({ code, module: MODULE, field });

interface ChangeRequestModalProps {
  project: Project;
  open: boolean;
  onClose(): void;
  onSaved(): void;
}

/** Records a change request: a title, an amount (negative when scope is taken out), its date and status. */
export function ChangeRequestModal({ project, open, onClose, onSaved }: ChangeRequestModalProps) {
  const [form] = Form.useForm<Values>();
  const change = useChangeChangeRequests(project.id);
  const [failure, setFailure] = useState<string | null>(null);
  const required = (field: string) => [requiredRule({ module: MODULE, field })];

  const submit = async (values: Values) => {
    setFailure(null);
    try {
      await change.mutateAsync({
        kind: 'add',
        body: {
          title: values.title.trim(),
          amount: values.amount,
          request_date: apiDate(values.request_date),
          status: values.status,
        },
      });
    } catch (error) {
      showLedgerFailure(form, FIELDS, error, setFailure, changeRequestMessage);
      return;
    }
    onSaved();
    onClose();
  };

  return (
    <FormModal
      open={open}
      title="Add change request"
      okText="Add change request"
      saving={change.isPending}
      failure={failure}
      name="change-request"
      initialValues={{ status: 'proposed' }}
      onFinish={submit}
      form={form}
      onClose={onClose}
      onClosed={() => setFailure(null)}
    >
      <Form.Item name="title" label="Title" rules={required('title')}>
        <Input maxLength={200} autoFocus />
      </Form.Item>
      <Flex gap={12} wrap>
        <Form.Item
          name="amount"
          label={`Amount (${project.currency})`}
          extra="Negative when scope is taken out"
          rules={[
            ...required('amount'),
            {
              validator: async (_rule, value: number | null | undefined) => {
                if (value === 0) throw new Error(FIXED_BID_ERRORS.change_request_amount.message);
              },
            },
          ]}
          style={{ flex: '1 1 180px' }}
        >
          <InputNumber precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="request_date"
          label="Request date"
          rules={[
            ...required('request_date'),
            refuseRule(outsideProject(project), FIXED_BID_ERRORS.change_request_outside_project.message),
          ]}
          style={{ flex: '1 1 180px' }}
        >
          <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
      </Flex>
      <Form.Item name="status" label="Status" rules={required('status')}>
        <Select options={STATUS_OPTIONS} />
      </Form.Item>
    </FormModal>
  );
}
