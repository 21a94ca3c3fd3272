import { AUTH_MESSAGES, ForgotPasswordRequestSchema, PLATFORM_ERROR_CODES } from '@atrium/contracts';
import { Alert, App, Button, Flex } from 'antd';
// The input alone: antd's Input also carries its text area, search box and one-time-code field.
import Input from 'antd/es/input/Input';
import { useState } from 'react';
import { isApiError } from '../../platform/apiClient';
import { formFieldErrors, messageForError } from '../../platform/errorMessages';
import { useForgotPassword } from './accounts.api';
import { LightField, useLightForm } from './lightForm';

const MODULE = 'account';

interface ForgotPasswordFormProps {
  onBackToSignIn(): void;
}

export function ForgotPasswordForm({ onBackToSignIn }: ForgotPasswordFormProps) {
  const form = useLightForm('forgotPassword', {
    email: { schema: ForgotPasswordRequestSchema.shape.email, module: MODULE },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const forgotPassword = useForgotPassword();
  const { notification } = App.useApp();

  const showFailure = (error: unknown) => {
    if (isApiError(error) && error.code === PLATFORM_ERROR_CODES.INVALID) {
      const { fields, unplaced } = formFieldErrors(error, MODULE, ['email']);
      form.setErrors(Object.fromEntries(fields.map(({ name, errors }) => [name, errors[0]])));
      setFailure(unplaced);
    } else if (isApiError(error) && error.code === PLATFORM_ERROR_CODES.USER_NOT_FOUND) {
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
    <form name="forgotPassword" noValidate onSubmit={form.onSubmit(submit)}>
      <LightField label="Email" {...form.label('email')}>
        <Input autoComplete="username" inputMode="email" {...form.field('email')} />
      </LightField>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Flex vertical gap={8}>
        <Button type="primary" htmlType="submit" block loading={forgotPassword.isPending}>
          SEND Email
        </Button>
        <Button type="link" onClick={onBackToSignIn}>
          Back to sign in
        </Button>
      </Flex>
    </form>
  );
}
