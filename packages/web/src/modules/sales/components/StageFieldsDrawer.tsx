import {
  CUSTOM_FIELD_KIND_LABELS,
  CUSTOM_FIELD_KINDS,
  type CustomFieldDefine,
  type CustomFieldDefinition,
  type SalesProcess,
  type SalesStage,
} from '@atrium/contracts';
import { Alert, Button, Card, Checkbox, Flex, Form, Select, Table, Typography } from 'antd';
import Input from 'antd/es/input/Input';
import { requiredRule } from '../../../platform/formRules';
import { useServerForm } from '../../../platform/useServerForm';
import { CustomFieldOptionsItem } from '../../../ui/customFieldInput';
import { useConfirmation } from '../../../ui/useConfirmation';
import { useNotify } from '../../../ui/useNotify';
import { useAddStageField, useRetireStageField } from '../sales.api';
import { chosenPipeline } from './PipelinePicker';
import { SalesProcessDrawer } from './SalesProcessDrawer';

const MODULE = 'sales';

interface StageFieldsDrawerProps {
  open: boolean;
  onClose(): void;
  /** The pipeline whose stages are shown: the default one when not given. */
  pipelineId: number | undefined;
}

/**
 * A pipeline's stages with the custom fields each opportunity fills in at them: add a field to a stage (a required
 * one must be filled before the stage is completed), or retire one after a confirmation.
 */
export function StageFieldsDrawer({ open, onClose, pipelineId }: StageFieldsDrawerProps) {
  const pipelineOf = (process: SalesProcess) => chosenPipeline(process.pipelines, pipelineId);
  return (
    <SalesProcessDrawer
      open={open}
      onClose={onClose}
      title="Stage fields"
      intro={(process) =>
        `The stages of ${pipelineOf(process)?.name ?? 'the pipeline'}. Each opportunity fills in its stage’s fields; a required field must be filled in before the stage can be completed.`
      }
    >
      {(process) =>
        (pipelineOf(process)?.stages ?? []).map((stage) => <StageCard key={stage.id} stage={stage} />)
      }
    </SalesProcessDrawer>
  );
}

function StageCard({ stage }: { stage: SalesStage }) {
  const retire = useRetireStageField();
  const notify = useNotify();
  const [confirm, dialog] = useConfirmation();
  return (
    <Card size="small" title={stage.name}>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          Checklist: {stage.tasks.map((task) => task.title).join('; ') || 'none'}
        </Typography.Text>
        <Table<CustomFieldDefinition>
          aria-label={`${stage.name} fields`}
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={stage.fields}
          locale={{ emptyText: 'No fields yet.' }}
          columns={[
            { title: 'Field', dataIndex: 'label', key: 'label' },
            { title: 'Kind', key: 'kind', render: (_, field) => CUSTOM_FIELD_KIND_LABELS[field.kind] },
            { title: 'Options', key: 'options', render: (_, field) => field.options.join(', ') || '—' },
            { title: 'Required', key: 'required', render: (_, field) => (field.required ? 'Yes' : 'No') },
            {
              title: 'Actions',
              key: 'actions',
              render: (_, field) => (
                <Button
                  type="link"
                  danger
                  aria-label={`Retire ${field.label}`}
                  onClick={() =>
                    confirm({
                      title: `Retire ${field.label}?`,
                      content: `Opportunities at ${stage.name} are no longer asked for it; values given stay in their history.`,
                      isDanger: true,
                      confirmText: 'Retire',
                      onConfirm: () =>
                        retire
                          .mutateAsync({ stageId: stage.id, fieldId: field.id })
                          .then(() => notify('success', `${field.label} retired`)),
                    })
                  }
                >
                  Retire
                </Button>
              ),
            },
          ]}
        />
        <AddFieldForm stage={stage} />
      </Flex>
      {dialog}
    </Card>
  );
}

function AddFieldForm({ stage }: { stage: SalesStage }) {
  const [form] = Form.useForm<CustomFieldDefine>();
  const add = useAddStageField();
  const notify = useNotify();
  const kind = Form.useWatch('kind', form);
  const { failure, clearFailure, showServerError } = useServerForm(form, MODULE, ['label', 'options']);
  return (
    <Form
      form={form}
      name={`add-field-${stage.id}`}
      aria-label={`Add a field to ${stage.name}`}
      layout="inline"
      initialValues={{ kind: 'text', required: false }}
      onFinish={(body) => {
        clearFailure();
        add.mutate(
          { stageId: stage.id, body },
          {
            onSuccess: () => {
              notify('success', `${body.label} added to ${stage.name}`);
              form.resetFields();
            },
            onError: showServerError,
          },
        );
      }}
    >
      <Form.Item name="label" label="Field" rules={[requiredRule({ module: MODULE, field: 'label' })]}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="kind" label="Kind">
        <Select
          style={{ width: 120 }}
          options={CUSTOM_FIELD_KINDS.map((value) => ({ value, label: CUSTOM_FIELD_KIND_LABELS[value] }))}
        />
      </Form.Item>
      {kind === 'select' && <CustomFieldOptionsItem module={MODULE} />}
      <Form.Item name="required" valuePropName="checked">
        <Checkbox>Required</Checkbox>
      </Form.Item>
      <Form.Item>
        <Button htmlType="submit" loading={add.isPending}>
          Add field
        </Button>
      </Form.Item>
      {failure && <Alert type="error" showIcon title={failure} />}
    </Form>
  );
}
