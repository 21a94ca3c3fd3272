import {
  formatApiDate,
  type HiringRequest,
  HiringRequestCreateSchema,
  hiringRangeIssues,
  MAX_CTC,
  MAX_POSITIONS,
  MAX_PREFERRED_LOCATIONS,
  MAX_SPECIALIZATIONS,
} from '@atrium/contracts';
import { Alert, Button, Col, Flex, Form, InputNumber, Row, Select, Skeleton } from 'antd';
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { messageForCode } from '../../platform/errorMessages';
import { idOption } from '../../platform/formFields';
import { contractRule, requiredRule } from '../../platform/formRules';
import { toolLink } from '../../platform/tools/toolLink';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useServerForm } from '../../platform/useServerForm';
import { DISPLAY_DATE_PICKER_FORMAT } from '../../ui/ConfirmationDialog';
import { DateField } from '../../ui/DateField';
import { LoadFailed } from '../../ui/LoadFailed';
import { useNotify } from '../../ui/useNotify';
import { CityTagsField } from '../org-setup';
import {
  type HiringRequestChanges,
  useHiringFormOptions,
  useHiringRequest,
  useSaveHiringRequest,
} from './hiring.api';

const MODULE = 'hiring';
const shape = HiringRequestCreateSchema.shape;
const FIELDS = [
  'designation_id',
  'department_id',
  'positions',
  'min_experience',
  'max_experience',
  'min_ctc',
  'max_ctc',
  'skills',
  'specializations',
  'locations',
  'target_date',
  'resource_request',
  'description',
] as const;

interface Values {
  designation_id?: number;
  department_id?: number;
  positions?: number;
  min_experience?: number;
  max_experience?: number;
  min_ctc?: number | null;
  max_ctc?: number | null;
  skills?: string[];
  specializations?: string[];
  locations?: string[];
  target_date?: Dayjs;
  resource_request?: string;
  description?: string;
}

/** 'hiring-request-form' (Hiring Request Form): raises a hiring request, or changes the one in option `id`. */
export function HiringRequestFormTool({ options }: ToolProps) {
  const id = idOption(options.id);
  const request = useHiringRequest(id);
  if (id !== undefined && request.isPending) return <Skeleton active />;
  if (id !== undefined && request.isError)
    return <LoadFailed variant="inline" error={request.error} onRetry={() => request.refetch()} />;
  return <HiringRequestForm request={request.data} />;
}

const valuesOf = (request: HiringRequest): Values => ({
  designation_id: request.designation?.id,
  department_id: request.department?.id,
  positions: request.positions,
  min_experience: request.min_experience,
  max_experience: request.max_experience,
  min_ctc: request.min_ctc,
  max_ctc: request.max_ctc,
  skills: request.skills,
  specializations: request.specializations,
  locations: request.locations,
  target_date: dayjs(request.target_date),
  resource_request: request.resource_request ?? undefined,
  description: request.description ?? undefined,
});

/**
 * The request's fields as the API takes them. Blank CTC fields are left out of a change by one who may not read the
 * range back (`ctcHidden`), so a range they never saw is kept.
 */
function bodyOf(values: Values, ctcHidden: boolean): HiringRequestChanges {
  const { target_date, min_ctc, max_ctc, resource_request, description, ...rest } = values;
  const keepsRange = ctcHidden && min_ctc == null && max_ctc == null;
  return {
    ...rest,
    ...(keepsRange ? {} : { min_ctc: min_ctc ?? null, max_ctc: max_ctc ?? null }),
    target_date: target_date ? formatApiDate(target_date.toDate()) : undefined,
    resource_request: resource_request?.trim() || null,
    description: description?.trim() || null,
  };
}

/** A rule from the spec's range checks, shown under the minimum. */
const rangeRule =
  (min: keyof Values, max: keyof Values) =>
  ({ getFieldValue }: { getFieldValue(name: string): unknown }) => ({
    validator: async () => {
      const issues = hiringRangeIssues({ [min]: getFieldValue(min), [max]: getFieldValue(max) });
      const code = issues[min]?.[0];
      if (code) throw new Error(messageForCode({ code, module: MODULE, field: min }));
    },
  });

const tagsRule = (max: number, code: string, field: string) => ({
  validator: async (_rule: unknown, value: unknown) => {
    if (Array.isArray(value) && value.length > max)
      throw new Error(messageForCode({ code, module: MODULE, field }));
  },
});

function HiringRequestForm({ request }: { request: HiringRequest | undefined }) {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const notify = useNotify();
  const save = useSaveHiringRequest();
  const catalogue = useHiringFormOptions();
  const { failure, clearFailure, showServerError } = useServerForm(form, MODULE, FIELDS);
  const salaryHidden = request?.salary_hidden ?? false;
  const option = (named: { id: number; name: string }) => ({ label: named.name, value: named.id });

  const submit = (values: Values) => {
    clearFailure();
    save.mutate(
      { id: request?.id, body: bodyOf(values, Boolean(request && salaryHidden)) },
      {
        onSuccess: (saved) => {
          notify('success', request ? 'Record Updated' : `Hiring request ${saved.code} raised`);
          navigate(toolLink('hiring-request-detail', { id: saved.id }));
        },
        onError: showServerError,
      },
    );
  };
  const required = (field: string) => requiredRule({ module: MODULE, field });
  const numberField = { style: { width: '100%' } };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name="hiring-request"
      onFinish={submit}
      initialValues={
        request ? valuesOf(request) : { positions: 1, skills: [], specializations: [], locations: [] }
      }
      style={{ maxWidth: 880 }}
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="designation_id" label="Designation" rules={[required('designation_id')]}>
            <Select showSearch optionFilterProp="label" options={catalogue.data?.designations.map(option)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="department_id" label="Department" rules={[required('department_id')]}>
            <Select showSearch optionFilterProp="label" options={catalogue.data?.departments.map(option)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="positions"
            label="Positions"
            rules={[contractRule(shape.positions, { module: MODULE, field: 'positions' })]}
          >
            <InputNumber min={1} max={MAX_POSITIONS} precision={0} {...numberField} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item
            name="min_experience"
            label="Minimum experience (years)"
            dependencies={['max_experience']}
            rules={[
              contractRule(shape.min_experience, { module: MODULE, field: 'min_experience' }),
              rangeRule('min_experience', 'max_experience'),
            ]}
          >
            <InputNumber min={0} max={99.9} step={0.5} precision={1} {...numberField} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item
            name="max_experience"
            label="Maximum experience (years)"
            rules={[contractRule(shape.max_experience, { module: MODULE, field: 'max_experience' })]}
          >
            <InputNumber min={0} max={99.9} step={0.5} precision={1} {...numberField} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item
            name="min_ctc"
            label="Minimum CTC (INR a year)"
            dependencies={['max_ctc']}
            rules={[rangeRule('min_ctc', 'max_ctc')]}
            extra={
              request && salaryHidden
                ? 'Salary figures are hidden from you; leave blank to keep them.'
                : undefined
            }
          >
            <InputNumber min={0} max={MAX_CTC} precision={0} {...numberField} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="max_ctc" label="Maximum CTC (INR a year)">
            <InputNumber min={0} max={MAX_CTC} precision={0} {...numberField} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="target_date" label="Target date" rules={[required('target_date')]}>
            <DateField format={DISPLAY_DATE_PICKER_FORMAT} {...numberField} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="skills" label="Skills" rules={[tagsRule(20, 'invalid', 'skills')]}>
            <Select mode="tags" tokenSeparators={[',']} open={false} suffixIcon={null} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="specializations"
            label={`Specializations (at most ${MAX_SPECIALIZATIONS})`}
            rules={[tagsRule(MAX_SPECIALIZATIONS, 'too_many_specializations', 'specializations')]}
          >
            <Select mode="tags" tokenSeparators={[',']} open={false} suffixIcon={null} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="locations"
            label={`Preferred locations (up to ${MAX_PREFERRED_LOCATIONS})`}
            rules={[tagsRule(MAX_PREFERRED_LOCATIONS, 'too_many_locations', 'locations')]}
          >
            <CityTagsField />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="resource_request" label="Resource request (optional)">
            <Input maxLength={64} placeholder="RR-0012" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="description" label="Description">
            <TextArea rows={4} maxLength={16000} />
          </Form.Item>
        </Col>
      </Row>
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {request ? 'Save hiring request' : 'Raise hiring request'}
        </Button>
        {request && (
          <Button onClick={() => navigate(toolLink('hiring-request-detail', { id: request.id }))}>
            Cancel
          </Button>
        )}
      </Flex>
    </Form>
  );
}
