import {
  type ErrorBody,
  ErrorBodySchema,
  firstFieldCode,
  GET_RETRY_ATTEMPTS,
  isFirstFieldCodeRequest,
  PLATFORM_ERROR_CODES,
} from '@atrium/contracts';
import { codeMessagesLoaded } from './codeMessages';
import { reportApiError } from './errorReporting';
import { clearAccessToken, readAccessToken } from './sessionToken';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Anything with a zod-like `parse`: responses are checked against the contract before use. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

export interface ApiRequest<T> {
  method?: HttpMethod;
  /** Path after the `/api` prefix, trailing slash included: `/42/org/account/login/`. */
  path: string;
  query?: Readonly<Record<string, string | undefined>>;
  body?: unknown;
  schema?: ResponseSchema<T>;
  /** Send the stored token (default). Public calls pass false. */
  auth?: boolean;
  /** Send this token instead of the stored one (a logout after the token was already forgotten). */
  token?: string;
  /** A 401 does not sign the user out (spec 8, skipLogout). */
  skipLogout?: boolean;
  /** Statuses the caller handles itself: no redirect, no dialog. */
  expectedStatuses?: readonly number[];
  /** Cancels the call (TanStack Query passes one per query, so a superseded search is dropped). */
  signal?: AbortSignal;
  /**
   * Calls sharing a name cancel each other: starting one aborts the one of that name still running, and
   * `cancelRequests(name)` aborts it from anywhere (spec 7, cancellation by method name).
   */
  name?: string;
}

const runningByName = new Map<string, AbortController>();

/** Aborts the running call of that name, if any. */
export function cancelRequests(name: string): void {
  runningByName.get(name)?.abort();
  runningByName.delete(name);
}

function signalFor(request: ApiRequest<unknown>): { signal?: AbortSignal; settle: () => void } {
  if (!request.name) return { ...(request.signal ? { signal: request.signal } : {}), settle: () => {} };
  const { name } = request;
  cancelRequests(name);
  const controller = new AbortController();
  runningByName.set(name, controller);
  return {
    signal: request.signal ? AbortSignal.any([request.signal, controller.signal]) : controller.signal,
    settle: () => {
      if (runningByName.get(name) === controller) runningByName.delete(name);
    },
  };
}

/** A failed call. `code` is the code to show: for 'invalid' GET/DELETE/action calls, the first field code. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string;

  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly method: string,
    hasAction = false,
  ) {
    const code = isFirstFieldCodeRequest({ method, hasAction }) ? firstFieldCode(body) : body.code;
    super(code);
    this.code = code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What the app does on the statuses spec 8 handles globally; registered by the app shell. */
export interface ApiStatusHandlers {
  onUnauthorized(error: ApiError): void;
  onForbidden(error: ApiError): void;
  onNotFound(error: ApiError): void;
  onServerError(error: ApiError): void;
}

let statusHandlers: ApiStatusHandlers | null = null;

export function setApiStatusHandlers(handlers: ApiStatusHandlers | null): void {
  statusHandlers = handlers;
}

const API_PREFIX = `${import.meta.env.VITE_API_URL ?? ''}/api`;

const DEFAULT_CODES: Readonly<Record<number, string>> = {
  401: PLATFORM_ERROR_CODES.AUTHENTICATION_FAILED,
  403: PLATFORM_ERROR_CODES.PERMISSION_DENIED,
  404: PLATFORM_ERROR_CODES.NOT_FOUND,
  429: PLATFORM_ERROR_CODES.RATE_LIMITED,
};

export function buildUrl(path: string, query: ApiRequest<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, value);
  }
  const search = params.toString();
  return `${API_PREFIX}${path}${search ? `?${search}` : ''}`;
}

/** A failed call's body, once the texts its codes are read with have loaded (codeMessages.ts). */
export async function readErrorBody(response: Response): Promise<ErrorBody> {
  const fallback = { code: DEFAULT_CODES[response.status] ?? PLATFORM_ERROR_CODES.UNKNOWN_ERROR };
  const [body] = await Promise.all([response.json().catch(() => null), codeMessagesLoaded()]);
  const parsed = ErrorBodySchema.safeParse(body);
  return parsed.success ? parsed.data : fallback;
}

export async function fetchWithRetry(url: string, init: RequestInit, attempts: number): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      if (attempt >= attempts) {
        throw new ApiError(0, { code: PLATFORM_ERROR_CODES.NETWORK_ERROR }, String(init.method));
      }
    }
  }
}

export function handleStatus(error: ApiError, request: ApiRequest<unknown>, sentToken: boolean): void {
  reportApiError(error, request.path);
  if (request.expectedStatuses?.includes(error.status)) return;
  // A signed-in call answered after signing out (a screen still closing): the sign-in page already answers it.
  if (!sentToken && request.auth !== false) return;
  const isGet = error.method === 'GET';
  if (error.status === 401) {
    // Without a token a 401 is an answer (wrong credentials), not an expired session.
    if (!sentToken || request.skipLogout) return;
    clearAccessToken();
    statusHandlers?.onUnauthorized(error);
  } else if (error.status === 403 && isGet) {
    statusHandlers?.onForbidden(error);
  } else if (error.status === 404 && isGet) {
    statusHandlers?.onNotFound(error);
  } else if (error.status >= 500) {
    statusHandlers?.onServerError(error);
  }
}

/** A page the user may not open, known before any call: the same 403 page a refused call opens. */
export function openForbiddenPage(): void {
  statusHandlers?.onForbidden(new ApiError(403, { code: PLATFORM_ERROR_CODES.PERMISSION_DENIED }, 'GET'));
}

/** A fresh key for one signed-in POST: 128 random bits, so two calls never share one. */
const newIdempotencyKey = () =>
  Array.from(crypto.getRandomValues(new Uint32Array(4)), (part) => part.toString(36)).join('-');

/**
 * One call to the API: JSON in and out, bearer token, GET retried on network failure (spec 8). A signed-in POST
 * carries an Idempotency-Key, so it too is retried when the network fails: should the first attempt have reached
 * the server, the retry gets its answer instead of doing the work twice.
 */
export async function apiRequest<T = void>(request: ApiRequest<T>): Promise<T> {
  const method = request.method ?? 'GET';
  const token = request.auth === false ? null : (request.token ?? readAccessToken());
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  const isRepeatable = method === 'GET' || (method === 'POST' && token !== null);
  if (method === 'POST' && token) headers['Idempotency-Key'] = newIdempotencyKey();
  const { signal, settle } = signalFor(request);
  const init: RequestInit = {
    method,
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    ...(signal ? { signal } : {}),
  };
  const attempts = isRepeatable ? GET_RETRY_ATTEMPTS : 1;

  let response: Response;
  try {
    response = await fetchWithRetry(buildUrl(request.path, request.query), init, attempts);
  } catch (error) {
    if (isApiError(error)) handleStatus(error, request, token !== null);
    throw error;
  } finally {
    settle();
  }

  if (!response.ok) {
    const hasAction = typeof request.body === 'object' && request.body !== null && 'action' in request.body;
    const error = new ApiError(response.status, await readErrorBody(response), method, hasAction);
    handleStatus(error, request, token !== null);
    throw error;
  }
  if (response.status === 204 || !request.schema) return undefined as T;
  return request.schema.parse(await response.json());
}
