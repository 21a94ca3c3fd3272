import {
  BILLING_TYPE_TEXTS,
  CURRENCIES,
  formatApiDate,
  PROJECT_BILLING_TYPES,
  type ProjectDetail,
  projectDateProblems,
} from '@atrium/contracts';
import { Alert, Button, Col, Flex, Form, Row, Select, Skeleton } from 'antd';
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { messageForCode } from '../../platform/errorMessages';
import { idOption } from '../../platform/formFields';
import { requiredRule } from '../../platform/formRules';
import { toolLink } from '../../platform/tools/toolLink';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useServerForm } from '../../platform/useServerForm';
import { DISPLAY_DATE_PICKER_FORMAT } from '../../ui/ConfirmationDialog';
import { DateField } from '../../ui/DateField';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailed } from '../../ui/LoadFailed';
import { useNotify } from '../../ui/useNotify';
import { EmployeePicker, useEmployeeFormOptions } from '../people';
import { ClientSelect } from './components/ClientSelect';
import { type ProjectInput, useProject, useSaveProject } from './projects.api';

const MODULE = 'projects';
const DATE_FIELDS = ['start_date', 'end_date', 'billing_start_date', 'billing_end_date'] as const;
const PEOPLE_FIELDS = [
  ['project_owner_id', 'Project owner', 'project_owner'],
  ['delivery_lead_id', 'Delivery lead', 'delivery_lead'],
  ['sales_executive_id', 'Sales executive', 'sales_executive'],
  ['assigned_sales_executive_id', 'Assigned sales executive', 'assigned_sales_executive'],
] as const;
const FIELDS = [
  'name',
  'client_id',
  'billing_type',
  'currency',
  'business_unit_id',
  'description',
  ...DATE_FIELDS,
  ...PEOPLE_FIELDS.map(([field]) => field),
] as const;

type DateKey = (typeof DATE_FIELDS)[number];
type Values = Omit<ProjectInput, DateKey> & Partial<Record<DateKey, Dayjs | null>>;

/** 'project-form' (Create): a new project as a draft, or changes to the one in option `id`. */
export function ProjectFormTool({ options }: ToolProps) {
  const id = idOption(options.id);
  const project = useProject(id);
  if (id !== undefined && project.isPending) return <Skeleton active />;
  if (id !== undefined && project.isError)
    return <LoadFailed variant="inline" error={project.error} onRetry={() => project.refetch()} />;
  if (project.data && !project.data.permissions.can_update)
    return <EmptyState description="You may read this project but not change it." />;
  return <ProjectForm project={project.data} />;
}

const toDay = (value: string | null) => (value ? dayjs(value) : null);

function initialValues(project: ProjectDetail | undefined): Values {
  if (!project) return { name: '', billing_type: 'time-and-material', currency: 'INR' };
  return {
    name: project.name,
    client_id: project.client?.id ?? null,
    business_unit_id: project.business_unit?.id ?? null,
    billing_type: project.billing_type,
    currency: project.currency,
    description: project.description,
    project_owner_id: project.project_owner?.id ?? null,
    delivery_lead_id: project.delivery_lead?.id ?? null,
    sales_executive_id: project.sales_executive?.id ?? null,
    assigned_sales_executive_id: project.assigned_sales_executive?.id ?? null,
    start_date: toDay(project.start_date),
    end_date: toDay(project.end_date),
    billing_start_date: toDay(project.billing_start_date),
    billing_end_date: toDay(project.billing_end_date),
  };
}

const apiDate = (value: Dayjs | null | undefined) => (value ? formatApiDate(value.toDate()) : null);

function ProjectForm({ project }: { project: ProjectDetail | undefined }) {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const notify = useNotify();
  const save = useSaveProject();
  const formOptions = useEmployeeFormOptions();
  const { failure, clearFailure, showServerError } = useServerForm(form, MODULE, FIELDS);

  const datesOf = (values: Partial<Values>) =>
    Object.fromEntries(DATE_FIELDS.map((field) => [field, apiDate(values[field])])) as Record<
      DateKey,
      string | null
    >;

  /** The spec's date ordering, checked as the user picks (the server checks it again). */
  const dateRule =
    (field: DateKey) =>
    ({ getFieldsValue }: { getFieldsValue(): Partial<Values> }) => ({
      validator: async () => {
        const problem = projectDateProblems(datesOf(getFieldsValue())).find((p) => p.field === field);
        if (problem) throw new Error(messageForCode({ code: problem.code, module: MODULE, field }));
      },
    });

  const submit = (values: Values) => {
    clearFailure();
    const body: ProjectInput = {
      ...values,
      ...datesOf(values),
      description: values.description?.trim() ? values.description : null,
    };
    save.mutate(
      { id: project?.id, body },
      {
        onSuccess: (saved) => {
          notify('success', project ? 'Record Updated' : `Project ${saved.code} created as a draft`);
          navigate(toolLink('project-details', { id: saved.id }));
        },
        onError: showServerError,
      },
    );
  };

  const half = { xs: 24, md: 12 };
  /** A closed project is settled: the server refuses any change, so its form only shows it. */
  const closed = project?.status === 'closed';
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name="project"
      disabled={closed}
      initialValues={initialValues(project)}
      onFinish={submit}
      onValuesChange={(changed) => {
        if (Object.keys(changed).some((key) => DATE_FIELDS.includes(key as DateKey)))
          form.validateFields(DATE_FIELDS.filter((field) => form.getFieldValue(field)));
      }}
      style={{ maxWidth: 880 }}
    >
      {closed && (
        <Alert
          type="info"
          showIcon
          title="This project is closed: its details no longer change."
          style={{ marginBottom: 16 }}
        />
      )}
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item
            name="name"
            label="Project name"
            rules={[requiredRule({ module: MODULE, field: 'name' })]}
          >
            <Input maxLength={256} disabled={closed} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="client_id" label="Client">
            <ClientSelect />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="billing_type" label="Billing type">
            <Select
              options={PROJECT_BILLING_TYPES.map((type) => ({
                label: BILLING_TYPE_TEXTS[type],
                value: type,
              }))}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="currency" label="Currency">
            <Select options={CURRENCIES.map((currency) => ({ label: currency, value: currency }))} />
          </Form.Item>
        </Col>
        {PEOPLE_FIELDS.map(([field, label, key]) => {
          const person = project?.[key];
          return (
            <Col {...half} key={field}>
              <Form.Item name={field} label={label}>
                <EmployeePicker
                  by="user"
                  initial={person ? { value: person.id, label: person.name } : null}
                />
              </Form.Item>
            </Col>
          );
        })}
        {(
          [
            ['start_date', 'Start date'],
            ['end_date', 'End date'],
            ['billing_start_date', 'Billing start date'],
            ['billing_end_date', 'Billing end date'],
          ] as const
        ).map(([field, label]) => (
          <Col {...half} key={field}>
            <Form.Item name={field} label={label} rules={[dateRule(field)]}>
              <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ))}
        <Col {...half}>
          <Form.Item name="business_unit_id" label="Business unit">
            <Select
              allowClear
              placeholder="Choose a business unit"
              loading={formOptions.isPending}
              options={(formOptions.data?.business_units ?? []).map((unit) => ({
                label: unit.name,
                value: unit.id,
              }))}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="description" label="Description">
            <TextArea rows={3} maxLength={1000} disabled={closed} />
          </Form.Item>
        </Col>
      </Row>
      <Flex gap={8}>
        {!closed && (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {project ? 'Save project' : 'Create project'}
          </Button>
        )}
        <Button
          disabled={false}
          onClick={() =>
            navigate(project ? toolLink('project-details', { id: project.id }) : toolLink('project-list'))
          }
        >
          {closed ? 'Back to project' : 'Cancel'}
        </Button>
      </Flex>
    </Form>
  );
}
