import { type Milestone, PROJECT_NUMBER_RANGES } from '@atrium/contracts';
import { Form, InputNumber } from 'antd';
import Input from 'antd/es/input/Input';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { betweenRule, requiredRule } from '../../../platform/formRules';
import { DISPLAY_DATE_PICKER_FORMAT } from '../../../ui/ConfirmationDialog';
import { DateField } from '../../../ui/DateField';
import { FormModal } from '../../../ui/FormModal';
import { apiDate, toDay } from './teamDates';
import { teamFailure } from './teamFailure';

const MODULE = 'projects';
const amountRule = betweenRule(PROJECT_NUMBER_RANGES.milestone_amount);

/** What the milestone dialog is open for: adding or editing one, or checking one in. */
export type MilestoneDialog =
  | { kind: 'edit'; milestone: Milestone | null }
  | { kind: 'check-in'; milestone: Milestone }
  | null;

interface Values {
  name: string;
  planned_date: Dayjs;
  planned_amount: number;
  actual_date?: Dayjs | null;
  actual_amount?: number | null;
}

interface Saved {
  name: string;
  planned_date: string;
  planned_amount: number;
  actual_date: string | null;
  actual_amount: number | null;
}

export function MilestoneModal({
  dialog,
  saving,
  onSave,
  onClose,
}: {
  dialog: MilestoneDialog;
  saving: boolean;
  onSave(values: Saved): Promise<unknown>;
  onClose(): void;
}) {
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string | null>(null);
  const checkIn = dialog?.kind === 'check-in';
  const milestone = dialog?.milestone ?? null;
  const required = (field: string) => [requiredRule({ module: MODULE, field })];
  const submit = async (values: Values) => {
    setFailure(null);
    try {
      await onSave({
        name: values.name,
        planned_date: apiDate(values.planned_date),
        planned_amount: values.planned_amount,
        actual_date: values.actual_date ? apiDate(values.actual_date) : null,
        actual_amount: values.actual_amount ?? null,
      });
      onClose();
    } catch (error) {
      setFailure(teamFailure(error));
    }
  };
  return (
    <FormModal
      open={dialog !== null}
      title={checkIn ? `Check in ${milestone?.name}` : milestone ? 'Edit milestone' : 'Add milestone'}
      okText={checkIn ? 'Check in' : milestone ? 'Save milestone' : 'Add milestone'}
      saving={saving}
      failure={failure}
      name="milestone"
      initialValues={{
        name: milestone?.name ?? '',
        planned_date: toDay(milestone?.planned_date),
        planned_amount: milestone?.planned_amount,
        actual_date: toDay(milestone?.actual_date),
        actual_amount: milestone?.actual_amount,
      }}
      onFinish={submit}
      form={form}
      onClose={onClose}
      onClosed={() => setFailure(null)}
    >
      <div hidden={checkIn}>
        <Form.Item name="name" label="Milestone" rules={required('name')}>
          <Input maxLength={256} />
        </Form.Item>
        <Form.Item name="planned_date" label="Planned date" rules={required('planned_date')}>
          <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="planned_amount"
          label="Planned amount"
          rules={[...required('planned_amount'), amountRule]}
        >
          <InputNumber precision={2} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <Form.Item name="actual_date" label="Actual date" rules={checkIn ? required('actual_date') : []}>
        <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="actual_amount"
        label="Actual amount"
        rules={[...(checkIn ? required('actual_amount') : []), amountRule]}
      >
        <InputNumber precision={2} style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
}
