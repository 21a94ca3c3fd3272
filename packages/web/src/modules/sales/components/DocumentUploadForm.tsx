import { UploadOutlined } from '@ant-design/icons';
import {
  MAX_ATTACHMENT_BYTES,
  OPPORTUNITY_DOCUMENT_EXTENSIONS,
  type OpportunityDetail,
  TEXT_LIMITS,
} from '@atrium/contracts';
import { Button, Form, Input, Select, Upload } from 'antd';
import { useState } from 'react';
import { messageForCode, messageForError } from '../../../platform/errorMessages';
import { requiredRule } from '../../../platform/formRules';
import { useNotify } from '../../../ui/useNotify';
import type { DocumentUpload } from '../insight.api';

interface Values {
  title: string;
  context: string;
}

/** What a document can be about: the opportunity, a stage reached so far, or a checklist task of one. */
export function contextChoices(opportunity: OpportunityDetail) {
  const reached = opportunity.stages.filter((stage) => stage.state !== 'ahead');
  return [
    { label: 'Opportunity', value: 'opportunity' },
    ...reached.map((stage) => ({ label: `Stage: ${stage.name}`, value: `stage:${stage.id}` })),
    ...reached.flatMap((stage) =>
      stage.tasks.map((task) => ({
        label: `Stage checklist item: ${task.title} (${stage.name})`,
        value: `task:${task.id}`,
      })),
    ),
  ];
}

function contextOf(choice: string): Pick<DocumentUpload, 'context_type' | 'stage_id' | 'task_id'> {
  const [kind, id] = choice.split(':');
  if (kind === 'stage') return { context_type: 'project:opportunity-stage-content', stage_id: Number(id) };
  if (kind === 'task') return { context_type: 'checklist:task', task_id: Number(id) };
  return { context_type: 'opportunity' };
}

interface DocumentUploadFormProps {
  opportunity: OpportunityDetail;
  upload(input: DocumentUpload): Promise<unknown>;
  isUploading: boolean;
}

/** Title, context and file (checked for size before anything is sent), uploaded together. */
export function DocumentUploadForm({ opportunity, upload, isUploading }: DocumentUploadFormProps) {
  const [form] = Form.useForm<Values>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const notify = useNotify();

  const pick = (picked: File) => {
    const isTooLarge = picked.size > MAX_ATTACHMENT_BYTES;
    setFileError(isTooLarge ? messageForCode({ code: 'payload_too_large' }) : null);
    setFile(isTooLarge ? null : picked);
    if (!isTooLarge && !form.getFieldValue('title'))
      form.setFieldValue('title', picked.name.replace(/\.[^.]+$/, ''));
    return false;
  };

  const submit = async ({ title, context }: Values) => {
    if (!file) {
      setFileError(messageForCode({ code: 'required', field: 'file' }));
      return;
    }
    try {
      await upload({ title: title.trim(), ...contextOf(context), file });
      notify('success', 'Document uploaded');
      form.resetFields();
      setFile(null);
    } catch (error) {
      setFileError(messageForError(error, 'sales'));
    }
  };

  return (
    <Form<Values>
      form={form}
      name="opportunity-document-upload"
      layout="inline"
      onFinish={submit}
      initialValues={{ context: 'opportunity' }}
      style={{ rowGap: 8 }}
    >
      <Form.Item name="title" label="Title" rules={[requiredRule({ module: 'sales', field: 'title' })]}>
        <Input maxLength={TEXT_LIMITS.medium} style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="context" label="About">
        <Select
          options={contextChoices(opportunity)}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 280 }}
          popupMatchSelectWidth={false}
        />
      </Form.Item>
      <Form.Item
        label="File"
        help={fileError ?? 'Up to 10 MB'}
        validateStatus={fileError ? 'error' : undefined}
      >
        <Upload
          beforeUpload={pick}
          maxCount={1}
          showUploadList={false}
          accept={OPPORTUNITY_DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
        >
          <Button icon={<UploadOutlined />}>{file ? file.name : 'Choose file'}</Button>
        </Upload>
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={isUploading}>
          Upload
        </Button>
      </Form.Item>
    </Form>
  );
}
