/**
 * The upload seam: XMLHttpRequest (the browser API that reports upload progress) answered by the test. A
 * request waits until the test calls `respond`, so what the screen shows mid-transfer can be checked.
 */
export class FakeUploadRequest {
  method = '';
  url = '';
  readonly headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  isAborted = false;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(body: FormData): void {
    this.body = body;
  }

  abort(): void {
    this.isAborted = true;
    this.onabort?.();
  }

  /** The form fields in the order they were sent, files by name. */
  fields(): [string, string][] {
    return [...(this.body?.entries() ?? [])].map(([name, value]) => [
      name,
      typeof value === 'string' ? value : value.name,
    ]);
  }

  /** The browser reports bytes sent. */
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }

  /** The server answers; objects go as JSON. */
  respond(status: number, body?: unknown): void {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }

  /** The connection fails before an answer. */
  failNetwork(): void {
    this.onerror?.();
  }
}

/** Installs FakeUploadRequest as the global XMLHttpRequest; `requests` lists every one made. */
export function installFakeUploads(stubGlobal: (name: string, value: unknown) => unknown) {
  const requests: FakeUploadRequest[] = [];
  class RecordedUploadRequest extends FakeUploadRequest {
    constructor() {
      super();
      requests.push(this);
    }
  }
  stubGlobal('XMLHttpRequest', RecordedUploadRequest);
  return requests;
}
