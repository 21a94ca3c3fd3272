import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CURRENCIES,
  formatApiDate,
  MAX_OPPORTUNITY_ROLES,
  MAX_ROLE_COUNT,
  type OpportunityCreate,
  type OpportunityDetail,
  PROJECT_BILLING_TYPES,
} from '@atrium/contracts';
import { Alert, Button, Col, Flex, Form, Input, Row, Select, Skeleton, Typography } from 'antd';
import TextArea from 'antd/es/input/TextArea';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { idOption } from '../../platform/formFields';
import { requiredRule } from '../../platform/formRules';
import { toolLink } from '../../platform/tools/toolLink';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useActor } from '../../platform/useCan';
import { useServerForm } from '../../platform/useServerForm';
import { DISPLAY_DATE_PICKER_FORMAT } from '../../ui/ConfirmationDialog';
import { DateField } from '../../ui/DateField';
import { LoadFailed } from '../../ui/LoadFailed';
import { useNotify } from '../../ui/useNotify';
import { useOpportunity, useOpportunityFormOptions, useSalesProcess, useSaveOpportunity } from './sales.api';
import { BILLING_TYPE_TEXTS } from './salesText';

const MODULE = 'sales';
const FIELDS = [
  'pipeline_id',
  'name',
  'client_id',
  'value',
  'currency',
  'billing_type',
  'expected_start_date',
  'expected_end_date',
  'probability',
  'owner_id',
  'sales_executive_id',
  'description',
  'roles',
] as const;

/** Number fields are plain number inputs: their values arrive as text. */
interface RoleValues {
  designation_id?: number;
  count?: number | string;
  start_date?: Dayjs;
  end_date?: Dayjs;
}

interface Values {
  pipeline_id?: number;
  name?: string;
  client_id?: number;
  value?: number | string;
  currency?: OpportunityCreate['currency'];
  billing_type?: OpportunityCreate['billing_type'];
  expected_start_date?: Dayjs | null;
  expected_end_date?: Dayjs | null;
  probability?: number | string;
  owner_id?: number;
  sales_executive_id?: number | null;
  description?: string;
  roles?: RoleValues[];
}

const dateOf = (value: Dayjs | null | undefined) => (value ? formatApiDate(value.toDate()) : null);

const valuesOf = (opportunity: OpportunityDetail): Values => ({
  pipeline_id: opportunity.pipeline.id,
  name: opportunity.name,
  client_id: opportunity.client.id,
  value: opportunity.value,
  currency: opportunity.currency,
  billing_type: opportunity.billing_type,
  expected_start_date: opportunity.expected_start_date ? dayjs(opportunity.expected_start_date) : null,
  expected_end_date: opportunity.expected_end_date ? dayjs(opportunity.expected_end_date) : null,
  probability: opportunity.probability,
  owner_id: opportunity.owner?.id,
  sales_executive_id: opportunity.sales_executive?.id ?? null,
  description: opportunity.description ?? '',
  roles: opportunity.roles.map((role) => ({
    designation_id: role.designation.id,
    count: role.count,
    start_date: dayjs(role.start_date),
    end_date: dayjs(role.end_date),
  })),
});

/**
 * 'opportunity-form' (Opportunity Form): adds an opportunity at the first stage of the pipeline chosen (the default
 * one unless another is), or changes the open one in option `id`: its client, value, billing, expected dates,
 * probability, people and role mix; its pipeline stays.
 */
export function OpportunityFormTool({ options }: ToolProps) {
  const id = idOption(options.id);
  const opportunity = useOpportunity(id);
  const process = useSalesProcess();
  const query = id === undefined ? process : opportunity;
  if (query.isPending) return <Skeleton active />;
  if (query.isError)
    return <LoadFailed variant="inline" error={query.error} onRetry={() => query.refetch()} />;
  const pipelines = opportunity.data ? [opportunity.data.pipeline] : (process.data?.pipelines ?? []);
  return <OpportunityForm opportunity={opportunity.data} pipelines={pipelines} />;
}

interface OpportunityFormProps {
  opportunity: OpportunityDetail | undefined;
  /** The pipelines a new opportunity may go to, the default first; a saved one's own. */
  pipelines: readonly { id: number; name: string }[];
}

function OpportunityForm({ opportunity, pipelines }: OpportunityFormProps) {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const notify = useNotify();
  const actor = useActor();
  const save = useSaveOpportunity();
  const formOptions = useOpportunityFormOptions();
  const { failure, clearFailure, showServerError } = useServerForm(form, MODULE, FIELDS);
  const choices = (list: { id: number; name: string }[] | undefined) =>
    (list ?? []).map((item) => ({ label: item.name, value: item.id }));
  const required = (field: string) => [requiredRule({ module: MODULE, field })];

  const submit = (values: Values) => {
    clearFailure();
    const fields = {
      name: values.name ?? '',
      client_id: values.client_id as number,
      value: Number(values.value ?? 0),
      currency: values.currency ?? 'INR',
      billing_type: values.billing_type ?? 'time-and-material',
      expected_start_date: dateOf(values.expected_start_date),
      expected_end_date: dateOf(values.expected_end_date),
      probability: Number(values.probability ?? 0),
      owner_id: values.owner_id as number,
      sales_executive_id: values.sales_executive_id ?? null,
      description: values.description ? values.description : null,
      roles: (values.roles ?? []).map((role) => ({
        designation_id: role.designation_id as number,
        count: Number(role.count ?? 1),
        start_date: dateOf(role.start_date) as string,
        end_date: dateOf(role.end_date) as string,
      })),
    };
    const body = opportunity ? fields : { ...fields, pipeline_id: values.pipeline_id };
    save.mutate(
      { id: opportunity?.id, body },
      {
        onSuccess: (saved) => {
          notify('success', opportunity ? 'Opportunity saved' : 'Opportunity added');
          navigate(toolLink('opportunity-detail', { id: saved.id }));
        },
        onError: showServerError,
      },
    );
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name="opportunity"
      onFinish={submit}
      initialValues={
        opportunity
          ? valuesOf(opportunity)
          : {
              pipeline_id: pipelines[0]?.id,
              currency: 'INR',
              billing_type: 'time-and-material',
              probability: 10,
              owner_id: actor?.user_id,
              sales_executive_id: actor?.user_id,
              roles: [],
            }
      }
      style={{ maxWidth: 880 }}
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form.Item
        name="pipeline_id"
        label="Pipeline"
        rules={required('pipeline_id')}
        extra={opportunity ? 'An opportunity stays in the pipeline it was added to.' : undefined}
      >
        <Select
          disabled={Boolean(opportunity)}
          options={pipelines.map((pipeline) => ({ label: pipeline.name, value: pipeline.id }))}
        />
      </Form.Item>
      <Form.Item name="name" label="Name" rules={required('name')}>
        <Input maxLength={256} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="client_id" label="Client" rules={required('client_id')}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={formOptions.isPending}
              options={choices(formOptions.data?.clients)}
              placeholder="Choose a client"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="value" label="Value" rules={required('value')}>
            <Input type="number" min={0} step={1000} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="currency" label="Currency" rules={required('currency')}>
            <Select options={CURRENCIES.map((currency) => ({ label: currency, value: currency }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="billing_type" label="Billing type" rules={required('billing_type')}>
            <Select
              options={PROJECT_BILLING_TYPES.map((type) => ({
                label: BILLING_TYPE_TEXTS[type],
                value: type,
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="probability" label="Probability (%)" rules={required('probability')}>
            <Input type="number" min={0} max={100} step={1} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="expected_start_date" label="Expected start">
            <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="expected_end_date" label="Expected end">
            <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="owner_id" label="Owner" rules={required('owner_id')}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={formOptions.isPending}
              options={choices(formOptions.data?.people)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="sales_executive_id" label="Sales executive">
            <Select
              allowClear
              placeholder="None"
              showSearch={{ optionFilterProp: 'label' }}
              loading={formOptions.isPending}
              options={choices(formOptions.data?.people)}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label="Description">
        <TextArea rows={3} maxLength={1000} />
      </Form.Item>
      <Typography.Title level={5}>Role mix</Typography.Title>
      <Form.List name="roles">
        {(fields, { add, remove }) => (
          <Flex vertical gap={0}>
            {fields.map((field, index) => (
              <Row gutter={12} key={field.key} align="bottom">
                <Col xs={24} md={8}>
                  <Form.Item
                    name={[field.name, 'designation_id']}
                    label={`Role ${index + 1}`}
                    rules={required('designation_id')}
                  >
                    <Select
                      showSearch={{ optionFilterProp: 'label' }}
                      placeholder="Designation"
                      options={choices(formOptions.data?.designations)}
                    />
                  </Form.Item>
                </Col>
                <Col xs={8} md={3}>
                  <Form.Item name={[field.name, 'count']} label="People" rules={required('count')}>
                    <Input type="number" min={1} max={MAX_ROLE_COUNT} step={1} />
                  </Form.Item>
                </Col>
                <Col xs={16} md={5}>
                  <Form.Item name={[field.name, 'start_date']} label="From" rules={required('start_date')}>
                    <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col xs={16} md={5}>
                  <Form.Item name={[field.name, 'end_date']} label="To" rules={required('end_date')}>
                    <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col xs={8} md={3}>
                  <Form.Item>
                    <Button
                      icon={<MinusCircleOutlined />}
                      aria-label={`Remove line ${index + 1} of the role mix`}
                      onClick={() => remove(field.name)}
                    />
                  </Form.Item>
                </Col>
              </Row>
            ))}
            {fields.length < MAX_OPPORTUNITY_ROLES && (
              <Form.Item>
                <Button
                  icon={<PlusOutlined />}
                  onClick={() =>
                    add({
                      count: 1,
                      start_date: form.getFieldValue('expected_start_date') ?? undefined,
                      end_date: form.getFieldValue('expected_end_date') ?? undefined,
                    })
                  }
                >
                  Add role
                </Button>
              </Form.Item>
            )}
          </Flex>
        )}
      </Form.List>
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {opportunity ? 'Save opportunity' : 'Add opportunity'}
        </Button>
        <Button
          onClick={() =>
            navigate(
              opportunity
                ? toolLink('opportunity-detail', { id: opportunity.id })
                : toolLink('opportunity-list'),
            )
          }
        >
          Cancel
        </Button>
      </Flex>
    </Form>
  );
}
