import {
  COMMENT_TOO_LONG_MESSAGE_KEY,
  CONFIRMATION_DIALOG_WIDTH_PX,
  CommentSchema,
  formatApiDate,
} from '@atrium/contracts';
import { Form, type FormRule, Modal } from 'antd';
import TextArea from 'antd/es/input/TextArea';
import type { Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { messageForCode } from '../platform/errorMessages';
import { contractRule, requiredRule } from '../platform/formRules';
import type { ConfirmationDialogProps, ConfirmationValues } from './ConfirmationDialog';
import { DateField } from './DateField';
import { DISPLAY_DATE_PICKER_FORMAT } from './displayDateFormat';

interface FormValues {
  comment?: string;
  date?: Dayjs | null;
}

/** An optional comment may be empty but not over the comment limit (spec 9). */
const commentLengthRule: FormRule = {
  validator: async (_rule, value: unknown) => {
    if (typeof value === 'string' && value !== '' && !CommentSchema.safeParse(value).success) {
      throw new Error(messageForCode({ code: COMMENT_TOO_LONG_MESSAGE_KEY, field: 'comment' }));
    }
  },
};

function toConfirmationValues({ comment, date }: FormValues): ConfirmationValues {
  return {
    ...(comment !== undefined && comment !== '' && { comment }),
    ...(date && { date: formatApiDate(date.toDate()) }),
  };
}

/** The dialog itself, with its form, date picker and comment box (ConfirmationDialog loads it when asked). */
export function ConfirmationForm({
  open,
  title,
  content,
  confirmText = 'Confirm',
  cancelText = 'Cancel',
  isDanger = false,
  comment,
  date,
  onConfirm,
  onCancel,
}: ConfirmationDialogProps) {
  const [form] = Form.useForm<FormValues>();
  const [hasErrors, setHasErrors] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const isBusyRef = useRef(false);

  const setBusy = (busy: boolean) => {
    isBusyRef.current = busy;
    setIsBusy(busy);
  };

  const handleConfirm = async () => {
    if (isBusyRef.current) return;
    setBusy(true);
    try {
      const values = await form.validateFields();
      await onConfirm(toConfirmationValues(values));
    } catch {
      // Field errors are on screen; a failed action is reported by whoever ran it.
    } finally {
      setBusy(false);
    }
  };

  const resetForm = () => {
    form.resetFields();
    setHasErrors(false);
  };

  return (
    <Modal
      open={open}
      title={title}
      width={CONFIRMATION_DIALOG_WIDTH_PX}
      okText={confirmText}
      cancelText={cancelText}
      okButtonProps={{ danger: isDanger, disabled: hasErrors || isBusy }}
      onOk={handleConfirm}
      onCancel={onCancel}
      afterClose={resetForm}
    >
      {content}
      <Form
        form={form}
        name="confirmation"
        layout="vertical"
        requiredMark={false}
        onFieldsChange={() => setHasErrors(form.getFieldsError().some((field) => field.errors.length > 0))}
        style={comment || date ? { marginTop: 16 } : undefined}
      >
        {date && (
          <Form.Item
            name="date"
            label={date.label}
            rules={date.isRequired ? [requiredRule({ field: 'date' })] : []}
          >
            <DateField format={DISPLAY_DATE_PICKER_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
        )}
        {comment && (
          <Form.Item
            name="comment"
            label={comment.label}
            rules={[
              comment.isRequired ? contractRule(CommentSchema, { field: 'comment' }) : commentLengthRule,
            ]}
          >
            <TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
