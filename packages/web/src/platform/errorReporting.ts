import { IGNORED_REPORTED_ERRORS, isReportedStatus, PublicClientConfigSchema } from '@atrium/contracts';

type Sentry = typeof import('@sentry/react');

/** The error-reporting service (spec 8), once loaded; until then (and without a DSN) every report is a no-op. */
let sentry: Sentry | null = null;
/** One event per crash, however many boundaries (or StrictMode's second pass) report it. */
const crashEventIds = new WeakMap<object, string>();

const CLIENT_CONFIG_URL = `${import.meta.env.VITE_API_URL ?? ''}/api/public/client-config/`;

const withoutQuery = (url: string) => url.split('?')[0] ?? url;

/** Lets the page's own chunks arrive first: the SDK (with its replay recorder) is large. */
function browserIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 0);
  });
}

async function fetchClientConfig() {
  try {
    const response = await fetch(CLIENT_CONFIG_URL, { headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const parsed = PublicClientConfigSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Asks the server where to report errors and, only when it names a DSN, loads the Sentry SDK (a chunk of its
 * own, fetched once the browser is idle) and starts it: every trace and every error replay kept, no session replay.
 * Query strings stay out of what is sent: searches carry people's names.
 */
export async function startErrorReporting(): Promise<void> {
  const config = await fetchClientConfig();
  if (!config?.sentry_dsn || sentry) return;
  await browserIdle();
  const loaded = await import('@sentry/react');
  loaded.init({
    dsn: config.sentry_dsn,
    environment: config.environment,
    integrations: [loaded.browserTracingIntegration(), loaded.replayIntegration()],
    tracesSampleRate: 1,
    replaysSessionSampleRate: 0,
    replaysOnErrorSampleRate: 1,
    ignoreErrors: [...IGNORED_REPORTED_ERRORS],
    // People's data and tokens stay here: no headers, cookies, bodies, query strings or users.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    beforeBreadcrumb(breadcrumb) {
      const url = breadcrumb.data?.url;
      if (typeof url === 'string') breadcrumb.data = { ...breadcrumb.data, url: withoutQuery(url) };
      if (breadcrumb.category === 'navigation' && breadcrumb.data) {
        const { from, to } = breadcrumb.data as { from?: string; to?: string };
        breadcrumb.data = { from: from && withoutQuery(from), to: to && withoutQuery(to) };
      }
      return breadcrumb;
    },
    beforeSend(event) {
      if (event.request?.url) event.request = { url: withoutQuery(event.request.url) };
      return event;
    },
  });
  sentry = loaded;
}

/** What a report needs of a failed call (the api client's ApiError has it). */
export interface ReportedApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly method: string;
}

/** A 400, 403, 404 or 5xx answer of the API (spec 8). `path` is the call's path, without its query. */
export function reportApiError(error: ReportedApiError, path: string): void {
  if (!sentry || !isReportedStatus(error.status)) return;
  sentry.captureException(error, {
    level: error.status >= 500 ? 'error' : 'warning',
    tags: { status: String(error.status), code: error.code, method: error.method },
    contexts: { api: { path } },
    fingerprint: ['api-error', error.method, String(error.status), error.code],
  });
}

function isIgnored(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return IGNORED_REPORTED_ERRORS.some((ignored) => message.includes(ignored));
}

/**
 * Reports a crash caught by an error boundary and answers the event id to show, or undefined when nothing was
 * sent (reporting is off, or the error is one that is ignored).
 */
export function reportCrash(error: unknown, componentStack?: string): string | undefined {
  if (!sentry || isIgnored(error)) return undefined;
  const key = typeof error === 'object' && error !== null ? error : null;
  const known = key && crashEventIds.get(key);
  if (known) return known;
  const eventId = sentry.captureReactException(error, { componentStack: componentStack ?? '' });
  if (key) crashEventIds.set(key, eventId);
  return eventId;
}
