import { DEFAULT_MESSAGES, ERROR_PAGE_TEXTS } from '@atrium/contracts';
import { Button, Result } from 'antd';

interface ToolResultProps {
  kind: 'accessDenied' | 'serverError';
  /** The server-error page's way back to the tool. */
  onRetry(): void;
}

/** What replaces a tool when the server refuses it (403) or fails (500), with its picture. */
export function ToolResult({ kind, onRetry }: ToolResultProps) {
  if (kind === 'accessDenied') {
    const { heading, detail } = ERROR_PAGE_TEXTS.accessDenied;
    return <Result status="403" title={heading} subTitle={detail} />;
  }
  return (
    <Result
      status="500"
      title={DEFAULT_MESSAGES.errorDialogTitle}
      subTitle={DEFAULT_MESSAGES.errorDialogText}
      extra={
        <Button type="primary" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
