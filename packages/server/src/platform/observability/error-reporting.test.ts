import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { ROLES } from '@atrium/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { bearer, buildEmployee, buildOrganization, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { registerErrorHandler } from '../http/error-handler';
import { flushErrorReporting, registerErrorReporting, startErrorReporting } from './error-reporting';

interface ReportedEvent {
  message?: string;
  exception?: { values: { type: string; value: string }[] };
  tags: Record<string, string>;
  request?: Record<string, unknown>;
}

/** A stand-in for the error-reporting service: it keeps every envelope the SDK posts to it. */
async function startIngest() {
  const envelopes: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      envelopes.push(
        (request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8'),
      );
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    raw: () => envelopes.join('\n'),
    /** The error events received, in order (transactions and sessions left out). */
    events(): ReportedEvent[] {
      const found: ReportedEvent[] = [];
      for (const envelope of envelopes) {
        const lines = envelope.split('\n');
        for (let i = 1; i < lines.length - 1; i++) {
          const header = JSON.parse(lines[i] as string) as { type?: string };
          if (header.type === 'event') found.push(JSON.parse(lines[i + 1] as string));
          i++;
        }
      }
      return found;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const reportedStatuses = (events: ReportedEvent[]) => events.map((event) => event.tags.status);

describe('without SENTRY_DSN', () => {
  it('loads no Sentry code and starts nothing', async () => {
    const test = await createTestApp();
    try {
      expect(test.ctx.config.SENTRY_DSN).toBeUndefined();
      expect(startErrorReporting(test.ctx.config)).toBeNull();
      const response = await test.app.inject({ url: '/api/public/client-config/' });
      expect(response.json()).toEqual({ sentry_dsn: null, environment: 'production' });
      const sentry = await import('@sentry/node');
      expect(sentry.getClient()).toBeUndefined();
    } finally {
      await test.close();
    }
  });
});

describe('with SENTRY_DSN', () => {
  let ingest: Awaited<ReturnType<typeof startIngest>>;
  let test: TestApp;
  let org: number;

  beforeAll(async () => {
    ingest = await startIngest();
    test = await createTestApp({ SENTRY_DSN: ingest.dsn, SENTRY_ENVIRONMENT: 'stage' });
    org = (await buildOrganization(test.ctx)).id;
    await buildEmployee(test.ctx, org, { email: 'staff@report.test', roles: [ROLES.EMPLOYEE] });
  });
  afterAll(async () => {
    await test?.close();
    await ingest?.close();
  });

  it('tells the web app where to report, and lets its pages talk to that host alone besides the app', async () => {
    const response = await test.app.inject({ url: '/api/public/client-config/' });
    expect(response.json()).toEqual({ sentry_dsn: ingest.dsn, environment: 'stage' });
    expect(String(response.headers['content-security-policy'])).toContain(
      `connect-src 'self' ${new URL(ingest.dsn).origin};`,
    );
  });

  it('reports 400, 403 and 404 answers, not 401 or 200, and sends neither bodies nor tokens', async () => {
    const token = await signIn(test, org, 'staff@report.test');
    const before = ingest.events().length;

    const ok = await test.app.inject({ url: `/api/${org}/org/employee/me/`, headers: bearer(token) });
    expect(ok.statusCode).toBe(200);
    const unauthorized = await test.app.inject({ url: `/api/${org}/audit/events/` });
    expect(unauthorized.statusCode).toBe(401);
    const invalid = await test.app.inject({
      method: 'POST',
      url: `/api/${org}/org/account/login/?q=secret-query`,
      payload: { email: 'staff@report.test', password: 'Body-Secret-1', extra: true },
    });
    expect(invalid.statusCode).toBe(400);
    const forbidden = await test.app.inject({ url: `/api/${org}/audit/events/`, headers: bearer(token) });
    expect(forbidden.statusCode).toBe(403);
    const notFound = await test.app.inject({ url: '/api/public/org/list/nowhere.test/' });
    expect(notFound.statusCode).toBe(404);
    await flushErrorReporting();

    // Events reach the ingest as their sends finish, in any order.
    const events = ingest.events().slice(before);
    expect(reportedStatuses(events).sort()).toEqual(['400', '403', '404']);
    const byStatus = (status: string) => events.find((event) => event.tags.status === status);
    expect(byStatus('400')).toMatchObject({
      message: `POST /api/:orgId/org/account/login/ answered 400 invalid`,
      tags: {
        request_id: invalid.headers['x-request-id'],
        route: '/api/:orgId/org/account/login/',
        org_id: String(org),
        code: 'invalid',
      },
    });
    expect(byStatus('403')?.tags).toMatchObject({
      route: '/api/:orgId/audit/events/',
      code: 'permission_denied',
    });
    expect(byStatus('404')?.tags).toMatchObject({
      route: '/api/public/org/list/:host/',
      code: 'org_not_found',
    });
    const sent = ingest.raw();
    expect(sent).not.toContain('Body-Secret-1');
    expect(sent).not.toContain('secret-query');
    expect(sent).not.toContain(token);
  });

  it('reports a 500 with the error that caused it', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    await registerErrorReporting(app, loadConfig({ SENTRY_DSN: ingest.dsn }));
    app.get('/api/broken/', async () => {
      throw new TypeError('the cause of a 500');
    });
    const before = ingest.events().length;

    const response = await app.inject({ url: '/api/broken/' });
    expect(response.statusCode).toBe(500);
    await flushErrorReporting();

    const events = ingest.events().slice(before);
    expect(reportedStatuses(events)).toEqual(['500']);
    expect(events[0]?.exception?.values.at(-1)).toMatchObject({
      type: 'TypeError',
      value: 'the cause of a 500',
    });
    expect(events[0]?.tags).toMatchObject({ route: '/api/broken/', status: '500' });
    expect(events[0]?.tags.request_id).toBeTruthy();
    await app.close();
  });
});
