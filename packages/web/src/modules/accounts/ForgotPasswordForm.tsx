import { AUTH_MESSAGES, ERROR_CODES, ForgotPasswordRequestSchema } from '@atrium/contracts';
import { Alert, App, Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../platform/apiClient';
import { formFieldErrors, messageForError } from '../../platform/errorMessages';
import { contractRule } from '../../platform/formRules';
import { useForgotPassword } from './accounts.api';

const MODULE = 'account';

interface ForgotPasswordFormProps {
  onBackToSignIn(): void;
}

export function ForgotPasswordForm({ onBackToSignIn }: ForgotPasswordFormProps) {
  const [form] = Form.useForm<{ email: string }>();
  const [failure, setFailure] = useState<string | null>(null);
  const forgotPassword = useForgotPassword();
  const { notification } = App.useApp();

  const showFailure = (error: unknown) => {
    if (isApiError(error) && error.code === ERROR_CODES.INVALID) {
      const { fields, unplaced } = formFieldErrors(error, MODULE, ['email']);
      form.setFields(fields);
      setFailure(unplaced);
    } else if (isApiError(error) && error.code === ERROR_CODES.USER_NOT_FOUND) {
      setFailure(messageForError(error, MODULE));
    } else {
      setFailure(AUTH_MESSAGES.forgotPasswordFailed);
    }
  };

  const submit = ({ email }: { email: string }) => {
    setFailure(null);
    forgotPassword.mutate(email.trim(), {
      onSuccess: () => {
        notification.success({ title: AUTH_MESSAGES.resetLinkSent });
        onBackToSignIn();
      },
      onError: showFailure,
    });
  };

  return (
    <Form form={form} name="forgotPassword" layout="vertical" requiredMark={false} onFinish={submit}>
      <Form.Item
        label="Email"
        name="email"
        rules={[contractRule(ForgotPasswordRequestSchema.shape.email, { module: MODULE, field: 'email' })]}
      >
        <Input autoComplete="username" inputMode="email" />
      </Form.Item>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Flex vertical gap={8}>
        <Button type="primary" htmlType="submit" block loading={forgotPassword.isPending}>
          SEND Email
        </Button>
        <Button type="link" onClick={onBackToSignIn}>
          Back to sign in
        </Button>
      </Flex>
    </Form>
  );
}
