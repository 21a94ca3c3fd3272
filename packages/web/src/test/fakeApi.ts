import { vi } from 'vitest';
import { CEO, ORG } from './fixtures';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

/** Keyed by 'METHOD /api/path/' (no query string). */
export type FakeRoutes = Record<string, (request: FakeRequest) => FakeResponse>;

/** The HTTP seam: `fetch` answered by plain handler functions; every call is recorded. */
export function installFakeApi(routes: FakeRoutes) {
  const calls: FakeRequest[] = [];
  const fakeFetch = async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const headers = new Headers(init.headers);
    const request: FakeRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.get('Authorization'),
    };
    calls.push(request);
    const handler = routes[`${request.method} ${request.path}`];
    const { status = 200, body } = handler
      ? handler(request)
      : {
          status: 501,
          body: { code: 'unknown_error', detail: `no fake for ${request.method} ${request.path}` },
        };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  return { calls };
}

/** The organisation and the signed-in user every screen starts from. */
export const BASE_ROUTES: FakeRoutes = {
  'GET /api/public/org/list/localhost/': () => ({ body: ORG }),
  [`GET /api/${ORG.id}/org/employee/me/`]: ({ authorization }) =>
    authorization ? { body: CEO } : { status: 401, body: { code: 'auth_token_missing' } },
};
