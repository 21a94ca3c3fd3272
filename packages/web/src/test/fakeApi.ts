import { vi } from 'vitest';
import { installFakeSockets } from './fakeSocket';
import { CEO, CEO_RECORD, ORG, workspaceFixture } from './fixtures';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
}

export interface FakeResponse {
  status?: number;
  /** Sent as JSON; a Blob is sent as it is (a file download). */
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Keyed by 'METHOD /api/path/' (no query string). A ':name' segment matches any one segment; an exact
 * key wins over a pattern.
 */
export type FakeRoutes = Record<string, (request: FakeRequest) => FakeResponse | Promise<FakeResponse>>;

function findHandler(routes: FakeRoutes, method: string, path: string) {
  const exact = routes[`${method} ${path}`];
  if (exact) return exact;
  const patterns = Object.entries(routes).filter(([key]) => key.includes('/:'));
  return patterns.find(([key]) => {
    const [routeMethod, routePath = ''] = key.split(' ');
    return routeMethod === method && new RegExp(`^${routePath.replace(/:[^/]+/g, '[^/]+')}$`).test(path);
  })?.[1];
}

/** jsdom's Blob is not the one Response reads, and has no arrayBuffer(): its bytes go through a FileReader. */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * The HTTP seam: `fetch` answered by plain handler functions; every call is recorded. Sockets are faked too
 * (`sockets`), so no test reaches the network.
 */
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
    const handler = findHandler(routes, request.method, request.path);
    const {
      status = 200,
      body,
      headers: responseHeaders,
    } = handler
      ? await handler(request)
      : {
          status: 501,
          body: { code: 'unknown_error', detail: `no fake for ${request.method} ${request.path}` },
        };
    if (body instanceof Blob) return new Response(await bytesOf(body), { status, headers: responseHeaders });
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...responseHeaders },
    });
  };
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  const sockets = installFakeSockets((name, value) => vi.stubGlobal(name, value));
  return { calls, sockets };
}

const NAVIGATION_HOME = {
  id: 1,
  name: 'default',
  display_name: 'Dashboard',
  tool_count: 1,
  is_enabled: true,
};

/** The last path segment before the trailing slash: the workspace key of a workspace URL. */
const lastSegment = (path: string) => path.split('/').at(-2) ?? '';

/** The organisation, the signed-in user and the workspaces every screen starts from. */
export const BASE_ROUTES: FakeRoutes = {
  'GET /api/public/org/list/localhost/': () => ({ body: ORG }),
  [`GET /api/${ORG.id}/org/employee/me/`]: ({ authorization }) =>
    authorization ? { body: CEO } : { status: 401, body: { code: 'auth_token_missing' } },
  [`GET /api/${ORG.id}/org/employees/${CEO_RECORD.id}/`]: () => ({ body: CEO_RECORD }),
  [`GET /api/${ORG.id}/leave-portal/leave-configurations/`]: () => ({
    body: {
      results: [
        {
          id: 1,
          is_active: true,
          start_date: '2026-04-01',
          end_date: '2027-03-31',
          leaves: [],
          weekend_days: [0, 6],
          is_closed: false,
        },
      ],
    },
  }),
  [`GET /api/${ORG.id}/workspace/default-workspace/`]: () => ({ body: workspaceFixture('default') }),
  [`GET /api/${ORG.id}/workspace/workspaces/:id/`]: ({ path }) => ({
    body: workspaceFixture(lastSegment(path)),
  }),
  // The navigation's list (an Explore test answers the list itself).
  [`GET /api/${ORG.id}/workspace/workspaces/`]: () => ({ body: { count: 1, results: [NAVIGATION_HOME] } }),
  // The home's overview: nothing waits, no leave types, no notifications.
  [`GET /api/${ORG.id}/leave-portal/leave-requests/`]: () => ({ body: { count: 0, results: [] } }),
  [`GET /api/${ORG.id}/leave-portal/balances/`]: () => ({ body: { results: [] } }),
  [`GET /api/${ORG.id}/notifications/my-notifications/`]: () => ({ body: { count: 0, results: [] } }),
  [`GET /api/${ORG.id}/employee-exit/my-exit/`]: () => ({ body: { exit: null } }),
};
