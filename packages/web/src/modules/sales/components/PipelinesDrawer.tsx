import type { SalesPipeline } from '@atrium/contracts';
import { Alert, Button, Card, Checkbox, Flex, Form, Input, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { messageForError } from '../../../platform/errorMessages';
import { requiredRule } from '../../../platform/formRules';
import { useServerForm } from '../../../platform/useServerForm';
import { useNotify } from '../../../ui/useNotify';
import { useAddPipeline, useAddStage, useUpdatePipeline } from '../sales.api';
import { SalesProcessDrawer } from './SalesProcessDrawer';

const MODULE = 'sales';

interface InlineFormProps<T> {
  name: string;
  label: string;
  fields: readonly string[];
  initialValues?: Partial<T>;
  submitText: string;
  children: ReactNode;
  /** Saves the values; the message said once saved. */
  save(values: T): Promise<unknown>;
  saved(values: T): string;
}

/** A one-line form: its fields, its button, and the server's refusal under the field it names. */
function InlineForm<T extends object>(props: InlineFormProps<T>) {
  const [form] = Form.useForm<T>();
  const notify = useNotify();
  const { failure, clearFailure, showServerError } = useServerForm(form, MODULE, props.fields);
  return (
    <Form<T>
      form={form}
      name={props.name}
      aria-label={props.label}
      layout="inline"
      initialValues={props.initialValues}
      onFinish={(values) => {
        clearFailure();
        props.save(values).then(() => {
          notify('success', props.saved(values));
          if (!props.initialValues) form.resetFields();
        }, showServerError);
      }}
    >
      {props.children}
      <Form.Item>
        <Button htmlType="submit">{props.submitText}</Button>
      </Form.Item>
      {failure && <Alert type="error" showIcon title={failure} />}
    </Form>
  );
}

const requiredFor = (field: string) => [requiredRule({ module: MODULE, field })];

function PipelineCard({ pipeline }: { pipeline: SalesPipeline }) {
  const update = useUpdatePipeline();
  const addStage = useAddStage();
  const notify = useNotify();
  return (
    <Card
      size="small"
      title={pipeline.name}
      extra={
        pipeline.is_default ? (
          <Tag>Default</Tag>
        ) : (
          <Button
            size="small"
            aria-label={`Make ${pipeline.name} the default`}
            loading={update.isPending}
            onClick={() =>
              update.mutate(
                { id: pipeline.id, body: { is_default: true } },
                {
                  onSuccess: () => notify('success', `${pipeline.name} is the default pipeline`),
                  onError: (error) => notify('error', messageForError(error, MODULE)),
                },
              )
            }
          >
            Make default
          </Button>
        )
      }
    >
      <Flex vertical gap={12}>
        <ol aria-label={`${pipeline.name} stages`} style={{ margin: 0, paddingInlineStart: 20 }}>
          {pipeline.stages.map((stage) => (
            <li key={stage.id}>
              {stage.name}
              {stage.is_notification_trigger && (
                <Typography.Text type="secondary"> · tells the sales head</Typography.Text>
              )}
            </li>
          ))}
        </ol>
        <InlineForm<{ name: string; is_notification_trigger?: boolean }>
          name={`add-stage-${pipeline.id}`}
          label={`Add a stage to ${pipeline.name}`}
          fields={['name']}
          submitText="Add stage"
          save={(values) =>
            addStage.mutateAsync({
              pipelineId: pipeline.id,
              body: { name: values.name, is_notification_trigger: Boolean(values.is_notification_trigger) },
            })
          }
          saved={(values) => `${values.name} added to ${pipeline.name}`}
        >
          <Form.Item name="name" label="Stage" rules={requiredFor('name')}>
            <Input maxLength={128} />
          </Form.Item>
          <Form.Item name="is_notification_trigger" valuePropName="checked">
            <Checkbox>Tells the sales head</Checkbox>
          </Form.Item>
        </InlineForm>
        <InlineForm<{ name: string }>
          name={`rename-pipeline-${pipeline.id}`}
          label={`Rename ${pipeline.name}`}
          fields={['name']}
          initialValues={{ name: pipeline.name }}
          submitText="Rename"
          save={(values) => update.mutateAsync({ id: pipeline.id, body: { name: values.name } })}
          saved={(values) => `Renamed to ${values.name}`}
        >
          <Form.Item name="name" label="Name" rules={requiredFor('name')}>
            <Input maxLength={128} />
          </Form.Item>
        </InlineForm>
      </Flex>
    </Card>
  );
}

/**
 * The organisation's pipelines, the default first, with their stages: add a pipeline with its first stage, rename
 * one, make one the default for new opportunities, add a stage at the end of one.
 */
export function PipelinesDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const add = useAddPipeline();
  return (
    <SalesProcessDrawer
      open={open}
      onClose={onClose}
      title="Pipelines"
      intro={() =>
        'Each pipeline has its own stages. New opportunities go to the default pipeline unless another is chosen, and stay in the pipeline they were added to.'
      }
    >
      {(process) => (
        <>
          <InlineForm<{ name: string; first_stage: string }>
            name="add-pipeline"
            label="Add a pipeline"
            fields={['name']}
            submitText="Add pipeline"
            save={(values) =>
              add.mutateAsync({
                name: values.name,
                stages: [{ name: values.first_stage, is_notification_trigger: false }],
              })
            }
            saved={(values) => `${values.name} added`}
          >
            <Form.Item name="name" label="Pipeline" rules={requiredFor('name')}>
              <Input maxLength={128} />
            </Form.Item>
            <Form.Item name="first_stage" label="First stage" rules={requiredFor('stages')}>
              <Input maxLength={128} />
            </Form.Item>
          </InlineForm>
          {process.pipelines.map((pipeline) => (
            <PipelineCard key={pipeline.id} pipeline={pipeline} />
          ))}
        </>
      )}
    </SalesProcessDrawer>
  );
}
