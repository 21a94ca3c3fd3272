import { UploadOutlined } from '@ant-design/icons';
import {
  checkFieldAnswer,
  type FileAnswer,
  type FormField,
  type FormValues,
  MAX_ATTACHMENT_BYTES,
} from '@atrium/contracts';
import type { FormRule } from 'antd';
import { Alert, Button, Flex, Form, Input, InputNumber, Select, Upload, type UploadFile } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DateField } from '../../../ui/DateField';

type Answers = Record<string, unknown>;

/** The same check the server runs on the answer, as an Ant Design rule: the engine's message under the field. */
const answerRule = (field: FormField): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const checked = checkFieldAnswer(field, value);
    if ('problem' in checked) throw new Error(checked.problem.message);
  },
});

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

function fileHelp(field: Extract<FormField, { kind: 'file' }>) {
  const types = field.allowed_types.map((type) => type.toUpperCase()).join(', ');
  const count = field.max_files === 1 ? 'One file' : `Up to ${field.max_files} files`;
  return `${count}, under ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB together: ${types}`;
}

const toUploadFile = (file: FileAnswer, index: number): UploadFile => ({
  uid: `${index}-${file.name}`,
  name: file.name,
  size: file.size,
  status: 'done',
});

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The files chosen for a file question, listed with a way to remove each; the value is what the answer keeps. */
function FileChooser({
  field,
  value,
  onChange,
}: {
  field: Extract<FormField, { kind: 'file' }>;
  value?: FileAnswer[];
  onChange?(files: FileAnswer[]): void;
}) {
  const files = value ?? [];
  return (
    <Flex vertical gap={4} align="start">
      <Upload
        showUploadList={false}
        multiple={field.max_files > 1}
        accept={field.allowed_types.map((type) => `.${type}`).join(',')}
        beforeUpload={() => false}
        fileList={files.map(toUploadFile)}
        onChange={({ fileList }) =>
          onChange?.(
            fileList.map((file) => ({ name: file.name, size: file.size ?? 0, type: extensionOf(file.name) })),
          )
        }
      >
        <Button icon={<UploadOutlined aria-hidden />}>Choose files</Button>
      </Upload>
      {files.map((file, index) => (
        <Flex key={`${file.name}:${file.size}`} gap={8} align="center">
          <span>
            {file.name} ({sizeText(file.size)})
          </span>
          <Button
            type="link"
            size="small"
            aria-label={`Remove ${file.name}`}
            onClick={() => onChange?.(files.filter((_, other) => other !== index))}
          >
            Remove
          </Button>
        </Flex>
      ))}
    </Flex>
  );
}

/** One question's input, by its kind. */
function FieldInput({ field }: { field: FormField }) {
  const rules = [answerRule(field)];
  const common = {
    name: field.key,
    label: field.label,
    required: field.required,
    rules,
    extra: field.help || undefined,
  };
  switch (field.kind) {
    case 'short_text':
      return (
        <Form.Item {...common}>
          <Input maxLength={field.max_length} />
        </Form.Item>
      );
    case 'long_text':
      return (
        <Form.Item {...common}>
          <Input.TextArea maxLength={field.max_length} showCount autoSize={{ minRows: 3 }} />
        </Form.Item>
      );
    case 'number':
      return (
        <Form.Item {...common}>
          <InputNumber changeOnWheel={false} style={{ width: 200 }} />
        </Form.Item>
      );
    case 'date':
      return (
        <Form.Item
          {...common}
          getValueProps={(value: string | null | undefined) => ({ value: value ? dayjs(value) : null })}
          normalize={(value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null)}
        >
          <DateField
            minDate={field.min_date ? dayjs(field.min_date) : undefined}
            maxDate={field.max_date ? dayjs(field.max_date) : undefined}
          />
        </Form.Item>
      );
    case 'single_select':
    case 'multi_select':
      return (
        <Form.Item {...common}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            mode={field.kind === 'multi_select' ? 'multiple' : undefined}
            placeholder="Choose"
            options={field.options.map((option) => ({ label: option, value: option }))}
          />
        </Form.Item>
      );
    case 'file':
      return (
        <Form.Item {...common} extra={[field.help, fileHelp(field)].filter(Boolean).join(' · ')}>
          <FileChooser field={field} />
        </Form.Item>
      );
  }
}

interface FormFillProps {
  /** The questions, in order, of the version being filled in. */
  fields: readonly FormField[];
  /** The form's name, which its inputs' ids begin with. */
  name: string;
  submitText: string;
  submitting?: boolean;
  /** What the last submission was refused for, above the button. */
  failure?: string | null;
  /** Receives the answers once every question passes the same checks the server runs. */
  onSubmit(values: FormValues): void;
}

/** A form version as the person filling it in sees it: each question by its kind, checked as the server checks. */
export function FormFill({ fields, name, submitText, submitting = false, failure, onSubmit }: FormFillProps) {
  const [form] = Form.useForm<Answers>();
  const submit = (answers: Answers) => {
    const values: FormValues = {};
    for (const field of fields) {
      const checked = checkFieldAnswer(field, answers[field.key]);
      if ('value' in checked && checked.value !== null) values[field.key] = checked.value;
    }
    onSubmit(values);
  };
  return (
    <Form<Answers> form={form} name={name} layout="vertical" onFinish={submit} requiredMark>
      {fields.map((field) => (
        <FieldInput key={field.key} field={field} />
      ))}
      <Flex vertical gap={12}>
        {failure && <Alert type="error" showIcon title={failure} />}
        <Button type="primary" htmlType="submit" loading={submitting} style={{ alignSelf: 'start' }}>
          {submitText}
        </Button>
      </Flex>
    </Form>
  );
}
