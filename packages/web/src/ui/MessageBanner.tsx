import { BANNER_AUTO_CLOSE_MS } from '@atrium/contracts';
import { Alert } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';

export type MessageBannerType = 'success' | 'info' | 'warning' | 'error';

interface MessageBannerProps {
  type: MessageBannerType;
  /** Nothing shows without a message: screens keep it as their 'message alert' state. */
  message: ReactNode | null;
  onClose(): void;
}

/** A message banner that closes itself after 3 seconds (spec 9), or earlier from its close button. */
export function MessageBanner({ type, message, onClose }: MessageBannerProps) {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (message === null) return;
    const timer = window.setTimeout(() => onCloseRef.current(), BANNER_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  if (message === null) return null;
  return (
    <Alert
      type={type}
      title={message}
      showIcon
      closable={{ onClose, 'aria-label': 'Close message' }}
      style={{ marginBottom: 16 }}
    />
  );
}
