import {
  type RealtimeMessage,
  RealtimeMessageSchema,
  SOCKET_MAX_RETRIES,
  SOCKET_RETRY_DELAY_MS,
} from '@atrium/contracts';

/** The server closes a socket with this code when its token is refused; trying again would not help. */
export const SOCKET_AUTH_REFUSED_CODE = 4401;

export type RealtimeStatus = 'connecting' | 'open' | 'closed';

export interface RealtimeOptions {
  url: string;
  /** Read at every (re)connect, so a token cleared by a sign-out elsewhere stops the retries. */
  readToken(): string | null;
  onMessage(message: RealtimeMessage): void;
  onStatusChange?(status: RealtimeStatus): void;
}

export interface RealtimeConnection {
  close(): void;
}

/**
 * The socket URL for an API path (`/ws/...`): on the API's host (VITE_API_URL when the API lives elsewhere),
 * `wss:` under https.
 */
export function realtimeUrl(path: string, apiUrl: string | undefined = import.meta.env.VITE_API_URL): string {
  const base = new URL(apiUrl || window.location.origin, window.location.origin);
  const protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${base.host}${base.pathname.replace(/\/$/, '')}${path}`;
}

/** The personal socket of one user (spec 7 "Real-time"): task and notification messages. */
export function personalSocketUrl(orgId: number, userId: number): string {
  return realtimeUrl(`/ws/${orgId}/my-general/${userId}/`);
}

function parseMessage(data: unknown): RealtimeMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = RealtimeMessageSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Opens a socket, sends the session token as its first frame, and hands over every valid message; frames
 * that are not a RealtimeMessage are dropped. A lost socket is reopened after 500 ms, up to 20 tries in a
 * row (spec 7, 9); a socket that opens again starts the count afresh. A refused token ends the retries.
 */
export function connectRealtime(options: RealtimeOptions): RealtimeConnection {
  let socket: WebSocket | null = null;
  let retries = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let isClosed = false;
  let status: RealtimeStatus | null = null;

  const setStatus = (next: RealtimeStatus) => {
    if (next === status) return;
    status = next;
    options.onStatusChange?.(next);
  };

  const retryLater = () => {
    if (retries >= SOCKET_MAX_RETRIES) return;
    retries += 1;
    retryTimer = setTimeout(open, SOCKET_RETRY_DELAY_MS);
  };

  function open() {
    retryTimer = undefined;
    const token = options.readToken();
    if (isClosed || !token) {
      setStatus('closed');
      return;
    }
    setStatus('connecting');
    let opened: WebSocket;
    try {
      opened = new WebSocket(options.url);
    } catch {
      setStatus('closed');
      retryLater();
      return;
    }
    socket = opened;
    opened.onopen = () => {
      retries = 0;
      opened.send(JSON.stringify({ type: 'auth', token }));
      setStatus('open');
    };
    opened.onmessage = (event: MessageEvent) => {
      const message = parseMessage(event.data);
      if (message && !isClosed) options.onMessage(message);
    };
    opened.onclose = (event: CloseEvent) => {
      if (socket !== opened) return;
      socket = null;
      setStatus('closed');
      if (!isClosed && event.code !== SOCKET_AUTH_REFUSED_CODE) retryLater();
    };
  }

  open();
  return {
    close() {
      isClosed = true;
      clearTimeout(retryTimer);
      const current = socket;
      socket = null;
      current?.close(1000);
      setStatus('closed');
    },
  };
}
