import {
  ACCRUAL_MODES,
  CARRY_FORWARD_MODES,
  LEAVE_KIND_LABELS,
  LEAVE_KINDS,
  type LeaveType,
  type LeaveTypeCreate,
  LeaveTypeCreateSchema,
} from '@atrium/contracts';
import { Alert, Col, Divider, Form, InputNumber, Modal, Radio, Row, Select, Switch } from 'antd';
import Input from 'antd/es/input/Input';
import { messageForCode } from '../../../platform/errorMessages';
import { contractRule } from '../../../platform/formRules';
import { useServerForm } from '../../../platform/useServerForm';
import { useNotify } from '../../../ui/useNotify';
import { LEAVE_MODULE } from '../leave.api';
import { useSaveLeaveType } from '../leaveAdmin.api';
import { ApplicabilityFields, EVERYONE } from './ApplicabilityFields';

const shape = LeaveTypeCreateSchema.shape;
type Values = Omit<LeaveType, 'id'>;
type Field = Exclude<keyof Values, 'applicability'>;
const FIELDS = Object.keys(shape).filter((field) => field !== 'applicability') as Field[];

const ACCRUAL_LABELS = {
  fixed: 'All at the start of the year',
  monthly: 'A twelfth on the 1st of each month',
};
const CARRY_FORWARD_LABELS = { none: 'Nothing carried', count: 'Up to a number', percent: 'A percentage' };

const DEFAULTS: Values = {
  code: '',
  name: '',
  kind: 'paid',
  unit: 'days',
  allow_half_day: true,
  annual_quantity: 0,
  accrual_mode: 'fixed',
  prorate_from_joining: true,
  carry_forward_mode: 'none',
  carry_forward_value: 0,
  carry_forward_cap: null,
  carry_forward_expiry_months: null,
  encashment_max: 0,
  max_consecutive_days: null,
  notice_days: 0,
  applicable_after_days: 0,
  attachment_above_days: null,
  allow_negative: false,
  sandwich_weekends: false,
  sandwich_holidays: false,
  applicability: EVERYONE,
  is_active: true,
};

const rule = (field: Field, optional = false) =>
  contractRule(shape[field], { module: LEAVE_MODULE, field }, { optional });

/** A percentage carried forward is at most 100 (the contract refuses more). */
const percentRule = ({ getFieldValue }: { getFieldValue(name: string): unknown }) => ({
  validator: async (_rule: unknown, value: number | null) => {
    if (getFieldValue('carry_forward_mode') === 'percent' && typeof value === 'number' && value > 100)
      throw new Error(
        messageForCode({ code: 'invalid', module: LEAVE_MODULE, field: 'carry_forward_value' }),
      );
  },
});

function bodyOf(values: Values): LeaveTypeCreate {
  const carries = values.carry_forward_mode !== 'none';
  return {
    ...values,
    code: values.code.trim(),
    name: values.name.trim(),
    allow_half_day: values.unit === 'hours' ? false : values.allow_half_day,
    carry_forward_value: carries ? values.carry_forward_value : 0,
    carry_forward_cap: carries ? (values.carry_forward_cap ?? null) : null,
    carry_forward_expiry_months: carries ? (values.carry_forward_expiry_months ?? null) : null,
    max_consecutive_days: values.max_consecutive_days ?? null,
    attachment_above_days: values.attachment_above_days ?? null,
    applicability: { ...EVERYONE, ...values.applicability },
  };
}

interface LeaveTypeFormModalProps {
  /** The type being changed; null adds one. */
  leaveType: LeaveType | null;
  onClose(): void;
}

/** Every rule of a leave type: entitlement and accrual, carry-forward, encashment, limits, sandwich, who it is for. */
export function LeaveTypeFormModal({ leaveType, onClose }: LeaveTypeFormModalProps) {
  const [form] = Form.useForm<Values>();
  const save = useSaveLeaveType();
  const notify = useNotify();
  const { failure, clearFailure, showServerError } = useServerForm(form, LEAVE_MODULE, FIELDS);
  const unit = Form.useWatch('unit', form) ?? leaveType?.unit ?? 'days';
  const carryMode = Form.useWatch('carry_forward_mode', form) ?? leaveType?.carry_forward_mode ?? 'none';
  const unitNoun = unit === 'hours' ? 'hours' : 'days';

  const submit = (values: Values) => {
    clearFailure();
    save.mutate(
      { id: leaveType?.id, body: bodyOf(values) },
      {
        onSuccess: (saved) => {
          notify('success', leaveType ? 'Record Updated' : `Leave type ${saved.name} added`);
          onClose();
        },
        onError: (error) => {
          showServerError(error);
        },
      },
    );
  };

  /** Numbers in halves unless whole (notice days, months); the contract has the last word. */
  const number = (
    field: Field,
    label: string,
    {
      optional = false,
      min = 0,
      max = 366,
      step = 0.5,
    }: { optional?: boolean; min?: number; max?: number; step?: number } = {},
  ) => (
    <Col xs={24} sm={12}>
      <Form.Item name={field} label={label} rules={[rule(field, optional)]}>
        <InputNumber
          min={min}
          max={max}
          step={step}
          style={{ width: '100%' }}
          placeholder={optional ? 'No limit' : undefined}
        />
      </Form.Item>
    </Col>
  );
  const toggle = (field: Field, label: string, disabled = false) => (
    <Col xs={24} sm={12}>
      <Form.Item name={field} label={label} valuePropName="checked">
        <Switch disabled={disabled} />
      </Form.Item>
    </Col>
  );

  return (
    <Modal
      open
      title={leaveType ? `Edit ${leaveType.name}` : 'Add leave type'}
      okText={leaveType ? 'Save leave type' : 'Add leave type'}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={760}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        name="leave-type"
        initialValues={leaveType ?? DEFAULTS}
        onValuesChange={(changed: Partial<Values>) => {
          if (changed.unit === 'hours') form.setFieldValue('allow_half_day', false);
        }}
        onFinish={submit}
      >
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item name="code" label="Code" rules={[rule('code')]}>
              <Input maxLength={10} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={16}>
            <Form.Item name="name" label="Name" rules={[rule('name')]}>
              <Input maxLength={256} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="kind" label="Kind">
              <Select
                options={LEAVE_KINDS.map((kind) => ({ value: kind, label: LEAVE_KIND_LABELS[kind] }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="unit" label="Unit">
              <Radio.Group
                optionType="button"
                options={[
                  { value: 'days', label: 'Days' },
                  { value: 'hours', label: 'Hours' },
                ]}
              />
            </Form.Item>
          </Col>
          {toggle('allow_half_day', 'Half days allowed', unit === 'hours')}
          {toggle('is_active', 'Active')}
        </Row>

        <Divider titlePlacement="start">Entitlement</Divider>
        <Row gutter={16}>
          {number('annual_quantity', `Per year (${unitNoun})`)}
          <Col xs={24} sm={12}>
            <Form.Item name="accrual_mode" label="Credited">
              <Select options={ACCRUAL_MODES.map((mode) => ({ value: mode, label: ACCRUAL_LABELS[mode] }))} />
            </Form.Item>
          </Col>
          {toggle('prorate_from_joining', 'Prorated from the date of joining')}
          {number('encashment_max', `Encashable at year end (${unitNoun})`)}
        </Row>

        <Divider titlePlacement="start">Carry forward</Divider>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="carry_forward_mode" label="Carried to the next year">
              <Select
                options={CARRY_FORWARD_MODES.map((mode) => ({
                  value: mode,
                  label: CARRY_FORWARD_LABELS[mode],
                }))}
              />
            </Form.Item>
          </Col>
          {carryMode !== 'none' && (
            <>
              <Col xs={24} sm={12}>
                <Form.Item
                  name="carry_forward_value"
                  label={carryMode === 'percent' ? 'Percent of the closing balance' : `Carried (${unitNoun})`}
                  dependencies={['carry_forward_mode']}
                  rules={[rule('carry_forward_value'), percentRule]}
                >
                  <InputNumber min={0} step={carryMode === 'percent' ? 1 : 0.5} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              {number('carry_forward_cap', `Cap (${unitNoun})`, { optional: true })}
              {number('carry_forward_expiry_months', 'Expires after (months)', {
                optional: true,
                min: 1,
                max: 24,
                step: 1,
              })}
            </>
          )}
        </Row>

        <Divider titlePlacement="start">Rules when applying</Divider>
        <Row gutter={16}>
          {number('max_consecutive_days', 'Most days in a row', { optional: true })}
          {number('notice_days', 'Notice (days ahead)', { max: 365, step: 1 })}
          {number('applicable_after_days', 'After days of service', { max: 3650, step: 1 })}
          {number('attachment_above_days', 'Document needed above (days)', { optional: true })}
          {toggle('allow_negative', 'Negative balance allowed')}
          {toggle('sandwich_weekends', 'Weekends between leave days count')}
          {toggle('sandwich_holidays', 'Holidays between leave days count')}
        </Row>

        <Divider titlePlacement="start">Applies to</Divider>
        <ApplicabilityFields name="applicability" />
      </Form>
    </Modal>
  );
}
