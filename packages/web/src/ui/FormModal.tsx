import { Alert, Form, type FormInstance, type FormProps, Modal } from 'antd';
import type { ReactNode } from 'react';

interface FormModalProps<Values> {
  open: boolean;
  title: ReactNode;
  okText: string;
  saving: boolean;
  /** What the last save was refused for, shown above the form. */
  failure: string | null;
  /** The form inside: the save button submits it, and it is reset once closed. */
  form: FormInstance<Values>;
  /** The form's name, which its fields' ids begin with. */
  name: string;
  initialValues?: FormProps<Values>['initialValues'];
  /** Saves the submitted values. */
  onFinish(values: Values): void;
  onClose(): void;
  /** What else to forget once closed, beyond the form's values: the failure, say. */
  onClosed(): void;
  children: ReactNode;
}

/**
 * A dialog holding one vertical form of the given fields: the save button submits it and shows progress, a refusal
 * shows above the fields, and closing resets it.
 */
export function FormModal<Values>({
  open,
  title,
  okText,
  saving,
  failure,
  form,
  name,
  initialValues,
  onFinish,
  onClose,
  onClosed,
  children,
}: FormModalProps<Values>) {
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ loading: saving }}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        onClosed();
      }}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        name={name}
        onFinish={onFinish}
        initialValues={initialValues}
      >
        {children}
      </Form>
    </Modal>
  );
}
