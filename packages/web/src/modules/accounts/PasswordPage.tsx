import { AUTH_MESSAGES, NewPasswordSchema, PLATFORM_ERROR_CODES } from '@atrium/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form } from 'antd';
import Password from 'antd/es/input/Password';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../platform/apiClient';
import { messageForCode } from '../../platform/errorMessages';
import { contractRule, matchesFieldRule, requiredRule } from '../../platform/formRules';
import { useOrganization } from '../../platform/OrganizationContext';
import { useServerForm } from '../../platform/useServerForm';
import { PageLoader } from '../../ui/PageLoader';
import { PublicPageCard } from '../../ui/PublicPageCard';
import { type ResetLinkParams, signOut, useResetLinkCheck, useResetPassword } from './accounts.api';

const MODULE = 'account';
const LINK_MODULE = 'reset-link';
const FIELDS = ['password', 'confirmPassword'] as const;

interface PasswordFields {
  password: string;
  confirmPassword: string;
}

interface PasswordPageProps {
  /** The /reset-extra-auth link sets the additional-authentication password. */
  forExtraAuth?: boolean;
}

function linkFailureMessage(error: unknown): string {
  return isApiError(error)
    ? messageForCode({ code: error.code, module: LINK_MODULE })
    : AUTH_MESSAGES.resetLinkInvalid;
}

/** The page behind an emailed link: check the link, then set or change the password (spec 2.5, 4). */
export function PasswordPage({ forExtraAuth = false }: PasswordPageProps) {
  const organization = useOrganization();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const [form] = Form.useForm<PasswordFields>();
  const { failure, setFailure, clearFailure, showServerError } = useServerForm(form, MODULE, FIELDS);
  const leaving = useRef(false);
  const [isLeaving, setIsLeaving] = useState(false);

  const email = searchParams.get('email');
  const token = searchParams.get('token');
  const isInitial = searchParams.get('is_initial') === 'true';
  const linkParams = useMemo<ResetLinkParams | null>(
    () => (email && token ? { email, token, forExtraAuth } : null),
    [email, token, forExtraAuth],
  );
  // Once leaving, the check must not run again when sign-out empties the cache.
  const linkCheck = useResetLinkCheck(isLeaving ? null : linkParams);
  const resetPassword = useResetPassword();
  const queryClient = useQueryClient();

  const leave = (showNotice: () => void) => {
    if (leaving.current) return;
    leaving.current = true;
    setIsLeaving(true);
    showNotice();
    navigate('/', { replace: true });
    void signOut(queryClient, organization.id);
  };

  useEffect(() => {
    if (linkParams && !linkCheck.isError) return;
    const message = linkCheck.isError ? linkFailureMessage(linkCheck.error) : AUTH_MESSAGES.resetLinkInvalid;
    leave(() => notification.error({ title: message }));
  });

  if (!linkParams || !linkCheck.isSuccess) return <PageLoader />;

  /** Field errors go under their fields; any other refusal of a changed password reads as one message. */
  const showFailure = (error: unknown) => {
    if (isInitial || (isApiError(error) && error.code === PLATFORM_ERROR_CODES.INVALID))
      showServerError(error);
    else setFailure(AUTH_MESSAGES.passwordResetFailed);
  };

  const submit = ({ confirmPassword }: PasswordFields) => {
    clearFailure();
    resetPassword.mutate(
      {
        email: linkParams.email,
        token: linkParams.token,
        password: confirmPassword,
        for_extra_auth: forExtraAuth ? true : undefined,
      },
      {
        onSuccess: () => leave(() => notification.success({ title: AUTH_MESSAGES.passwordReset })),
        onError: showFailure,
      },
    );
  };

  return (
    <PublicPageCard
      organization={organization}
      title={isInitial ? 'Set your password' : 'Change your password'}
      subtitle={linkCheck.data.email}
    >
      {isInitial && (
        <Alert type="info" showIcon title={AUTH_MESSAGES.setPasswordPrompt} style={{ marginBottom: 16 }} />
      )}
      <Form form={form} name="password" layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item
          label="New Password"
          name="password"
          rules={[contractRule(NewPasswordSchema, { module: MODULE, field: 'password' })]}
        >
          <Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Confirm Password"
          name="confirmPassword"
          dependencies={['password']}
          rules={[
            requiredRule({ module: MODULE, field: 'confirmPassword' }),
            matchesFieldRule('password', { module: MODULE, field: 'confirmPassword' }),
          ]}
        >
          <Password autoComplete="new-password" />
        </Form.Item>
        {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" block loading={resetPassword.isPending}>
          {isInitial ? 'Set Password' : 'Change Password'}
        </Button>
      </Form>
    </PublicPageCard>
  );
}
