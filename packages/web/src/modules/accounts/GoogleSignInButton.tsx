import { GoogleOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { sendBrowserTo } from '../../platform/browserLocation';
import { messageForError } from '../../platform/errorMessages';
import { useGoogleAuthorizeUrl } from './accounts.api';

/** Starts the external sign-in: a browser redirect to the provider, which returns to /auth-providers. */
export function GoogleSignInButton() {
  const authorizeUrl = useGoogleAuthorizeUrl();
  const { notification } = App.useApp();

  const start = () =>
    authorizeUrl.mutate(undefined, {
      onSuccess: (url) => sendBrowserTo(url),
      onError: (error) => notification.error({ title: messageForError(error, 'account') }),
    });

  return (
    <Button
      block
      icon={<GoogleOutlined aria-hidden />}
      loading={authorizeUrl.isPending || authorizeUrl.isSuccess}
      onClick={start}
    >
      Continue with Google
    </Button>
  );
}
