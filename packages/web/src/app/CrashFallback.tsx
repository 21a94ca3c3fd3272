import { useEffect, useMemo, useState } from 'react';
import { useRouteError } from 'react-router';
import { reportCrash } from '../platform/errorReporting';
import { CrashNotice } from './CrashNotice';
import { shouldReloadForChunkError } from './lazyPage';

/** The route table's crash fallback: the whole page crashed, so its button reloads the app. */
export function CrashFallback() {
  const error = useRouteError();
  const [eventId, setEventId] = useState<string>();
  // Decided before any effect runs: the notice's own effect marks the reload as done.
  const willReload = useMemo(() => shouldReloadForChunkError(error), [error]);

  useEffect(() => {
    if (!willReload) setEventId(reportCrash(error));
  }, [error, willReload]);

  return (
    <main>
      <CrashNotice
        error={error}
        eventId={eventId}
        retryLabel="Reload"
        onRetry={() => window.location.assign('/')}
      />
    </main>
  );
}
