import { checkFieldAnswer, type FormField, type FormValues } from '@atrium/contracts';
import type { FormRule } from 'antd';
import { Alert, Button, Flex, Form, Input, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DateField } from '../../../ui/DateField';
import { FileChooser, fileHelp, type UploadFormFile } from './FileQuestion';

type Answers = Record<string, unknown>;

/** The same check the server runs on the answer, as an Ant Design rule: the engine's message under the field. */
const answerRule = (field: FormField): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const checked = checkFieldAnswer(field, value);
    if ('problem' in checked) throw new Error(checked.problem.message);
  },
});

/** One question's input, by its kind. */
function FieldInput({ field, uploadFile }: { field: FormField; uploadFile?: UploadFormFile }) {
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
          <FileChooser field={field} upload={uploadFile} />
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
  /** Sends a file of a file question as soon as it is chosen; without it files are only described (a preview). */
  uploadFile?: UploadFormFile;
  /** Receives the answers once every question passes the same checks the server runs. */
  onSubmit(values: FormValues): void;
}

/** A form version as the person filling it in sees it: each question by its kind, checked as the server checks. */
export function FormFill({
  fields,
  name,
  submitText,
  submitting = false,
  failure,
  uploadFile,
  onSubmit,
}: FormFillProps) {
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
        <FieldInput key={field.key} field={field} uploadFile={uploadFile} />
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
