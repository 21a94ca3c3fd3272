import { CRASH_FALLBACK_TEXT } from '@atrium/contracts';
import { Button, Result } from 'antd';
import { useEffect, useMemo } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { isApiError } from '../platform/apiClient';
import { PageLoader } from '../ui/PageLoader';
import { reloadForChunkError, shouldReloadForChunkError } from './lazyPage';

function errorCode(error: unknown): string {
  if (isApiError(error)) return error.code;
  if (isRouteErrorResponse(error)) return String(error.status);
  return error instanceof Error ? error.name : 'unknown_error';
}

interface CrashNoticeProps {
  error: unknown;
  retryLabel: string;
  onRetry(): void;
}

/**
 * The crash fallback (spec 2.10), for a whole page or one tool. The event id is logged with the error, so
 * a user who reports it can be matched to the browser console (there is no error-reporting service yet).
 * A missing chunk reloads the page once instead (spec 2.10).
 */
export function CrashNotice({ error, retryLabel, onRetry }: CrashNoticeProps) {
  const eventId = useMemo(() => crypto.randomUUID(), []);
  const isReloading = useMemo(() => shouldReloadForChunkError(error), [error]);

  useEffect(() => {
    if (isReloading) reloadForChunkError();
    else console.error(`Crash ${eventId}`, error);
  }, [error, eventId, isReloading]);

  if (isReloading) return <PageLoader />;
  return (
    <Result
      status="500"
      title={CRASH_FALLBACK_TEXT}
      subTitle={
        <>
          Error code: {errorCode(error)} · Event id: {eventId}
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
