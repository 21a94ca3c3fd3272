import type { FastifyInstance } from 'fastify';

/**
 * The browser-side walls. The session token lives in localStorage, so a script injected into a page could take
 * it: the policy allows only the app's own scripts (no inline script, no eval) and lets pages talk only to the
 * app itself (and the error-reporting host when one is configured), so injected code can neither run nor send
 * a token away. Pages cannot be framed; referrers and device features stay off.
 */
export function contentSecurityPolicy(extraConnectOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Ant Design writes its component styles at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...extraConnectOrigins].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()';

export function registerSecurityHeaders(app: FastifyInstance, options: { sentryDsn?: string | undefined }) {
  const reportOrigin = options.sentryDsn ? [new URL(options.sentryDsn).origin] : [];
  const policy = contentSecurityPolicy(reportOrigin);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    reply.header('cross-origin-opener-policy', 'same-origin');
    // The API explorer is a third-party page with inline script; everything else gets the strict policy.
    if (!request.url.startsWith('/api/docs')) reply.header('content-security-policy', policy);
  });
}
