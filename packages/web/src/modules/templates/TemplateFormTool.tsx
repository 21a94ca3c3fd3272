import {
  isTemplateKind,
  TEMPLATE_BODY_MAX,
  TEMPLATE_MODULES,
  type Template,
  type TemplateKind,
  type TemplateModule,
  templateKind,
  templateKindsOf,
  templateProblems,
} from '@atrium/contracts';
import { Alert, Breadcrumb, Button, Checkbox, Col, Flex, Form, Row, Select, Skeleton } from 'antd';
import Input from 'antd/es/input/Input';
import TextArea, { type TextAreaRef } from 'antd/es/input/TextArea';
import { useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { idOption } from '../../platform/formFields';
import { requiredRule } from '../../platform/formRules';
import { toolLink } from '../../platform/tools/toolLink';
import { textOption } from '../../platform/tools/toolOptions';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { useServerForm } from '../../platform/useServerForm';
import { LoadFailed } from '../../ui/LoadFailed';
import { useNotify } from '../../ui/useNotify';
import { TemplatePreview } from './components/TemplatePreview';
import { TemplateVariables } from './components/TemplateVariables';
import { useSaveTemplate, useTemplate } from './templates.api';

const MODULE = 'templates';
const FIELDS = ['kind', 'name', 'subject', 'body', 'note'] as const;

interface Values {
  kind: TemplateKind;
  name: string;
  subject?: string;
  body: string;
  note?: string;
  is_default?: boolean;
}

/**
 * 'template-form' (Template Form): changes the template in option `id` (a changed text is its next version), or
 * adds one to the module in option `module`, of the kind in option `kind`; previewed as it is typed.
 */
export function TemplateFormTool({ options }: ToolProps) {
  const id = idOption(options.id);
  const template = useTemplate(id);
  if (id !== undefined && template.isPending) return <Skeleton active />;
  if (id !== undefined && template.isError) {
    return <LoadFailed variant="inline" error={template.error} onRetry={() => template.refetch()} />;
  }
  const chosenModule = textOption(options, 'module');
  const module: TemplateModule =
    template.data?.module ??
    (chosenModule && Object.hasOwn(TEMPLATE_MODULES, chosenModule)
      ? (chosenModule as TemplateModule)
      : 'exits');
  const chosenKind = textOption(options, 'kind');
  const kind = chosenKind && isTemplateKind(chosenKind) ? chosenKind : templateKindsOf(module)[0];
  return (
    <TemplateForm
      template={template.data}
      module={module}
      kind={template.data?.kind ?? (kind as TemplateKind)}
    />
  );
}

function TemplateForm({
  template,
  module,
  kind: initialKind,
}: {
  template: Template | undefined;
  module: TemplateModule;
  kind: TemplateKind;
}) {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const notify = useNotify();
  const save = useSaveTemplate();
  const bodyRef = useRef<TextAreaRef>(null);
  const { failure, clearFailure, showServerError } = useServerForm(form, MODULE, FIELDS);
  const kind = Form.useWatch('kind', form) ?? initialKind;
  const body = Form.useWatch('body', form) ?? template?.body ?? '';
  const subject = Form.useWatch('subject', form) ?? template?.subject ?? '';
  const info = templateKind(kind);
  const isEmail = info.output === 'email';
  const problems = templateProblems(body, info.variables, isEmail ? subject : null);
  const listLink = toolLink('module-specific-template-list', { module });
  const back = template ? toolLink('template-details', { id: template.id }) : listLink;

  const insert = (placeholder: string) => {
    const area = bodyRef.current?.resizableTextArea?.textArea;
    const current: string = form.getFieldValue('body') ?? '';
    const start = area?.selectionStart ?? current.length;
    const end = area?.selectionEnd ?? current.length;
    form.setFieldValue('body', `${current.slice(0, start)}${placeholder}${current.slice(end)}`);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + placeholder.length, start + placeholder.length);
    });
  };

  const submit = (values: Values) => {
    clearFailure();
    const text = {
      subject: isEmail ? values.subject : null,
      body: values.body,
      note: values.note || undefined,
    };
    save.mutate(
      template
        ? { id: template.id, body: { name: values.name, ...text } }
        : { body: { kind: values.kind, name: values.name, ...text, is_default: values.is_default ?? false } },
      {
        onSuccess: (saved) => {
          notify('success', template ? 'Record Updated' : 'Template added');
          if (saved) navigate(toolLink('template-details', { id: saved.id }));
        },
        onError: showServerError,
      },
    );
  };

  return (
    <Flex vertical gap={16}>
      <Breadcrumb
        items={[
          { title: <Link to={toolLink('template-module-list')}>Templates</Link> },
          { title: <Link to={listLink}>{TEMPLATE_MODULES[module]}</Link> },
          { title: template ? template.name : 'New template' },
        ]}
      />
      <Row gutter={[24, 16]}>
        <Col xs={24} xl={12}>
          <Form<Values>
            form={form}
            layout="vertical"
            name="template"
            onFinish={submit}
            initialValues={{
              kind: initialKind,
              name: template?.name ?? '',
              subject: template?.subject ?? templateKind(initialKind).standard.subject ?? undefined,
              body: template?.body ?? templateKind(initialKind).standard.body,
            }}
          >
            {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
            <Form.Item name="kind" label="Kind" rules={[requiredRule({ module: MODULE, field: 'kind' })]}>
              <Select
                disabled={template !== undefined}
                options={templateKindsOf(module).map((id) => ({ label: templateKind(id).title, value: id }))}
                onChange={(next: TemplateKind) => {
                  const { standard } = templateKind(next);
                  form.setFieldsValue({ body: standard.body, subject: standard.subject ?? undefined });
                }}
              />
            </Form.Item>
            <Form.Item name="name" label="Name" rules={[requiredRule({ module: MODULE, field: 'name' })]}>
              <Input maxLength={256} />
            </Form.Item>
            {isEmail && (
              <Form.Item
                name="subject"
                label="Subject"
                rules={[requiredRule({ module: MODULE, field: 'subject' })]}
              >
                <Input maxLength={256} />
              </Form.Item>
            )}
            <Form.Item
              name="body"
              label="Text"
              extra="A blank line starts a paragraph; # starts a heading, - a list item; **bold**; {{variable}}."
              rules={[
                requiredRule({ module: MODULE, field: 'body' }),
                {
                  validator: async () => {
                    if (problems.length) throw new Error('Correct the mistakes listed beside the preview');
                  },
                },
              ]}
            >
              <TextArea ref={bodyRef} rows={16} maxLength={TEMPLATE_BODY_MAX} showCount />
            </Form.Item>
            <Form.Item name="note" label="What changed" extra="Kept with this version.">
              <Input maxLength={1000} />
            </Form.Item>
            {!template && (
              <Form.Item name="is_default" valuePropName="checked">
                <Checkbox>Make it the default {info.title.toLowerCase()}</Checkbox>
              </Form.Item>
            )}
            <Flex gap={8}>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {template ? 'Save template' : 'Add template'}
              </Button>
              <Button onClick={() => navigate(back)}>Cancel</Button>
            </Flex>
          </Form>
        </Col>
        <Col xs={24} xl={12}>
          <Flex vertical gap={16}>
            {problems.length > 0 && (
              <Alert
                type="warning"
                showIcon
                title="The text has mistakes"
                description={
                  <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                    {problems.map((problem) => (
                      <li key={problem}>{problem}</li>
                    ))}
                  </ul>
                }
              />
            )}
            <TemplatePreview kind={kind} subject={isEmail ? subject : null} body={body} />
            <TemplateVariables kind={kind} onInsert={insert} />
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
