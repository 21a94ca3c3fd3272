import { ERROR_CODES, TaskSchema } from '@atrium/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../test/fakeApi';
import { installFakeUploads } from '../test/fakeUploads';
import { taskFixture } from '../test/taskFixtures';
import { type ApiStatusHandlers, isApiError, setApiStatusHandlers } from './apiClient';
import { readAccessToken } from './sessionToken';
import { downloadExcel, downloadFile, fileNameFromDisposition, postDownload, uploadFile } from './transfers';

const WORKBOOK = new Blob(['PK-workbook'], { type: 'application/octet-stream' });

let handlers: { [K in keyof ApiStatusHandlers]: ReturnType<typeof vi.fn<ApiStatusHandlers[K]>> };
let saved: { name: string; href: string }[];

beforeEach(() => {
  window.localStorage.setItem('atrium.access', 'token-1');
  handlers = {
    onUnauthorized: vi.fn<ApiStatusHandlers['onUnauthorized']>(),
    onForbidden: vi.fn<ApiStatusHandlers['onForbidden']>(),
    onNotFound: vi.fn<ApiStatusHandlers['onNotFound']>(),
    onServerError: vi.fn<ApiStatusHandlers['onServerError']>(),
  };
  setApiStatusHandlers(handlers);
  saved = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:saved', revokeObjectURL: () => {} }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});
afterEach(() => setApiStatusHandlers(null));

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );

describe('file name from Content-Disposition', () => {
  it.each([
    ['attachment; filename="employees.xlsx"', 'employees.xlsx'],
    ['attachment; filename=employees.xlsx', 'employees.xlsx'],
    ["attachment; filename*=UTF-8''Mitarbeiter%20%C3%BCbersicht.xlsx", 'Mitarbeiter übersicht.xlsx'],
    ['attachment; filename="plain.xlsx"; filename*=UTF-8\'\'fancy%20name.xlsx', 'fancy name.xlsx'],
    ['attachment', null],
    [null, null],
  ])('%s gives %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });
});

describe('downloads', () => {
  it('fetches with the session and saves under the name the server gives', async () => {
    const { calls } = installFakeApi({
      'GET /api/7/tasks-queue/tasks/4/file/': () => ({
        body: WORKBOOK,
        headers: { 'Content-Disposition': 'attachment; filename="employees-april.xlsx"' },
      }),
    });
    const file = await downloadExcel({ path: '/7/tasks-queue/tasks/4/file/', fallbackName: 'export.xlsx' });
    expect(file).toEqual({ fileName: 'employees-april.xlsx', size: WORKBOOK.size });
    expect(saved).toEqual([{ name: 'employees-april.xlsx', href: 'blob:saved' }]);
    expect(calls[0]?.authorization).toBe('Bearer token-1');
  });

  it('saves under the fallback name when the server gives none, and sends no token to a public file', async () => {
    const { calls } = installFakeApi({
      'GET /api/public/templates/grades-template.xlsx': () => ({ body: WORKBOOK }),
    });
    await downloadFile({
      path: '/public/templates/grades-template.xlsx',
      auth: false,
      fallbackName: 'grades-template.xlsx',
    });
    expect(saved.map((file) => file.name)).toEqual(['grades-template.xlsx']);
    expect(calls[0]?.authorization).toBeNull();
  });

  it('posts the body of a POST download', async () => {
    const { calls } = installFakeApi({ 'POST /api/7/reports/': () => ({ body: WORKBOOK }) });
    await postDownload({ path: '/7/reports/', body: { status: 'active' }, fallbackName: 'report.xlsx' });
    expect(calls.map(({ method, body }) => ({ method, body }))).toEqual([
      { method: 'POST', body: { status: 'active' } },
    ]);
  });

  it('fails with the code the server sends, and follows the app-wide status rules', async () => {
    installFakeApi({ 'GET /api/7/file/': () => ({ status: 404, body: { code: 'not_found' } }) });
    const error = await rejection(downloadFile({ path: '/7/file/', fallbackName: 'x.xlsx' }));
    expect(isApiError(error) && [error.status, error.code]).toEqual([404, 'not_found']);
    expect(handlers.onNotFound).toHaveBeenCalledTimes(1);
    expect(saved).toEqual([]);
  });

  it('leaves an expected status to the caller', async () => {
    installFakeApi({ 'GET /api/7/file/': () => ({ status: 404, body: { code: 'not_found' } }) });
    await rejection(downloadFile({ path: '/7/file/', fallbackName: 'x.xlsx', expectedStatuses: [404] }));
    expect(handlers.onNotFound).not.toHaveBeenCalled();
  });

  it('signs out on a 401', async () => {
    installFakeApi({ 'GET /api/7/file/': () => ({ status: 401, body: { code: 'authentication_failed' } }) });
    await rejection(downloadFile({ path: '/7/file/', fallbackName: 'x.xlsx' }));
    expect(readAccessToken()).toBeNull();
    expect(handlers.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('retries a GET three times on network failure, then reports network_error', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    const error = await rejection(downloadFile({ path: '/7/file/', fallbackName: 'x.xlsx' }));
    expect(isApiError(error) && error.code).toBe(ERROR_CODES.NETWORK_ERROR);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

describe('multipart upload', () => {
  const file = new File(['rows'], 'staff.xlsx');
  const send = (signal?: AbortSignal, onProgress = vi.fn()) => {
    const requests = installFakeUploads((name, value) => vi.stubGlobal(name, value));
    const result = uploadFile({
      path: '/7/imports/grades/',
      fields: { mode: 'skip_invalid_rows' },
      file,
      schema: TaskSchema,
      signal,
      onProgress,
    });
    const request = requests[0];
    if (!request) throw new Error('no request was made');
    return { result, request, onProgress };
  };

  it('sends the fields before the file with the session, reports progress and returns the parsed answer', async () => {
    const { result, request, onProgress } = send();
    expect([request.method, request.url, request.headers.Authorization]).toEqual([
      'POST',
      '/api/7/imports/grades/',
      'Bearer token-1',
    ]);
    expect(request.fields()).toEqual([
      ['mode', 'skip_invalid_rows'],
      ['file', 'staff.xlsx'],
    ]);
    request.progress(2, 4);
    expect(onProgress).toHaveBeenCalledWith({ loaded: 2, total: 4 });
    request.respond(202, taskFixture(9));
    expect(await result).toEqual(taskFixture(9));
  });

  it.each([
    [400, { code: 'unsupported_media_type' }, 'unsupported_media_type'],
    [403, { code: 'permission_denied' }, 'permission_denied'],
    [413, undefined, 'unknown_error'],
  ])('fails with status %i as the JSON client does', async (status, body, code) => {
    const { result, request } = send();
    request.respond(status, body);
    const error = await rejection(result);
    expect(isApiError(error) && [error.status, error.code]).toEqual([status, code]);
    expect(handlers.onForbidden).not.toHaveBeenCalled();
  });

  it('opens the error dialog on a 5xx and signs out on a 401', async () => {
    const first = send();
    first.request.respond(500, { code: 'unknown_error' });
    await rejection(first.result);
    expect(handlers.onServerError).toHaveBeenCalledTimes(1);

    const second = send();
    second.request.respond(401, { code: 'authentication_failed' });
    await rejection(second.result);
    expect(handlers.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(readAccessToken()).toBeNull();
  });

  it('reports a lost connection as network_error, without retrying', async () => {
    const { result, request } = send();
    request.failNetwork();
    const error = await rejection(result);
    expect(isApiError(error) && error.code).toBe(ERROR_CODES.NETWORK_ERROR);
  });

  it('stops the transfer when its signal is aborted', async () => {
    const controller = new AbortController();
    const { result, request } = send(controller.signal);
    controller.abort();
    const error = await rejection(result);
    expect(request.isAborted).toBe(true);
    expect(error instanceof DOMException && error.name).toBe('AbortError');
  });
});
