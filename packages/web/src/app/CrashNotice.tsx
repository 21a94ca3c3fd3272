import { CRASH_FALLBACK_TEXT } from '@atrium/contracts';
import { Button } from 'antd';
import { useEffect, useMemo } from 'react';
import { isApiError } from '../platform/apiClient';
import { PageLoader } from '../ui/PageLoader';
import { PageNotice } from '../ui/PageNotice';
import { reloadForChunkError, shouldReloadForChunkError } from './lazyPage';

function errorCode(error: unknown): string {
  if (isApiError(error)) return error.code;
  return error instanceof Error ? error.name : 'unknown_error';
}

interface CrashNoticeProps {
  error: unknown;
  /** The error-reporting service's id for this crash, when it was reported. */
  eventId?: string;
  retryLabel: string;
  onRetry(): void;
}

/**
 * The crash fallback (spec 2.10), for a whole page or one tool. It shows the error-reporting service's event
 * id; when the crash was not reported, a local id logged with the error, so a user who quotes it can be matched
 * to the browser console. A missing chunk reloads the page once instead (spec 2.10).
 */
export function CrashNotice({ error, eventId, retryLabel, onRetry }: CrashNoticeProps) {
  const localId = useMemo(() => crypto.randomUUID(), []);
  const isReloading = useMemo(() => shouldReloadForChunkError(error), [error]);

  useEffect(() => {
    if (isReloading) reloadForChunkError();
    else if (!eventId) console.error(`Crash ${localId}`, error);
  }, [error, eventId, localId, isReloading]);

  if (isReloading) return <PageLoader />;
  return (
    <PageNotice
      status="error"
      title={CRASH_FALLBACK_TEXT}
      subTitle={
        <>
          Error code: {errorCode(error)} · Event id: {eventId ?? localId}
        </>
      }
      extra={
        <Button type="primary" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    />
  );
}
