import { useRouteError } from 'react-router';
import { CrashNotice } from './CrashNotice';

/** The route table's crash fallback: the whole page crashed, so its button reloads the app. */
export function CrashFallback() {
  const error = useRouteError();
  return (
    <main>
      <CrashNotice error={error} retryLabel="Reload" onRetry={() => window.location.assign('/')} />
    </main>
  );
}
