import { AUTH_MESSAGES, ERROR_CODES, type LoginRequest, LoginRequestSchema } from '@atrium/contracts';
import { Alert, App, Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pathAfterSignIn } from '../../app/paths';
import { isApiError } from '../../platform/apiClient';
import { formFieldErrors, messageForError } from '../../platform/errorMessages';
import { contractRule } from '../../platform/formRules';
import { useSignIn } from './accounts.api';

const MODULE = 'account';

interface SignInFormProps {
  onForgotPassword(): void;
}

export function SignInForm({ onForgotPassword }: SignInFormProps) {
  const [form] = Form.useForm<LoginRequest>();
  const [failure, setFailure] = useState<string | null>(null);
  const signIn = useSignIn();
  const navigate = useNavigate();
  const location = useLocation();
  const { modal } = App.useApp();

  const showFailure = (error: unknown) => {
    if (isApiError(error) && error.code === ERROR_CODES.USER_DATA_MISSING) {
      modal.warning({ content: messageForError(error, MODULE), okText: 'OK' });
      return;
    }
    if (isApiError(error) && error.code === ERROR_CODES.RATE_LIMITED) {
      setFailure(messageForError(error, MODULE));
      return;
    }
    if (isApiError(error) && error.code === ERROR_CODES.INVALID) {
      form.setFields(formFieldErrors(error, MODULE, ['email', 'password']).fields);
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
    <Form form={form} name="signIn" layout="vertical" requiredMark={false} onFinish={submit}>
      <Form.Item
        label="Email"
        name="email"
        rules={[contractRule(LoginRequestSchema.shape.email, { module: MODULE, field: 'email' })]}
      >
        <Input autoComplete="username" inputMode="email" />
      </Form.Item>
      <Form.Item
        label="Password"
        name="password"
        rules={[contractRule(LoginRequestSchema.shape.password, { module: MODULE, field: 'password' })]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Flex vertical gap={8}>
        <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
          LOGIN
        </Button>
        <Button type="link" onClick={onForgotPassword}>
          Cannot log in?
        </Button>
      </Flex>
    </Form>
  );
}
