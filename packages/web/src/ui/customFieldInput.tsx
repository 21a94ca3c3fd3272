import { CUSTOM_VALUE_MAX_LENGTH, type CustomFieldKind } from '@atrium/contracts';
import { Form, InputNumber, Select } from 'antd';
import Input from 'antd/es/input/Input';
import dayjs, { type Dayjs } from 'dayjs';
import { messageForCode } from '../platform/errorMessages';
import { DISPLAY_DATE_PICKER_FORMAT } from './ConfirmationDialog';
import { DateField } from './DateField';

/** A custom field as its input needs it: its kind and a select's options. */
export interface CustomFieldShape {
  kind: CustomFieldKind;
  options: readonly string[];
}

/** A custom field's value as its form item holds it. */
export type CustomFormValue = string | number | Dayjs | null | undefined;

/** A stored value (text) as the field's input takes it. */
export const toCustomFormValue = (kind: CustomFieldKind, value: string | null): CustomFormValue => {
  if (value === null) return null;
  if (kind === 'number') return Number(value);
  if (kind === 'date') return dayjs(value);
  return value;
};

/** An input's value as it is sent: text, a date as YYYY-MM-DD, empty as null. */
export const fromCustomFormValue = (value: CustomFormValue): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (dayjs.isDayjs(value)) return value.format('YYYY-MM-DD');
  return String(value);
};

/**
 * The input for a custom field's kind. It is the form item's own child (called, not a component of its own), so the
 * item gives it its id, value and change handler.
 */
export function customFieldInput(field: CustomFieldShape, disabled: boolean) {
  switch (field.kind) {
    case 'number':
      return <InputNumber disabled={disabled} precision={2} style={{ width: '100%' }} />;
    case 'date':
      return <DateField disabled={disabled} format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />;
    case 'select':
      return (
        <Select disabled={disabled} allowClear options={field.options.map((o) => ({ label: o, value: o }))} />
      );
    default:
      return <Input disabled={disabled} maxLength={CUSTOM_VALUE_MAX_LENGTH} />;
  }
}

/** A select field's options as a field is defined, typed one after another: at least one. */
export function CustomFieldOptionsItem({ module }: { module: string }) {
  return (
    <Form.Item
      name="options"
      label="Options"
      rules={[{ required: true, message: messageForCode({ code: 'required', module, field: 'options' }) }]}
    >
      <Select
        mode="tags"
        style={{ minWidth: 200 }}
        tokenSeparators={[',']}
        placeholder="Type an option and press Enter"
      />
    </Form.Item>
  );
}
