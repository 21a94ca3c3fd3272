import { PlusOutlined } from '@ant-design/icons';
import { type CustomField, canListProjects, type ProjectSettings } from '@atrium/contracts';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Select,
  Table,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { capitalise, idOption } from '../../platform/formFields';
import { requiredRule } from '../../platform/formRules';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useCan } from '../../platform/useCan';
import { useServerForm } from '../../platform/useServerForm';
import { DISPLAY_DATE_PICKER_FORMAT } from '../../ui/ConfirmationDialog';
import { EmptyState } from '../../ui/EmptyState';
import { useConfirmation } from '../../ui/useConfirmation';
import { useNotify } from '../../ui/useNotify';
import { useOpenedOnce } from '../../ui/useOpenedOnce';
import { ProjectScoped } from './components/ProjectScoped';
import {
  useCustomFields,
  useProjectSettings,
  useRemoveCustomField,
  useSaveProjectSettings,
} from './projects.api';

const MODULE = 'projects';

// The add-field form, with its dialog, is fetched when first opened.
const CustomFieldModal = lazy(() =>
  import('./components/CustomFieldModal').then((m) => ({ default: m.CustomFieldModal })),
);

/**
 * 'project-settings' (Settings): a project's values of the organisation's custom fields; below, for admins,
 * the fields themselves.
 */
export function ProjectSettingsTool({ options, onOptionsChange }: ToolProps) {
  const id = idOption(options.id);
  const settings = useProjectSettings(id);
  const fields = useCustomFields();
  const worksWithProjects = useCan(canListProjects);
  return (
    <Flex vertical gap={16}>
      {worksWithProjects && (
        <ProjectScoped
          id={id}
          onPick={(next) => onOptionsChange({ ...options, id: next })}
          result={settings}
          emptyText="Choose a project to see its settings."
        >
          {(data) => <SettingsForm key={data.project.id} settings={data} />}
        </ProjectScoped>
      )}
      {fields.data?.can_manage && <FieldManager fields={fields.data.results} />}
    </Flex>
  );
}

type Value = string | number | Dayjs | null | undefined;

const toFormValue = (field: CustomField, value: string | null): Value => {
  if (value === null) return null;
  if (field.field_type === 'number') return Number(value);
  if (field.field_type === 'date') return dayjs(value);
  return value;
};
const fromFormValue = (value: Value): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (dayjs.isDayjs(value)) return value.format('YYYY-MM-DD');
  return String(value);
};

/**
 * The input for a custom field's type. It is the form item's own child (called, not a component of its own), so the
 * item gives it its id, value and change handler.
 */
function fieldInput(field: CustomField, disabled: boolean) {
  switch (field.field_type) {
    case 'number':
      return <InputNumber disabled={disabled} precision={2} style={{ width: '100%' }} />;
    case 'date':
      return <DatePicker disabled={disabled} format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />;
    case 'select':
      return (
        <Select disabled={disabled} allowClear options={field.options.map((o) => ({ label: o, value: o }))} />
      );
    default:
      return <Input disabled={disabled} maxLength={1000} />;
  }
}

function SettingsForm({ settings }: { settings: ProjectSettings }) {
  const [form] = Form.useForm<Record<string, Value>>();
  const save = useSaveProjectSettings(settings.project.id);
  const notify = useNotify();
  const fieldIds = settings.fields.map((field) => String(field.id));
  const { failure, clearFailure, showServerError } = useServerForm(form, MODULE, fieldIds);
  const canEdit = settings.permissions.can_update && settings.project.status !== 'closed';
  if (!settings.fields.length)
    return <EmptyState description="The organisation has no project custom fields yet." />;
  return (
    <Form
      form={form}
      layout="vertical"
      name="project-settings"
      style={{ maxWidth: 560 }}
      initialValues={Object.fromEntries(
        settings.fields.map((field) => [String(field.id), toFormValue(field, field.value)]),
      )}
      onFinish={(values) => {
        clearFailure();
        save.mutate(
          Object.fromEntries(Object.entries(values).map(([id, value]) => [id, fromFormValue(value)])),
          {
            onSuccess: () => notify('success', 'Record Updated'),
            onError: showServerError,
          },
        );
      }}
    >
      <Typography.Title level={5}>
        {settings.project.code} {settings.project.name}
      </Typography.Title>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      {settings.fields.map((field) => (
        <Form.Item
          key={field.id}
          name={String(field.id)}
          label={field.name}
          rules={field.is_required ? [requiredRule({ module: MODULE, field: String(field.id) })] : []}
        >
          {fieldInput(field, !canEdit)}
        </Form.Item>
      ))}
      {canEdit && (
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Save settings
        </Button>
      )}
    </Form>
  );
}

function FieldManager({ fields }: { fields: CustomField[] }) {
  const [adding, setAdding] = useState(false);
  const hasForm = useOpenedOnce(adding);
  const remove = useRemoveCustomField();
  const notify = useNotify();
  const [confirm, confirmation] = useConfirmation();
  return (
    <Card
      size="small"
      title="Project custom fields"
      extra={
        <Button icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
          Add field
        </Button>
      }
    >
      <Table<CustomField>
        aria-label="Project custom fields"
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={fields}
        locale={{ emptyText: <EmptyState description="No custom fields yet." /> }}
        columns={[
          { title: 'Field', dataIndex: 'name', key: 'name' },
          { title: 'Type', key: 'type', render: (_, f) => capitalise(f.field_type) },
          { title: 'Options', key: 'options', render: (_, f) => f.options.join(', ') || '—' },
          { title: 'Required', key: 'required', render: (_, f) => (f.is_required ? 'Yes' : 'No') },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, f) => (
              <Button
                type="link"
                danger
                onClick={() =>
                  confirm({
                    title: `Remove ${f.name}?`,
                    content: "Every project's value of it is removed too.",
                    isDanger: true,
                    confirmText: 'Remove',
                    onConfirm: () =>
                      remove.mutateAsync(f.id).then(() => notify('success', `${f.name} removed`)),
                  })
                }
              >
                Remove
              </Button>
            ),
          },
        ]}
      />
      {hasForm && (
        <Suspense fallback={null}>
          <CustomFieldModal open={adding} onClose={() => setAdding(false)} />
        </Suspense>
      )}
      {confirmation}
    </Card>
  );
}
