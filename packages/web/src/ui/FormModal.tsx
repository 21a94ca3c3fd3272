import { Alert, Modal } from 'antd';
import type { ReactNode } from 'react';

interface FormModalProps {
  open: boolean;
  title: ReactNode;
  okText: string;
  saving: boolean;
  /** What the last save was refused for, shown above the form. */
  failure: string | null;
  /** Submits the form inside (its `onFinish` saves). */
  onOk(): void;
  onClose(): void;
  /** Once closed: reset the form and forget the failure. */
  afterClose(): void;
  children: ReactNode;
}

/** A dialog holding one form: the save button shows progress, a refusal shows above the fields. */
export function FormModal({
  open,
  title,
  okText,
  saving,
  failure,
  onOk,
  onClose,
  afterClose,
  children,
}: FormModalProps) {
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ loading: saving }}
      onOk={onOk}
      onCancel={onClose}
      afterClose={afterClose}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      {children}
    </Modal>
  );
}
