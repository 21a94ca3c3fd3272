import { GoogleOutlined } from '@ant-design/icons';
import {
  type ConfiguredIntegrations,
  GOOGLE_SIGN_IN_MODES,
  type GoogleSignInMode,
  type GoogleSignInSettings,
  GoogleSignInSettingsSchema,
  MAX_GOOGLE_DOMAINS,
} from '@atrium/contracts';
import { Alert, Button, Card, Col, Flex, Form, Radio, Row, Select, Skeleton, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { messageForError } from '../../platform/errorMessages';
import { LoadFailed } from '../../ui/LoadFailed';
import { StatusBadge } from '../../ui/StatusBadge';
import { useConfirmation } from '../../ui/useConfirmation';
import { useNotify } from '../../ui/useNotify';
import { useChangeGoogleSignIn, useConfiguredIntegrations } from './integrations.api';
import { TeamsCard } from './TeamsCard';

const MODE_LABELS: Record<GoogleSignInMode, string> = {
  password_and_google: 'Password and Google',
  google_only: 'Google only',
};

const DOMAIN_MESSAGES: Record<string, string> = {
  invalid_domain: 'Enter domains like acme.com, without https:// or an @',
  duplicate_domain: 'Each domain once',
  max_10_domains: `At most ${MAX_GOOGLE_DOMAINS} domains`,
};

/** 'integrations' (Integrations): how the organisation connects to other systems: sign-in with Google, Microsoft Teams. */
export function IntegrationsTool() {
  const integrations = useConfiguredIntegrations();
  if (integrations.isPending) return <Skeleton active />;
  if (integrations.isError) {
    return <LoadFailed variant="inline" error={integrations.error} onRetry={() => integrations.refetch()} />;
  }
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <GoogleSignInCard google={integrations.data.google} />
      </Col>
      <Col xs={24} xl={12}>
        <TeamsCard teams={integrations.data.teams} />
      </Col>
    </Row>
  );
}

function GoogleSignInCard({ google }: { google: ConfiguredIntegrations['google'] }) {
  const [form] = Form.useForm<GoogleSignInSettings>();
  const notify = useNotify();
  const change = useChangeGoogleSignIn();
  const [confirm, dialog] = useConfirmation();
  const isEnabled = Form.useWatch('is_enabled', form) ?? google.is_enabled;

  useEffect(() => {
    form.setFieldsValue({
      is_enabled: google.is_enabled,
      mode: google.mode,
      allowed_domains: google.allowed_domains,
    });
  }, [google, form]);

  const save = (values: GoogleSignInSettings) =>
    change.mutateAsync(values).then(
      () => notify('success', 'Sign-in with Google saved'),
      (error: unknown) => {
        notify('error', messageForError(error));
        throw error;
      },
    );
  const submit = (values: GoogleSignInSettings) => {
    const settings = { ...values, mode: values.is_enabled ? values.mode : 'password_and_google' } as const;
    if (google.is_enabled && !settings.is_enabled) {
      return confirm({
        title: 'Turn off sign-in with Google',
        content: 'People who sign in with Google will need their password from now on.',
        confirmText: 'Turn off',
        isDanger: true,
        onConfirm: () => save(settings),
      });
    }
    if (settings.mode === 'google_only' && google.mode !== 'google_only') {
      return confirm({
        title: 'Sign in with Google only',
        content:
          'Passwords stop working for everyone here, you included: make sure your own Google account signs you in first.',
        confirmText: 'Google only',
        isDanger: true,
        onConfirm: () => save(settings),
      });
    }
    return save(settings).catch(() => undefined);
  };

  return (
    <Card
      size="small"
      role="region"
      aria-label="Sign-in with Google"
      title={
        <Flex gap={8} align="center">
          <GoogleOutlined aria-hidden />
          Sign-in with Google
          <StatusBadge
            status={google.is_enabled ? 'active' : 'inactive'}
            label={google.is_enabled ? 'On' : 'Off'}
          />
        </Flex>
      }
    >
      {!google.is_available && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="This installation has no Google client yet"
          description="Its operator sets GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET; then Google can be turned on here."
        />
      )}
      <Form<GoogleSignInSettings>
        form={form}
        layout="vertical"
        name="google-sign-in"
        onFinish={submit}
        disabled={!google.is_available}
        style={{ maxWidth: 640 }}
      >
        <Form.Item name="is_enabled" label="Sign in with Google" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="mode" label="People sign in with">
          <Radio.Group
            disabled={!isEnabled}
            options={GOOGLE_SIGN_IN_MODES.map((mode) => ({ value: mode, label: MODE_LABELS[mode] }))}
          />
        </Form.Item>
        <Form.Item
          name="allowed_domains"
          label="Allowed domains"
          extra="A Google account signs someone in when its email is theirs here and, if domains are listed, of one of them."
          rules={[
            {
              validator: async (_rule, value: string[] | undefined) => {
                const parsed = GoogleSignInSettingsSchema.shape.allowed_domains.safeParse(value ?? []);
                if (!parsed.success) {
                  const code = parsed.error.issues[0]?.message ?? 'invalid_domain';
                  throw new Error(DOMAIN_MESSAGES[code] ?? DOMAIN_MESSAGES.invalid_domain);
                }
              },
            },
          ]}
        >
          <Select
            mode="tags"
            tokenSeparators={[',', ' ']}
            open={false}
            suffixIcon={null}
            placeholder="Any verified Google account"
            aria-label="Allowed domains"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          Save
        </Button>
      </Form>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        Nobody is created by signing in: each person's account is made here first and found by their email.
      </Typography.Paragraph>
      {dialog}
    </Card>
  );
}
