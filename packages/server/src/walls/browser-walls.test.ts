import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../platform/http/security-headers';
import { createTestApp, type TestApp } from '../test/test-app';

let test: TestApp;

beforeAll(async () => {
  const web = await mkdtemp(join(tmpdir(), 'atrium-web-'));
  await writeFile(
    join(web, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/a.js"></script>',
  );
  // No error-reporting host here: Sentry starts once per process, and error-reporting.test.ts, which shares a
  // worker with this file, needs to start it itself; the host's place in the policy is checked there.
  test = await createTestApp({ WEB_DIST: web });
});
afterAll(() => test.close());

describe('the page the session lives in', () => {
  it.each(['/', '/sign-in', '/api/public/client-config/'])('%s carries the browser walls', async (url) => {
    const response = await test.app.inject({ url });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self';");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows no inline script and no eval', () => {
    const scripts = contentSecurityPolicy()
      .split('; ')
      .find((directive) => directive.startsWith('script-src'));
    expect(scripts).toBe("script-src 'self'");
  });
});
