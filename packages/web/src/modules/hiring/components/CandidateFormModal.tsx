import {
  CANDIDATE_SOURCE_TEXTS,
  CANDIDATE_SOURCES,
  type Candidate,
  CandidateCreateSchema,
} from '@atrium/contracts';
import { Alert, Col, Form, InputNumber, Row, Select } from 'antd';
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import { useState } from 'react';
import { isApiError } from '../../../platform/apiClient';
import { blanksAsNull, optionalRule } from '../../../platform/formFields';
import { contractRule, requiredRule } from '../../../platform/formRules';
import { useServerForm } from '../../../platform/useServerForm';
import { FormModal } from '../../../ui/FormModal';
import { CityField } from '../../org-setup';
import { type CandidateInput, useSaveCandidate } from '../candidates.api';

const MODULE = 'hiring';
const shape = CandidateCreateSchema.shape;
const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'pan',
  'skills',
  'experience',
  'current_company',
  'current_designation',
  'current_location',
  'notice_period_days',
  'source',
  'notes',
] as const;

type Values = Partial<Record<(typeof FIELDS)[number], unknown>>;

const valuesOf = (candidate: Candidate): Values => ({
  ...candidate,
  // The PAN is answered masked: left blank, it is kept as it is.
  pan: undefined,
});

/**
 * Adds a candidate to the pool, or changes `candidate`. A person already in the pool (the same email, phone or PAN)
 * is refused: the refusal names them above the form.
 */
export function CandidateFormModal({
  open,
  candidate,
  onClose,
  onSaved,
}: {
  open: boolean;
  candidate?: Candidate;
  onClose(): void;
  onSaved(saved: Candidate): void;
}) {
  const [form] = Form.useForm<Values>();
  const save = useSaveCandidate();
  const { failure, clearFailure, showServerError } = useServerForm(form, MODULE, FIELDS);
  const [duplicate, setDuplicate] = useState<string | null>(null);
  const rule = (field: keyof typeof shape) => optionalRule(shape[field], MODULE, field);

  const submit = (values: Values) => {
    clearFailure();
    setDuplicate(null);
    const body = blanksAsNull(values) as CandidateInput;
    body.last_name = body.last_name ?? '';
    if (candidate && !values.pan) delete body.pan;
    save.mutate(
      { id: candidate?.id, body },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (isApiError(error) && error.body.code === 'candidate_duplicate')
            setDuplicate(error.body.detail ?? null);
          showServerError(error);
        },
      },
    );
  };

  return (
    <FormModal<Values>
      open={open}
      title={candidate ? `Edit ${candidate.name}` : 'Add candidate'}
      okText={candidate ? 'Save candidate' : 'Add candidate'}
      saving={save.isPending}
      failure={failure}
      form={form}
      name="candidate"
      initialValues={candidate ? valuesOf(candidate) : { source: 'other', skills: [] }}
      onFinish={submit}
      onClose={onClose}
      onClosed={() => {
        clearFailure();
        setDuplicate(null);
      }}
    >
      {duplicate && <Alert type="warning" showIcon title={duplicate} style={{ marginBottom: 16 }} />}
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item
            name="first_name"
            label="First name"
            rules={[requiredRule({ module: MODULE, field: 'first_name' })]}
          >
            <Input maxLength={64} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="last_name" label="Last name">
            <Input maxLength={64} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="email"
            label="Email"
            rules={[contractRule(shape.email, { module: MODULE, field: 'email' })]}
          >
            <Input type="email" maxLength={256} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="phone" label="Phone" rules={[rule('phone')]}>
            <Input maxLength={16} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="pan"
            label="PAN"
            normalize={(value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value)}
            rules={[rule('pan')]}
            extra={candidate?.pan ? `On record: ${candidate.pan}; leave blank to keep it.` : undefined}
          >
            <Input maxLength={10} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="source" label="Source">
            <Select
              options={CANDIDATE_SOURCES.map((value) => ({ value, label: CANDIDATE_SOURCE_TEXTS[value] }))}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="skills" label="Skills">
            <Select mode="tags" tokenSeparators={[',']} open={false} suffixIcon={null} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="experience" label="Experience (years)">
            <InputNumber min={0} max={99.9} step={0.5} precision={1} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="notice_period_days" label="Notice period (days)">
            <InputNumber min={0} max={365} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="current_company" label="Current company">
            <Input maxLength={256} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="current_designation" label="Current designation">
            <Input maxLength={256} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="current_location" label="Current location">
            <CityField maxLength={256} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="notes" label="Notes">
            <TextArea rows={3} maxLength={16000} />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
