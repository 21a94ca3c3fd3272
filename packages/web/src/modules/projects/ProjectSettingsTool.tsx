import { canListProjects, type ProjectSettings } from '@atrium/contracts';
import { Alert, Button, Flex, Form, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { idOption } from '../../platform/formFields';
import { requiredRule } from '../../platform/formRules';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useCan } from '../../platform/useCan';
import { useServerForm } from '../../platform/useServerForm';
import {
  type CustomFormValue,
  customFieldInput,
  fromCustomFormValue,
  toCustomFormValue,
} from '../../ui/customFieldInput';
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

function SettingsForm({ settings }: { settings: ProjectSettings }) {
  const [form] = Form.useForm<Record<string, CustomFormValue>>();
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
        settings.fields.map((field) => [String(field.id), toCustomFormValue(field.field_type, field.value)]),
      )}
      onFinish={(values) => {
        clearFailure();
        save.mutate(
          Object.fromEntries(Object.entries(values).map(([id, value]) => [id, fromCustomFormValue(value)])),
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
          {customFieldInput({ kind: field.field_type, options: field.options }, !canEdit)}
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
