import {
  formatApiDate,
  MAX_REQUEST_COUNT,
  MAX_REQUEST_SKILLS,
  RESOURCE_REQUEST_PRIORITIES,
  RESOURCE_REQUEST_PRIORITY_TEXTS,
  type ResourceRequest,
  type ResourceRequestPriority,
  resourceRequestRangeIssues,
  SKILL_LEVEL_TEXTS,
  SKILL_LEVELS,
  type SkillLevel,
} from '@atrium/contracts';
import { Alert, Button, Col, Flex, Form, InputNumber, Row, Select, Skeleton } from 'antd';
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
import {
  type ResourceRequestChanges,
  type ResourceRequestInput,
  useResourceFormOptions,
  useResourceRequest,
  useSaveResourceRequest,
} from './resources.api';

const MODULE = 'resources';
const FIELDS = [
  'project_id',
  'resource_group_id',
  'designation_id',
  'skills',
  'min_experience',
  'max_experience',
  'location_id',
  'allocation_percent',
  'is_billable',
  'start_date',
  'end_date',
  'count',
  'priority',
  'notes',
] as const;

interface Values {
  project_id?: number;
  resource_group_id?: number;
  designation_id?: number;
  skills?: { skill_id?: number; level?: SkillLevel }[];
  min_experience?: number;
  max_experience?: number;
  location_id?: number | null;
  allocation_percent?: number;
  is_billable?: boolean;
  start_date?: Dayjs;
  end_date?: Dayjs;
  count?: number;
  priority?: ResourceRequestPriority;
  notes?: string;
}

/**
 * 'resource-request-form' (Resource Request Form): asks for resources against a project's resource group, or
 * changes the request in option `id`; option `project_id` chooses the project of a new one.
 */
export function ResourceRequestFormTool({ options }: ToolProps) {
  const id = idOption(options.id);
  const request = useResourceRequest(id);
  if (id !== undefined && request.isPending) return <Skeleton active />;
  if (id !== undefined && request.isError)
    return <LoadFailed variant="inline" error={request.error} onRetry={() => request.refetch()} />;
  return <ResourceRequestForm request={request.data} projectId={idOption(options.project_id)} />;
}

const valuesOf = (request: ResourceRequest): Values => ({
  project_id: request.project.id,
  resource_group_id: request.resource_group?.id,
  designation_id: request.designation?.id,
  skills: request.skills.map(({ skill_id, level }) => ({ skill_id, level })),
  min_experience: request.min_experience,
  max_experience: request.max_experience,
  location_id: request.location?.id ?? null,
  allocation_percent: request.allocation_percent,
  is_billable: request.is_billable,
  start_date: dayjs(request.start_date),
  end_date: dayjs(request.end_date),
  count: request.count,
  priority: request.priority,
  notes: request.notes ?? undefined,
});

/** The request's fields as the API takes them; a change leaves its project out. */
function bodyOf(values: Values, isChange: boolean): ResourceRequestInput | ResourceRequestChanges {
  const { start_date, end_date, notes, skills, project_id, location_id, ...rest } = values;
  return {
    ...rest,
    ...(isChange ? {} : { project_id }),
    skills: (skills ?? []).filter((s) => s.skill_id !== undefined) as {
      skill_id: number;
      level: SkillLevel;
    }[],
    location_id: location_id ?? null,
    start_date: start_date ? formatApiDate(start_date.toDate()) : undefined,
    end_date: end_date ? formatApiDate(end_date.toDate()) : undefined,
    notes: notes?.trim() || null,
  } as ResourceRequestInput;
}

/** A range rule of the contract, shown under the field it names. */
const rangeRule =
  (field: 'min_experience' | 'end_date') =>
  ({ getFieldValue }: { getFieldValue(name: string): unknown }) => ({
    validator: async () => {
      const date = (name: string) => {
        const value = getFieldValue(name) as Dayjs | undefined;
        return value ? formatApiDate(value.toDate()) : undefined;
      };
      const issues = resourceRequestRangeIssues({
        min_experience: getFieldValue('min_experience') as number | undefined,
        max_experience: getFieldValue('max_experience') as number | undefined,
        start_date: date('start_date'),
        end_date: date('end_date'),
      });
      const code = issues[field]?.[0];
      if (code) throw new Error(messageForCode({ code, module: MODULE, field }));
    },
  });

function ResourceRequestForm({
  request,
  projectId,
}: {
  request: ResourceRequest | undefined;
  projectId: number | undefined;
}) {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const notify = useNotify();
  const save = useSaveResourceRequest();
  const catalogue = useResourceFormOptions();
  const { failure, clearFailure, showServerError } = useServerForm(form, MODULE, FIELDS);
  const chosenProject = Form.useWatch('project_id', form);
  const option = (named: { id: number; name: string }) => ({ label: named.name, value: named.id });

  if (catalogue.isPending) return <Skeleton active />;
  if (catalogue.isError)
    return <LoadFailed variant="inline" error={catalogue.error} onRetry={() => catalogue.refetch()} />;
  const { projects, designations, skills, locations } = catalogue.data;
  if (!request && projects.length === 0)
    return (
      <EmptyState description="You have no open project to request resources for. Resources are requested for projects you own or lead." />
    );
  const groups = projects.find((p) => p.id === (chosenProject ?? request?.project.id))?.resource_groups ?? [];

  /** A chosen group gives a new request its share and dates. */
  const chooseGroup = (groupId: number) => {
    const group = groups.find((g) => g.id === groupId);
    if (!group || request) return;
    form.setFieldsValue({
      allocation_percent: group.allocation_percent,
      start_date: dayjs(group.start_date),
      end_date: dayjs(group.end_date),
    });
  };

  const submit = (values: Values) => {
    clearFailure();
    save.mutate(
      { id: request?.id, body: bodyOf(values, Boolean(request)) },
      {
        onSuccess: (saved) => {
          notify('success', request ? 'Record Updated' : `Resource request ${saved.code} raised`);
          navigate(toolLink('resource-request-detail', { id: saved.id }));
        },
        onError: showServerError,
      },
    );
  };
  const required = (field: string) => requiredRule({ module: MODULE, field });
  const full = { style: { width: '100%' } };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name="resource-request"
      onFinish={submit}
      initialValues={
        request
          ? valuesOf(request)
          : {
              project_id: projects.some((p) => p.id === projectId) ? projectId : undefined,
              skills: [],
              count: 1,
              priority: 'medium',
              is_billable: true,
              min_experience: 0,
              max_experience: 5,
            }
      }
      style={{ maxWidth: 960 }}
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="project_id" label="Project" rules={[required('project_id')]}>
            <Select
              showSearch
              optionFilterProp="label"
              disabled={Boolean(request)}
              options={projects.map((p) => ({ label: `${p.code} ${p.name}`, value: p.id }))}
              onChange={() => form.setFieldValue('resource_group_id', undefined)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="resource_group_id"
            label="Resource group"
            rules={[required('resource_group_id')]}
            extra={chosenProject && !groups.length ? 'This project has no resource group yet.' : undefined}
          >
            <Select showSearch optionFilterProp="label" options={groups.map(option)} onChange={chooseGroup} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="designation_id" label="Role (designation)" rules={[required('designation_id')]}>
            <Select showSearch optionFilterProp="label" options={designations.map(option)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="location_id" label="Location">
            <Select allowClear placeholder="Any location" options={locations.map(option)} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="min_experience"
            label="Minimum experience (years)"
            dependencies={['max_experience']}
            rules={[required('min_experience'), rangeRule('min_experience')]}
          >
            <InputNumber min={0} max={99.9} step={0.5} precision={1} {...full} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="max_experience"
            label="Maximum experience (years)"
            rules={[required('max_experience')]}
          >
            <InputNumber min={0} max={99.9} step={0.5} precision={1} {...full} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="count" label="People" rules={[required('count')]}>
            <InputNumber min={1} max={MAX_REQUEST_COUNT} precision={0} {...full} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="allocation_percent" label="Allocation %" rules={[required('allocation_percent')]}>
            <InputNumber min={1} max={100} precision={2} {...full} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="start_date" label="Start date" rules={[required('start_date')]}>
            <DateField format={DISPLAY_DATE_PICKER_FORMAT} {...full} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="end_date"
            label="End date"
            dependencies={['start_date']}
            rules={[required('end_date'), rangeRule('end_date')]}
          >
            <DateField format={DISPLAY_DATE_PICKER_FORMAT} {...full} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="priority" label="Priority" rules={[required('priority')]}>
            <Select
              options={RESOURCE_REQUEST_PRIORITIES.map((p) => ({
                label: RESOURCE_REQUEST_PRIORITY_TEXTS[p],
                value: p,
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="is_billable" label="Billing">
            <Select
              options={[
                { label: 'Billable', value: true },
                { label: 'Not billable', value: false },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item label="Skills" style={{ marginBottom: 8 }}>
            <Form.List name="skills">
              {(fields, { add, remove }) => (
                <Flex vertical gap={8}>
                  {fields.map((field) => (
                    <Flex key={field.key} gap={8} align="start">
                      <Form.Item
                        name={[field.name, 'skill_id']}
                        rules={[required('skills')]}
                        style={{ flex: 2, marginBottom: 0 }}
                      >
                        <Select
                          aria-label="Skill"
                          showSearch
                          optionFilterProp="label"
                          options={skills.map(option)}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'level']}
                        initialValue="I"
                        style={{ flex: 1, marginBottom: 0 }}
                      >
                        <Select
                          aria-label="Level"
                          options={SKILL_LEVELS.map((level) => ({
                            label: SKILL_LEVEL_TEXTS[level],
                            value: level,
                          }))}
                        />
                      </Form.Item>
                      <Button onClick={() => remove(field.name)}>Remove</Button>
                    </Flex>
                  ))}
                  {fields.length < MAX_REQUEST_SKILLS && (
                    <Button onClick={() => add({ level: 'I' })} style={{ alignSelf: 'start' }}>
                      Add skill
                    </Button>
                  )}
                </Flex>
              )}
            </Form.List>
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="notes" label="Notes">
            <TextArea rows={3} maxLength={16000} />
          </Form.Item>
        </Col>
      </Row>
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {request ? 'Save resource request' : 'Raise resource request'}
        </Button>
        <Button
          onClick={() =>
            navigate(
              request
                ? toolLink('resource-request-detail', { id: request.id })
                : toolLink('resource-request-list'),
            )
          }
        >
          Cancel
        </Button>
      </Flex>
    </Form>
  );
}
