import type { OpportunityStage } from '@atrium/contracts';
import { Alert, Button, Descriptions, Flex, Form, Typography } from 'antd';
import { requiredRule } from '../../../platform/formRules';
import { useServerForm } from '../../../platform/useServerForm';
import {
  type CustomFormValue,
  customFieldInput,
  fromCustomFormValue,
  toCustomFormValue,
} from '../../../ui/customFieldInput';
import { useNotify } from '../../../ui/useNotify';
import { useSaveOpportunityFields } from '../sales.api';

const MODULE = 'sales';

/** The current stage's custom fields, filled in and saved here; a required one before the stage is completed. */
export function StageFieldsForm({
  opportunityId,
  stage,
}: {
  opportunityId: number;
  stage: OpportunityStage;
}) {
  const [form] = Form.useForm<Record<string, CustomFormValue>>();
  const save = useSaveOpportunityFields();
  const notify = useNotify();
  const ids = stage.fields.map((field) => String(field.id));
  const { failure, clearFailure, showServerError } = useServerForm(form, MODULE, ids);
  const missing = stage.fields.filter((field) => field.required && field.value === null);
  return (
    <Form
      form={form}
      layout="vertical"
      name={`stage-fields-${stage.id}`}
      aria-label={`${stage.name} fields`}
      style={{ maxWidth: 560 }}
      initialValues={Object.fromEntries(
        stage.fields.map((field) => [String(field.id), toCustomFormValue(field.kind, field.value)]),
      )}
      onFinish={(values) => {
        clearFailure();
        save.mutate(
          {
            id: opportunityId,
            values: Object.fromEntries(
              Object.entries(values).map(([id, value]) => [id, fromCustomFormValue(value)]),
            ),
          },
          { onSuccess: () => notify('success', `${stage.name} fields saved`), onError: showServerError },
        );
      }}
    >
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {stage.name} fields
      </Typography.Title>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      {stage.fields.map((field) => (
        <Form.Item
          key={field.id}
          name={String(field.id)}
          label={field.label}
          rules={field.required ? [requiredRule({ module: MODULE, field: String(field.id) })] : []}
        >
          {customFieldInput(field, false)}
        </Form.Item>
      ))}
      {missing.length > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`${missing.map((field) => field.label).join(', ')} must be filled in before this stage can be completed.`}
        />
      )}
      <Button htmlType="submit" loading={save.isPending}>
        Save fields
      </Button>
    </Form>
  );
}

/** The values the opportunity was given at the stages it has passed, read only. */
export function PassedStageFields({ stages }: { stages: readonly OpportunityStage[] }) {
  const passed = stages.filter((stage) => stage.state === 'done' && stage.fields.length);
  return (
    <Flex vertical gap={8}>
      {passed.map((stage) => (
        <Descriptions
          key={stage.id}
          size="small"
          column={2}
          title={`${stage.name} fields`}
          items={stage.fields.map((field) => ({
            key: field.id,
            label: field.label,
            children: field.value ?? '—',
          }))}
        />
      ))}
    </Flex>
  );
}
