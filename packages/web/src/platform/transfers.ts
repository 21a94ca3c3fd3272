import { GET_RETRY_ATTEMPTS, PLATFORM_ERROR_CODES } from '@atrium/contracts';
import {
  ApiError,
  type ApiRequest,
  buildUrl,
  fetchWithRetry,
  handleStatus,
  isApiError,
  type ResponseSchema,
  readErrorBody,
} from './apiClient';
import { readAccessToken } from './sessionToken';

/**
 * File transfers (spec 7 "Generic behaviours"): blob and Excel downloads, POST downloads, and multipart
 * uploads with progress. Same rules as the JSON client: bearer token, GET retried on network failure,
 * failures as ApiErrors with the app-wide status handling.
 */

export const EXCEL_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type FileRequest = Pick<
  ApiRequest<unknown>,
  'path' | 'query' | 'auth' | 'expectedStatuses' | 'signal' | 'body'
> & {
  method?: 'GET' | 'POST';
  /** The name to save under when the server sends none. */
  fallbackName: string;
  accept?: string;
};

export interface SavedFile {
  fileName: string;
  size: number;
}

/** The file name of a Content-Disposition header: `filename*` (RFC 5987) wins over `filename`. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:[\w-]+)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoding falls back to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name : null;
}

/** Hands a blob to the browser as a download under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers read the URL only after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

async function fetchFile(request: FileRequest): Promise<Response> {
  const method = request.method ?? 'GET';
  const token = request.auth === false ? null : readAccessToken();
  const headers: Record<string, string> = { Accept: request.accept ?? '*/*' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  const init: RequestInit = {
    method,
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    ...(request.signal ? { signal: request.signal } : {}),
  };
  let response: Response;
  try {
    const attempts = method === 'GET' ? GET_RETRY_ATTEMPTS : 1;
    response = await fetchWithRetry(buildUrl(request.path, request.query), init, attempts);
  } catch (error) {
    if (isApiError(error)) handleStatus(error, request, token !== null);
    throw error;
  }
  if (!response.ok) {
    const error = new ApiError(response.status, await readErrorBody(response), method);
    handleStatus(error, request, token !== null);
    throw error;
  }
  return response;
}

/** Fetches a file and saves it under the server's name (Content-Disposition), else `fallbackName`. */
export async function downloadFile(request: FileRequest): Promise<SavedFile> {
  const response = await fetchFile(request);
  const blob = await response.blob();
  const fileName =
    fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? request.fallbackName;
  saveBlob(blob, fileName);
  return { fileName, size: blob.size };
}

/** Fetches a file to show it on the page (a PDF in the viewer) rather than save it. */
export async function fetchBlob(request: Omit<FileRequest, 'method' | 'fallbackName'>): Promise<Blob> {
  return (await fetchFile({ ...request, fallbackName: '' })).blob();
}

/** An Excel workbook download (GET, or POST with a JSON body for a report built from filters). */
export function downloadExcel(request: FileRequest): Promise<SavedFile> {
  return downloadFile({ ...request, accept: `${EXCEL_MIME_TYPE}, application/json` });
}

/** A download answered to a POST: the body says what to build, the answer is the file. */
export function postDownload(request: Omit<FileRequest, 'method'>): Promise<SavedFile> {
  return downloadFile({ ...request, method: 'POST' });
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadRequest<T> {
  /** Path after the `/api` prefix, trailing slash included. */
  path: string;
  /** POST unless told (a photo replaces the one there with PUT). */
  method?: 'POST' | 'PUT';
  /** Text fields, sent before the file in this order (the server reads them before the file's bytes). */
  fields?: Readonly<Record<string, string>>;
  file: Blob;
  fileName?: string;
  /** The form field the file goes in; 'file' unless told. */
  fileField?: string;
  schema?: ResponseSchema<T>;
  expectedStatuses?: readonly number[];
  signal?: AbortSignal;
  onProgress?(progress: UploadProgress): void;
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled', 'AbortError');
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A multipart upload through XMLHttpRequest, the one browser API that reports upload progress. Not retried:
 * a POST may have been received. Aborting the signal cancels the transfer and rejects with an AbortError.
 */
export function uploadFile<T = void>(request: UploadRequest<T>): Promise<T> {
  const method = request.method ?? 'POST';
  const token = readAccessToken();
  const form = new FormData();
  for (const [name, value] of Object.entries(request.fields ?? {})) form.append(name, value);
  const fileName = request.fileName ?? (request.file instanceof File ? request.file.name : 'upload');
  form.append(request.fileField ?? 'file', request.file, fileName);
  const apiRequest: ApiRequest<unknown> = {
    method,
    path: request.path,
    expectedStatuses: request.expectedStatuses,
  };

  return new Promise<T>((resolve, reject) => {
    if (request.signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => request.signal?.removeEventListener('abort', onAbort);
    const fail = (error: ApiError) => {
      handleStatus(error, apiRequest, token !== null);
      reject(error);
    };

    xhr.open(method, buildUrl(request.path, undefined));
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) request.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      settle();
      if (xhr.status === 0) {
        fail(new ApiError(0, { code: PLATFORM_ERROR_CODES.NETWORK_ERROR }, method));
        return;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const body = parseJson(xhr.responseText);
        try {
          resolve(request.schema && xhr.status !== 204 ? request.schema.parse(body) : (undefined as T));
        } catch (error) {
          reject(error);
        }
        return;
      }
      const response = new Response(xhr.responseText || null, { status: xhr.status });
      void readErrorBody(response).then((body) => fail(new ApiError(xhr.status, body, method)));
    };
    xhr.onerror = () => {
      settle();
      fail(new ApiError(0, { code: PLATFORM_ERROR_CODES.NETWORK_ERROR }, method));
    };
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    request.signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(form);
  });
}
