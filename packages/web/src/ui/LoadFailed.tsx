import { Alert, Button } from 'antd';
import { messageForError } from '../platform/errorMessages';
import { PageNotice } from './PageNotice';

interface LoadFailedProps {
  error: unknown;
  onRetry(): void;
  /** 'page' fills the screen; 'inline' is a banner inside a tool. */
  variant?: 'page' | 'inline';
}

/** Something could not be loaded: the message for the error's code and a way to try again. */
export function LoadFailed({ error, onRetry, variant = 'page' }: LoadFailedProps) {
  const retry = (
    <Button type={variant === 'page' ? 'primary' : 'default'} onClick={onRetry}>
      Try again
    </Button>
  );
  if (variant === 'inline')
    return <Alert type="error" showIcon title={messageForError(error)} action={retry} />;
  return <PageNotice status="error" title={messageForError(error)} extra={retry} />;
}
