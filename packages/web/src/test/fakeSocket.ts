/**
 * The WebSocket seam: a socket that connects to nothing. A test plays the server with `accept`, `receive`
 * and `drop`; what the client sent is in `sent`.
 */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;

  readyState = FakeWebSocket.CONNECTING;
  readonly sent: string[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('send on a socket that is not open');
    this.sent.push(data);
  }

  /** Closed by the client. */
  close(code = 1000): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.(new CloseEvent('close', { code }));
  }

  /** The server accepts the connection. */
  accept(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.(new Event('open'));
  }

  /** The server sends a frame; objects go as JSON. */
  receive(data: unknown): void {
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    this.onmessage?.(new MessageEvent('message', { data: text }));
  }

  /** The connection is lost, or the server closes it with `code`. */
  drop(code = 1006): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.onerror?.(new Event('error'));
    this.onclose?.(new CloseEvent('close', { code }));
  }

  /** The frames the client sent, parsed. */
  sentFrames(): unknown[] {
    return this.sent.map((frame) => JSON.parse(frame));
  }
}

/** Installs a fresh FakeWebSocket class as the global WebSocket; `sockets` lists every one opened. */
export function installFakeSockets(stubGlobal: (name: string, value: unknown) => unknown) {
  const sockets: FakeWebSocket[] = [];
  class RecordedSocket extends FakeWebSocket {
    constructor(url: string) {
      super(url);
      sockets.push(this);
    }
  }
  stubGlobal('WebSocket', RecordedSocket);
  return sockets;
}
