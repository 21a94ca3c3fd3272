import { App, Flex, Switch, Typography } from 'antd';
import { useId } from 'react';
import { messageForError } from '../../platform/errorMessages';
import { useChangeNotificationSettings, useNotificationSettings } from './notifications.api';

/** The bell's footer: opt in to receiving notifications by email too. Hidden when the setting cannot be read. */
export function EmailNotificationsSwitch() {
  const settings = useNotificationSettings();
  const change = useChangeNotificationSettings();
  const labelId = useId();
  const { notification } = App.useApp();
  if (!settings.data) return null;
  return (
    <Flex
      align="center"
      justify="space-between"
      gap={8}
      style={{ paddingTop: 8, borderTop: '1px solid #f0f0f0' }}
    >
      <Typography.Text id={labelId} type="secondary">
        Email me my notifications
      </Typography.Text>
      <Switch
        size="small"
        aria-labelledby={labelId}
        checked={change.isPending ? change.variables.email_notifications : settings.data.email_notifications}
        loading={change.isPending}
        onChange={(checked) =>
          change.mutate(
            { email_notifications: checked },
            { onError: (error) => notification.error({ title: messageForError(error) }) },
          )
        }
      />
    </Flex>
  );
}
