import { type CustomField, canListProjects, type ProjectSettings } from '@atrium/contracts';
import { Alert, Button, Flex, Form, InputNumber, Select, Typography } from 'antd';
import Input from 'antd/es/input/Input';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense } from 'react';
import { idOption } from '../../platform/formFields';
import { requiredRule } from '../../platform/formRules';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useCan } from '../../platform/useCan';
import { useServerForm } from '../../platform/useServerForm';
import { DISPLAY_DATE_PICKER_FORMAT } from '../../ui/ConfirmationDialog';
import { DateField } from '../../ui/DateField';
import { EmptyState } from '../../ui/EmptyState';
import { useNotify } from '../../ui/useNotify';
import { ProjectScoped, WhenLoaded } from './components/ProjectScoped';
import { useWhoMay } from './components/whoMay';
import { useCustomFields, useProjectSettings, useSaveProjectSettings } from './projects.api';

const MODULE = 'projects';

// The custom fields' list, shown to those who manage them once the fields have loaded, is fetched then.
const FieldManager = lazy(() =>
  import('./components/CustomFieldManager').then((m) => ({ default: m.FieldManager })),
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
          emptyText="Choose a project to see its settings."
        >
          {() => (
            <WhenLoaded result={settings}>
              {(data) => <SettingsForm key={data.project.id} settings={data} />}
            </WhenLoaded>
          )}
        </ProjectScoped>
      )}
      {fields.data?.can_manage && (
        <Suspense fallback={null}>
          <FieldManager fields={fields.data.results} />
        </Suspense>
      )}
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
      return <DateField disabled={disabled} format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />;
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
  const whoMay = useWhoMay();
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
      {settings.project.status !== 'closed' && !settings.permissions.can_update && (
        <Typography.Paragraph type="secondary">
          These settings are changed by {whoMay('project_create_update')}.
        </Typography.Paragraph>
      )}
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
