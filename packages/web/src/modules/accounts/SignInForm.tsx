import {
  AUTH_MESSAGES,
  type LoginRequest,
  LoginRequestSchema,
  PLATFORM_ERROR_CODES,
} from '@atrium/contracts';
import { Alert, App, Button, Flex } from 'antd';
// The input alone: antd's Input also carries its text area, search box and one-time-code field.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../platform/apiClient';
import { formFieldErrors, messageForError } from '../../platform/errorMessages';
import { pathAfterSignIn } from '../../platform/paths';
import { useSignIn } from './accounts.api';
import { LightField, useLightForm } from './lightForm';

const MODULE = 'account';

interface SignInFormProps {
  onForgotPassword(): void;
}

export function SignInForm({ onForgotPassword }: SignInFormProps) {
  const form = useLightForm('signIn', {
    email: { schema: LoginRequestSchema.shape.email, module: MODULE },
    password: { schema: LoginRequestSchema.shape.password, module: MODULE },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const signIn = useSignIn();
  const navigate = useNavigate();
  const location = useLocation();
  const { modal } = App.useApp();

  const showFailure = (error: unknown) => {
    if (isApiError(error) && error.code === PLATFORM_ERROR_CODES.USER_DATA_MISSING) {
      modal.warning({ content: messageForError(error, MODULE), okText: 'OK' });
      return;
    }
    if (isApiError(error) && error.code === PLATFORM_ERROR_CODES.RATE_LIMITED) {
      setFailure(messageForError(error, MODULE));
      return;
    }
    if (isApiError(error) && error.code === PLATFORM_ERROR_CODES.INVALID) {
      const { fields } = formFieldErrors(error, MODULE, ['email', 'password']);
      form.setErrors(Object.fromEntries(fields.map(({ name, errors }) => [name, errors[0]])));
    }
    // Every other failed login reads the same (spec 8), so it does not tell which half was wrong.
    setFailure(AUTH_MESSAGES.loginFailed);
  };

  const submit = (values: LoginRequest) => {
    setFailure(null);
    signIn.mutate(
      { email: values.email.trim(), password: values.password },
      { onSuccess: () => navigate(pathAfterSignIn(location.state), { replace: true }), onError: showFailure },
    );
  };

  return (
    <form name="signIn" noValidate onSubmit={form.onSubmit(submit)}>
      <LightField label="Email" {...form.label('email')}>
        <Input autoComplete="username" inputMode="email" {...form.field('email')} />
      </LightField>
      <LightField label="Password" {...form.label('password')}>
        <Password autoComplete="current-password" {...form.field('password')} />
      </LightField>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Flex vertical gap={8}>
        {/* Signed in, the button keeps turning until the signed-in screens have loaded and replaced this page. */}
        <Button type="primary" htmlType="submit" block loading={signIn.isPending || signIn.isSuccess}>
          LOGIN
        </Button>
        <Button type="link" onClick={onForgotPassword}>
          Cannot log in?
        </Button>
      </Flex>
    </form>
  );
}
