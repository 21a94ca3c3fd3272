import { IGNORED_REPORTED_ERRORS, isReportedStatus } from '@atrium/contracts';
import type { ErrorEvent } from '@sentry/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { AppError } from '../http/app-error';

type Sentry = typeof import('@sentry/node');
type ReportingConfig = Pick<Config, 'SENTRY_DSN' | 'SENTRY_ENVIRONMENT' | 'MAINTENANCE'>;

let started: Promise<Sentry> | null = null;

/** Keeps the request's method and path only: bodies, headers (Authorization, cookies) and query strings stay here. */
function scrub(event: ErrorEvent): ErrorEvent {
  if (event.request) {
    event.request = { method: event.request.method, url: event.request.url?.split('?')[0] };
  }
  if (event.user) event.user = { id: event.user.id };
  for (const crumb of event.breadcrumbs ?? []) {
    if (typeof crumb.data?.url === 'string') crumb.data.url = crumb.data.url.split('?')[0];
  }
  return event;
}

/**
 * Loads and starts the Sentry SDK once per process, only when a DSN is configured: without one no Sentry code is
 * even imported, and nothing is sent anywhere.
 */
export function startErrorReporting(config: ReportingConfig): Promise<Sentry> | null {
  if (!config.SENTRY_DSN) return null;
  const dsn = config.SENTRY_DSN;
  started ??= import('@sentry/node').then((sentry) => {
    sentry.init({
      dsn,
      environment: config.SENTRY_ENVIRONMENT,
      tracesSampleRate: 1,
      ignoreErrors: [...IGNORED_REPORTED_ERRORS],
      // The onResponse hook below reports every answer, with its tags; the SDK's own capture would send 5xx twice.
      integrations: [sentry.fastifyIntegration({ shouldHandleError: () => false })],
      // People's data and tokens stay here: no headers, cookies, bodies, query strings, local variables or users.
      dataCollection: {
        userInfo: false,
        cookies: false,
        httpHeaders: false,
        httpBodies: [],
        urlQueryParams: false,
        databaseQueryData: false,
        queues: false,
        stackFrameVariables: false,
      },
      beforeSend: scrub,
    });
    return sentry;
  });
  return started;
}

/** Sends what is still queued; called on shutdown. A no-op when reporting never started. */
export async function flushErrorReporting(timeoutMs = 2000): Promise<void> {
  if (!started) return;
  const sentry = await started;
  await sentry.flush(timeoutMs);
}

function errorCode(error: Error | undefined): string | undefined {
  if (error instanceof AppError) return error.code;
  if (error && hasZodFastifySchemaValidationErrors(error)) return 'invalid';
  return undefined;
}

function orgId(request: FastifyRequest): string | undefined {
  const fromPath = (request.params as { orgId?: string } | undefined)?.orgId;
  return request.org ? String(request.org.id) : fromPath;
}

/**
 * Reports every API answer with a reported status once it is sent: a 5xx with the error that caused it, a 400,
 * 403 or 404 as a message naming the route and the code. Tagged with the request id, route and organisation.
 */
export async function registerErrorReporting(app: FastifyInstance, config: ReportingConfig) {
  const starting = startErrorReporting(config);
  if (!starting) return;
  const sentry = await starting;
  const errors = new WeakMap<FastifyRequest, Error>();

  app.addHook('onError', async (request, _reply, error) => {
    errors.set(request, error);
  });

  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    if (!request.url.startsWith('/api/') || !isReportedStatus(status)) return;
    // The operator's maintenance switch answers every call 503 on purpose.
    if (status === 503 && config.MAINTENANCE) return;
    const error = errors.get(request);
    const route = request.routeOptions.url ?? request.url.split('?')[0] ?? request.url;
    const code = errorCode(error) ?? (status === 404 && !request.routeOptions.url ? 'not_found' : undefined);
    sentry.withScope((scope) => {
      scope.setTags({
        request_id: request.id,
        route,
        org_id: orgId(request),
        status: String(status),
        method: request.method,
        code,
      });
      if (status >= 500 && error && !(error instanceof AppError)) {
        scope.setLevel('error');
        sentry.captureException(error);
      } else {
        scope.setLevel(status >= 500 ? 'error' : 'warning');
        scope.setFingerprint(['api-response', request.method, route, String(status), code ?? '']);
        sentry.captureMessage(`${request.method} ${route} answered ${status}${code ? ` ${code}` : ''}`);
      }
    });
  });
}
