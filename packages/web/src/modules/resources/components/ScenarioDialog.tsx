import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type ForecastScenario,
  formatApiDate,
  SCENARIO_CHANGE_TEXTS,
  type ScenarioChange,
  type ScenarioChangeKind,
  scenarioNameKey,
} from '@atrium/contracts';
import { Button, Card, Flex, Form, Input, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { requiredRule } from '../../../platform/formRules';
import { useServerForm } from '../../../platform/useServerForm';
import { DISPLAY_DATE_PICKER_FORMAT } from '../../../ui/ConfirmationDialog';
import { DateField } from '../../../ui/DateField';
import { FormModal } from '../../../ui/FormModal';
import { useNotify } from '../../../ui/useNotify';
import { EmployeePicker, useEmployeeFormOptions } from '../../people';
import { ProjectPicker } from '../../projects';
import { useSaveScenario } from '../scenarios.api';

const MODULE = 'resources';

/** One change as the form holds it: every kind's fields, dates as the pickers give them. */
interface ChangeValues {
  kind: ScenarioChangeKind;
  label?: string;
  designation_id?: number;
  headcount?: number;
  share_percent?: number;
  start_date?: Dayjs;
  end_date?: Dayjs;
  project_id?: number;
  count?: number;
  employee_id?: number;
  last_day?: Dayjs;
  days?: number;
}

interface Values {
  name: string;
  description?: string;
  changes?: ChangeValues[];
}

const day = (value: Dayjs | undefined) => formatApiDate((value as Dayjs).toDate());

/** The change the server is sent, of the fields its kind has. */
function changeOf(values: ChangeValues): ScenarioChange {
  const { kind } = values;
  if (kind === 'add_demand')
    return {
      kind,
      label: values.label ?? '',
      designation_id: values.designation_id as number,
      headcount: values.headcount as number,
      share_percent: values.share_percent as number,
      start_date: day(values.start_date),
      end_date: day(values.end_date),
    };
  if (kind === 'joiner')
    return {
      kind,
      designation_id: values.designation_id as number,
      count: values.count as number,
      start_date: day(values.start_date),
    };
  if (kind === 'exit')
    return { kind, employee_id: values.employee_id as number, last_day: day(values.last_day) };
  if (kind === 'shift_project')
    return { kind, project_id: values.project_id as number, days: values.days as number };
  return { kind, project_id: values.project_id as number };
}

/** A saved change as the form holds it. */
function valuesOf(change: ScenarioChange): ChangeValues {
  const date = (value: string | undefined) => (value === undefined ? undefined : dayjs(value));
  return {
    ...change,
    start_date: date('start_date' in change ? change.start_date : undefined),
    end_date: date('end_date' in change ? change.end_date : undefined),
    last_day: date('last_day' in change ? change.last_day : undefined),
  };
}

const required = (field: string) => [requiredRule({ module: MODULE, field })];

/** The fields of one change, by its kind. */
function ChangeFields({
  name,
  kind,
  scenario,
}: {
  name: number;
  kind: ScenarioChangeKind;
  scenario?: ForecastScenario;
}) {
  const designations = useEmployeeFormOptions();
  const designationField = (
    <Form.Item name={[name, 'designation_id']} label="Designation" rules={required('designation_id')}>
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        loading={designations.isPending}
        options={(designations.data?.designations ?? []).map((d) => ({ value: d.id, label: d.name }))}
        placeholder="Choose a designation"
      />
    </Form.Item>
  );
  const date = (field: 'start_date' | 'end_date' | 'last_day', label: string) => (
    <Form.Item name={[name, field]} label={label} rules={required(field)}>
      <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
    </Form.Item>
  );
  if (kind === 'add_demand')
    return (
      <>
        <Form.Item name={[name, 'label']} label="What it is for" rules={required('label')}>
          <Input maxLength={120} placeholder="e.g. Bank portal bid" />
        </Form.Item>
        {designationField}
        <Flex gap={12}>
          <Form.Item name={[name, 'headcount']} label="People" rules={required('headcount')}>
            <InputNumber min={1} max={500} precision={0} />
          </Form.Item>
          <Form.Item name={[name, 'share_percent']} label="Share %" rules={required('share_percent')}>
            <InputNumber min={1} max={100} precision={0} />
          </Form.Item>
        </Flex>
        <Flex gap={12}>
          {date('start_date', 'From')}
          <Form.Item
            name={[name, 'end_date']}
            label="To"
            dependencies={[['changes', name, 'start_date']]}
            rules={[
              ...required('end_date'),
              ({ getFieldValue }) => ({
                validator: async (_rule, value: Dayjs | undefined) => {
                  const start = getFieldValue(['changes', name, 'start_date']) as Dayjs | undefined;
                  if (value && start && value.isBefore(start, 'day'))
                    throw new Error('The end date must not be before the start date');
                },
              }),
            ]}
          >
            <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
        </Flex>
      </>
    );
  if (kind === 'joiner')
    return (
      <>
        {designationField}
        <Flex gap={12}>
          <Form.Item name={[name, 'count']} label="People" rules={required('count')}>
            <InputNumber min={1} max={500} precision={0} />
          </Form.Item>
          {date('start_date', 'Joining on')}
        </Flex>
      </>
    );
  if (kind === 'exit') {
    return (
      <>
        <Form.Item name={[name, 'employee_id']} label="Employee" rules={required('employee_id')}>
          <EmployeePicker excludeExited initial={initialEmployee(scenario, name)} />
        </Form.Item>
        {date('last_day', 'Last working day')}
      </>
    );
  }
  return (
    <>
      <Form.Item name={[name, 'project_id']} label="Project" rules={required('project_id')}>
        <ProjectField />
      </Form.Item>
      {kind === 'shift_project' && (
        <Form.Item
          name={[name, 'days']}
          label="Days (earlier below zero)"
          rules={[
            ...required('days'),
            {
              validator: async (_rule, value) => {
                if (value === 0) throw new Error('Shift by at least a day');
              },
            },
          ]}
        >
          <InputNumber min={-365} max={365} precision={0} />
        </Form.Item>
      )}
    </>
  );
}

/** The employee an exit saved before names, so their name shows before any search. */
function initialEmployee(scenario: ForecastScenario | undefined, index: number) {
  const change = scenario?.changes[index];
  if (change?.kind !== 'exit') return null;
  return {
    value: change.employee_id,
    label: scenario?.names[scenarioNameKey('employee', change.employee_id)] ?? '',
  };
}

/** The project picker as a form control: the form gives it its value and takes its changes. */
function ProjectField({ value, onChange }: { value?: number; onChange?(value: number | undefined): void }) {
  return <ProjectPicker value={value} onChange={(next) => onChange?.(next)} />;
}

interface ScenarioDialogProps {
  /** The scenario to change; none makes a new one. */
  scenario?: ForecastScenario;
  onSaved(scenario: ForecastScenario): void;
  onClose(): void;
}

/** The dialog that builds a scenario: its name, what it is for, and its changes in order, each of a kind. */
export function ScenarioDialog({ scenario, onSaved, onClose }: ScenarioDialogProps) {
  const [form] = Form.useForm<Values>();
  const notify = useNotify();
  const save = useSaveScenario();
  const { failure, clearFailure, showServerError } = useServerForm(form, MODULE, ['name', 'description']);
  const submit = (values: Values) => {
    clearFailure();
    save.mutate(
      {
        id: scenario?.id,
        body: {
          name: values.name,
          description: values.description?.trim() ? values.description : null,
          changes: (values.changes ?? []).map(changeOf),
        },
      },
      {
        onSuccess: (saved) => {
          notify('success', scenario ? 'Scenario saved' : 'Scenario created');
          onSaved(saved);
        },
        onError: showServerError,
      },
    );
  };
  return (
    <FormModal<Values>
      open
      title={scenario ? `Edit “${scenario.name}”` : 'New scenario'}
      okText={scenario ? 'Save scenario' : 'Create scenario'}
      saving={save.isPending}
      failure={failure}
      form={form}
      name="forecast-scenario"
      initialValues={
        scenario
          ? {
              name: scenario.name,
              description: scenario.description ?? '',
              changes: scenario.changes.map(valuesOf),
            }
          : { changes: [{ kind: 'joiner' }] }
      }
      onFinish={submit}
      onClose={onClose}
      onClosed={clearFailure}
    >
      <Form.Item name="name" label="Name" rules={required('name')}>
        <Input maxLength={120} placeholder="e.g. Two engineers join in January" />
      </Form.Item>
      <Form.Item name="description" label="What it is for">
        <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Form.List name="changes">
        {(fields, { add, remove }) => (
          <Flex vertical gap={12}>
            {fields.map((field, index) => (
              <Card
                key={field.key}
                size="small"
                title={`Change ${index + 1}`}
                extra={
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={`Remove change ${index + 1}`}
                    onClick={() => remove(field.name)}
                  />
                }
              >
                <Form.Item name={[field.name, 'kind']} label="Kind" rules={required('kind')}>
                  <Select
                    options={Object.entries(SCENARIO_CHANGE_TEXTS).map(([value, label]) => ({
                      value,
                      label,
                    }))}
                  />
                </Form.Item>
                <Form.Item noStyle dependencies={[['changes', field.name, 'kind']]}>
                  {({ getFieldValue }) => (
                    <ChangeFields
                      name={field.name}
                      kind={getFieldValue(['changes', field.name, 'kind']) as ScenarioChangeKind}
                      scenario={scenario}
                    />
                  )}
                </Form.Item>
              </Card>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({ kind: 'joiner' })}>
              Add a change
            </Button>
          </Flex>
        )}
      </Form.List>
    </FormModal>
  );
}
