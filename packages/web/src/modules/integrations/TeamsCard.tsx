import { MessageOutlined } from '@ant-design/icons';
import { type TeamsIntegration, type TeamsSettings, TeamsSettingsSchema } from '@atrium/contracts';
import { Button, Card, Descriptions, Flex, Form, Input, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { messageForError } from '../../platform/errorMessages';
import { StatusBadge } from '../../ui/StatusBadge';
import { useConfirmation } from '../../ui/useConfirmation';
import { useNotify } from '../../ui/useNotify';
import { useChangeTeams, useDownloadTeamsAppPackage, useSendTeamsTestMessage } from './integrations.api';

type TeamsForm = Omit<TeamsSettings, 'client_secret'> & { client_secret?: string };

/** A field checked with the shared schema's rule for it, as the server checks it. */
const entraIdRule = (field: 'tenant_id' | 'app_id') => ({
  validator: async (_rule: unknown, value: string | undefined) => {
    if (!TeamsSettingsSchema.shape[field].safeParse(value ?? '').success) {
      throw new Error('Paste the id as Azure shows it, like 8a3c6b1e-2f4d-4e5a-9b7c-1d2e3f4a5b6c');
    }
  },
});

/** The Microsoft Teams bot: notifications in Teams, and leave and timesheets approved from its cards. */
export function TeamsCard({ teams }: { teams: TeamsIntegration }) {
  const [form] = Form.useForm<TeamsForm>();
  const notify = useNotify();
  const change = useChangeTeams();
  const testMessage = useSendTeamsTestMessage();
  const appPackage = useDownloadTeamsAppPackage();
  const [confirm, dialog] = useConfirmation();
  const [isReplacingSecret, setReplacingSecret] = useState(!teams.has_client_secret);
  const isEnabled = Form.useWatch('is_enabled', form) ?? teams.is_enabled;

  useEffect(() => {
    form.setFieldsValue({
      is_enabled: teams.is_enabled,
      tenant_id: teams.tenant_id ?? '',
      app_id: teams.app_id ?? '',
      client_secret: '',
    });
    setReplacingSecret(!teams.has_client_secret);
  }, [teams, form]);

  const save = (settings: TeamsSettings) =>
    change.mutateAsync(settings).then(
      () => notify('success', 'Microsoft Teams saved'),
      (error: unknown) => {
        notify('error', messageForError(error));
        throw error;
      },
    );
  const submit = ({ client_secret, ...values }: TeamsForm) => {
    const settings = { ...values, ...(client_secret ? { client_secret } : {}) };
    if (teams.is_enabled && !settings.is_enabled) {
      return confirm({
        title: 'Disable the Teams integration',
        content:
          'Nobody gets notifications in Teams any more, and the cards already sent stop deciding anything.',
        confirmText: 'Disable',
        isDanger: true,
        onConfirm: () => save(settings),
      });
    }
    return save(settings).catch(() => undefined);
  };
  const downloadAppPackage = () =>
    appPackage.mutateAsync().then(
      () => notify('success', 'Upload the app package in the Teams admin centre, under Manage apps'),
      (error: unknown) => notify('error', messageForError(error)),
    );
  const sendTest = () =>
    testMessage.mutateAsync().then(
      () => notify('success', 'Test message sent to your Teams chat'),
      (error: unknown) => notify('error', messageForError(error)),
    );

  return (
    <Card
      size="small"
      role="region"
      aria-label="Microsoft Teams"
      title={
        <Flex gap={8} align="center">
          <MessageOutlined aria-hidden />
          Microsoft Teams
          <StatusBadge
            status={teams.is_enabled ? 'active' : 'inactive'}
            label={teams.is_enabled ? 'On' : 'Off'}
          />
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">
        People get their notifications in their chat with the organisation's Teams bot, and approvers approve
        or reject leave and timesheets from its cards. Register an Azure Bot with the Microsoft Teams channel,
        give it this messaging endpoint, then enter its ids and client secret here. Once Teams is on, download
        the Teams app and upload it in the Teams admin centre so people can chat with the bot.
      </Typography.Paragraph>
      <Descriptions
        size="small"
        layout="vertical"
        colon={false}
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          {
            key: 'endpoint',
            label: 'Messaging endpoint',
            children: (
              <Typography.Text copyable code style={{ wordBreak: 'break-all' }}>
                {teams.messaging_endpoint}
              </Typography.Text>
            ),
          },
          {
            key: 'linked',
            label: 'Linked people',
            children: `${teams.linked_people} ${teams.linked_people === 1 ? 'person has' : 'people have'} written to the bot`,
          },
        ]}
      />
      <Form<TeamsForm> form={form} layout="vertical" name="teams" onFinish={submit} style={{ maxWidth: 640 }}>
        <Form.Item
          name="is_enabled"
          label="Send notifications and approvals to Teams"
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item name="tenant_id" label="Directory (tenant) id" rules={[entraIdRule('tenant_id')]}>
          <Input autoComplete="off" spellCheck={false} />
        </Form.Item>
        <Form.Item name="app_id" label="Bot app (client) id" rules={[entraIdRule('app_id')]}>
          <Input autoComplete="off" spellCheck={false} />
        </Form.Item>
        {isReplacingSecret ? (
          <Form.Item
            name="client_secret"
            label="Client secret"
            extra="Stored sealed; nobody can read it back, here or through the API."
            rules={[
              { required: isEnabled && !teams.has_client_secret, message: 'Enter the bot’s client secret' },
            ]}
          >
            <Input type="password" autoComplete="new-password" />
          </Form.Item>
        ) : (
          <Form.Item label="Client secret">
            <Flex gap={8} align="center">
              <StatusBadge status="active" label="Set" />
              <Button size="small" onClick={() => setReplacingSecret(true)}>
                Replace
              </Button>
            </Flex>
          </Form.Item>
        )}
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={change.isPending}>
            Save
          </Button>
          <Button onClick={sendTest} loading={testMessage.isPending} disabled={!teams.is_enabled}>
            Send test message
          </Button>
          <Button onClick={downloadAppPackage} loading={appPackage.isPending} disabled={!teams.is_enabled}>
            Download Teams app
          </Button>
        </Flex>
      </Form>
      {dialog}
    </Card>
  );
}
