import { CopyOutlined } from '@ant-design/icons';
import type { AccessTokenCreated } from '@atrium/contracts';
import { Alert, Button, Flex, Input, Modal, Typography } from 'antd';
import { useNotify } from '../../ui/useNotify';

/** The token just made, shown this once, with a copy button and the warning that it will not be shown again. */
export function TokenCreatedModal({ token, onClose }: { token: AccessTokenCreated; onClose(): void }) {
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token.token);
      notify('success', 'Token copied');
    } catch {
      notify('error', 'The token could not be copied', 'Select it and copy it yourself.');
    }
  };
  return (
    <Modal
      open
      title={`Token “${token.name}” created`}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          Done
        </Button>
      }
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Alert
          type="warning"
          showIcon
          title="Copy this token now: it will not be shown again."
          description="Store it where your integration keeps secrets. Anyone holding it can act within its scopes until it expires or is revoked."
        />
        <Flex gap={8}>
          <Input
            readOnly
            aria-label="New token"
            value={token.token}
            onFocus={(event) => event.target.select()}
          />
          <Button icon={<CopyOutlined aria-hidden />} onClick={copy}>
            Copy
          </Button>
        </Flex>
        <Typography.Text type="secondary">
          Send it as <Typography.Text code>Authorization: Bearer {token.hint}</Typography.Text> with each
          request.
        </Typography.Text>
      </Flex>
    </Modal>
  );
}
