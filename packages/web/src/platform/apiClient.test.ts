import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiStatusHandlers, apiRequest, cancelRequests, setApiStatusHandlers } from './apiClient';

/** A network that answers each call only when told to, and gives up on a call whose signal aborts. */
function heldNetwork() {
  const pending: { path: string; answer: () => void }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (input: string, init: RequestInit = {}) =>
        new Promise<Response>((resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          pending.push({
            path: new URL(input, 'http://localhost').pathname,
            answer: () => resolve(new Response(null, { status: 204 })),
          });
        }),
    ),
  );
  return pending;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setApiStatusHandlers(null);
});

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: Error) => error.name,
  );

describe('cancellation by name', () => {
  it('aborts the running call of a name when another of that name starts', async () => {
    const pending = heldNetwork();
    const first = outcome(apiRequest({ path: '/1/search/?q=an', name: 'search', auth: false }));
    const second = outcome(apiRequest({ path: '/1/search/?q=ana', name: 'search', auth: false }));
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    pending[1]?.answer();
    expect([await first, await second]).toEqual(['AbortError', 'answered']);
  });

  it('aborts a named call on request, and leaves other names alone', async () => {
    const pending = heldNetwork();
    const report = outcome(apiRequest({ path: '/1/report/', name: 'report', auth: false }));
    const other = outcome(apiRequest({ path: '/1/other/', name: 'other', auth: false }));
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    cancelRequests('report');
    pending[1]?.answer();
    expect([await report, await other]).toEqual(['AbortError', 'answered']);
  });
});

describe('signed-in POSTs', () => {
  it('carry a fresh Idempotency-Key each, and a network failure is retried with the same key', async () => {
    window.localStorage.setItem('atrium.access', 'token-1');
    const keys: (string | null)[] = [];
    let failures = 1;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: string, init: RequestInit = {}) => {
        keys.push(new Headers(init.headers).get('Idempotency-Key'));
        if (failures-- > 0) throw new TypeError('Failed to fetch');
        return new Response(null, { status: 204 });
      }),
    );
    await apiRequest({ method: 'POST', path: '/1/projects/clients/', body: { name: 'Initech' } });
    await apiRequest({ method: 'POST', path: '/1/projects/clients/', body: { name: 'Globex' } });
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-z]+(-[0-9a-z]+){3}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('are not sent with a key, nor retried, without a signed-in user', async () => {
    window.localStorage.removeItem('atrium.access');
    const keys: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: string, init: RequestInit = {}) => {
        keys.push(new Headers(init.headers).get('Idempotency-Key'));
        throw new TypeError('Failed to fetch');
      }),
    );
    const answer = apiRequest({ method: 'POST', path: '/1/org/account/login/', body: {}, auth: false });
    await expect(answer).rejects.toMatchObject({ status: 0 });
    expect(keys).toEqual([null]);
  });
});

describe('global status handling', () => {
  function handlersAnswering(status: number) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 'not_found' }), { status })),
    );
    const handlers: ApiStatusHandlers = {
      onUnauthorized: vi.fn(),
      onForbidden: vi.fn(),
      onNotFound: vi.fn(),
      onServerError: vi.fn(),
    };
    setApiStatusHandlers(handlers);
    return handlers;
  }

  it('opens the not-found page for a signed-in read that finds nothing', async () => {
    window.localStorage.setItem('atrium.access', 'token-1');
    const handlers = handlersAnswering(404);
    await expect(apiRequest({ path: '/1/org/employee/9/' })).rejects.toMatchObject({ status: 404 });
    expect(handlers.onNotFound).toHaveBeenCalledOnce();
  });

  it('leaves a signed-in read answered after signing out to the sign-in page', async () => {
    window.localStorage.removeItem('atrium.access');
    const handlers = handlersAnswering(404);
    await expect(apiRequest({ path: '/1/org/employee/9/' })).rejects.toMatchObject({ status: 404 });
    expect(handlers.onNotFound).not.toHaveBeenCalled();
  });
});
