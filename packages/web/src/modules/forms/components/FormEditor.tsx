import { PlusOutlined } from '@ant-design/icons';
import {
  FORM_FIELD_KIND_LABELS,
  FORM_FIELD_KINDS,
  FORM_PURPOSE_LABELS,
  type FormDetail,
  type FormFieldKind,
  MAX_FORM_FIELDS,
} from '@atrium/contracts';
import { Alert, Button, Dropdown, Flex, Form, Input, Skeleton, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { messageForError } from '../../../platform/errorMessages';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailed } from '../../../ui/LoadFailed';
import { StatusBadge } from '../../../ui/StatusBadge';
import { useConfirmation } from '../../../ui/useConfirmation';
import { useNotify } from '../../../ui/useNotify';
import { useForm, useFormAction, useSaveForm } from '../forms.api';
import { FormPreview, previewFields } from './FormPreview';
import { QuestionCard } from './QuestionCard';
import { checkDraft, type EditedForm, newQuestion, toEdited } from './questions';
import { VersionsTab } from './VersionsTab';

const MODULE = 'forms';

/** One form in the builder: loads it, then its editor, or the failure with a retry. */
export function FormEditor({ formId, onOpen }: { formId: number; onOpen(id: number): void }) {
  const detail = useForm(formId);
  if (detail.isError && !detail.data)
    return <LoadFailed variant="inline" error={detail.error} onRetry={() => detail.refetch()} />;
  if (!detail.data) return <Skeleton active />;
  const { current } = detail.data;
  // A new version (or a status change) starts the editor afresh from what the server holds.
  return <Editor key={`${current.id}-${current.status}`} detail={detail.data} onOpen={onOpen} />;
}

function Editor({ detail, onOpen }: { detail: FormDetail; onOpen(id: number): void }) {
  const { current } = detail;
  const [form] = Form.useForm<EditedForm>();
  const [dirty, setDirty] = useState(false);
  const [tab, setTab] = useState('questions');
  const [failure, setFailure] = useState<string | null>(null);
  const [confirm, dialog] = useConfirmation();
  const notify = useNotify();
  const save = useSaveForm();
  const act = useFormAction();
  const isDraft = current.status === 'draft';
  const isActive = detail.active_version_id !== null;
  const edited = Form.useWatch([], form) as EditedForm | undefined;

  /** Checks the form as the server will; shows each problem under its input. The draft, or null. */
  const checked = () => {
    const { draft, problems } = checkDraft(form.getFieldsValue(true) as EditedForm);
    form.setFields(
      problems.map((problem) => ({ name: problem.name.slice(0, 3) as never, errors: [problem.message] })),
    );
    if (problems.length) {
      setTab('questions');
      setFailure('Some questions need attention');
      return null;
    }
    setFailure(null);
    return draft;
  };

  const saveDraft = async () => {
    const draft = checked();
    if (!draft) return false;
    try {
      await save.mutateAsync({ id: detail.id, body: draft });
      setDirty(false);
      return true;
    } catch (error) {
      setFailure(messageForError(error, MODULE));
      return false;
    }
  };

  const publish = () => {
    if (!checked()) return;
    confirm({
      title: `Publish ${form.getFieldValue('name')}`,
      content: `It becomes the ${FORM_PURPOSE_LABELS[detail.purpose].toLowerCase()} form people fill in; the form active for it now is retired. Answers already given keep their version.`,
      confirmText: 'Publish',
      onConfirm: async () => {
        if ((dirty || !isDraft) && !(await saveDraft())) throw new Error('not saved');
        await act
          .mutateAsync({ id: detail.id, action: 'publish' })
          .then(() => notify('success', 'Form published'))
          .catch((error: unknown) => {
            setFailure(messageForError(error, MODULE));
            throw error;
          });
      },
    });
  };

  const retire = () =>
    confirm({
      title: `Retire ${current.name}`,
      content: 'It will no longer be offered to fill in. Answers already given stay readable.',
      confirmText: 'Retire',
      isDanger: true,
      onConfirm: () =>
        act
          .mutateAsync({ id: detail.id, action: 'retire' })
          .then(() => notify('success', 'Form retired'))
          .catch((error: unknown) => {
            notify('error', messageForError(error, MODULE));
            throw error;
          }),
    });

  const duplicate = () =>
    act
      .mutateAsync({ id: detail.id, action: 'duplicate' })
      .then((copy) => {
        notify('success', 'Copy created as a draft');
        onOpen(copy.id);
      })
      .catch((error: unknown) => notify('error', messageForError(error, MODULE)));

  const preview = previewFields(edited?.fields ?? []);

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="start" gap={12} wrap>
        <Flex vertical gap={4}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {current.name}
          </Typography.Title>
          <Flex gap={8} align="center" wrap>
            <Typography.Text type="secondary">{FORM_PURPOSE_LABELS[detail.purpose]}</Typography.Text>
            <Typography.Text type="secondary">· v{current.version}</Typography.Text>
            <StatusBadge status={current.status} />
          </Flex>
        </Flex>
        <Flex gap={8} wrap>
          <Button onClick={saveDraft} loading={save.isPending && !act.isPending} disabled={!dirty}>
            Save draft
          </Button>
          <Button type="primary" onClick={publish} disabled={!isDraft && !dirty}>
            Publish
          </Button>
          <Button onClick={duplicate}>Duplicate</Button>
          {isActive && (
            <Button danger onClick={retire}>
              Retire
            </Button>
          )}
        </Flex>
      </Flex>

      {!isDraft && current.status === 'active' && (
        <Alert
          type="info"
          showIcon
          title={`Version ${current.version} is active. Changes you make are saved as version ${current.version + 1}, a draft; people keep filling in version ${current.version} until you publish.`}
        />
      )}
      {current.status === 'retired' && (
        <Alert
          type="warning"
          showIcon
          title={`Version ${current.version} is retired. Changes are saved as a new draft you may publish again.`}
        />
      )}
      {failure && <Alert type="error" showIcon title={failure} />}

      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'questions',
            label: 'Questions',
            forceRender: true,
            children: (
              <Form<EditedForm>
                form={form}
                name={`form-${detail.id}`}
                layout="vertical"
                initialValues={{ name: current.name, fields: current.fields.map(toEdited) }}
                onValuesChange={() => setDirty(true)}
              >
                <Flex vertical gap={12} style={{ maxWidth: 960 }}>
                  <Form.Item
                    name="name"
                    label="Form name"
                    required
                    style={{ maxWidth: 480, marginBottom: 0 }}
                  >
                    <Input maxLength={256} />
                  </Form.Item>
                  <Form.List name="fields">
                    {(items, { add, move, remove }) => (
                      <Flex vertical gap={12}>
                        {items.length === 0 && (
                          <EmptyState description="No questions yet. Add the first one." />
                        )}
                        {items.map((item) => (
                          <QuestionCard
                            key={item.key}
                            form={form}
                            name={item.name}
                            count={items.length}
                            onMove={(from, to) => {
                              move(from, to);
                              setDirty(true);
                            }}
                            onRemove={(index) => {
                              remove(index);
                              setDirty(true);
                            }}
                          />
                        ))}
                        <Dropdown
                          disabled={items.length >= MAX_FORM_FIELDS}
                          menu={{
                            items: FORM_FIELD_KINDS.map((kind) => ({
                              key: kind,
                              label: FORM_FIELD_KIND_LABELS[kind],
                            })),
                            onClick: ({ key }) => {
                              add(newQuestion(key as FormFieldKind, items.length + 1));
                              setDirty(true);
                            },
                          }}
                          trigger={['click']}
                        >
                          <Button icon={<PlusOutlined aria-hidden />} style={{ alignSelf: 'start' }}>
                            Add question
                          </Button>
                        </Dropdown>
                      </Flex>
                    )}
                  </Form.List>
                </Flex>
              </Form>
            ),
          },
          {
            key: 'preview',
            label: 'Preview',
            children: (
              <FormPreview
                fields={preview.fields}
                incomplete={preview.incomplete}
                name={`preview-${detail.id}`}
              />
            ),
          },
          { key: 'versions', label: 'Versions', children: <VersionsTab formId={detail.id} /> },
        ]}
      />
      {dialog}
    </Flex>
  );
}
