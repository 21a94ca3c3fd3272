import { type RealtimeMessage, SOCKET_MAX_RETRIES, SOCKET_RETRY_DELAY_MS } from '@atrium/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeSockets } from '../test/fakeSocket';
import { taskFixture } from '../test/taskFixtures';
import { connectRealtime, personalSocketUrl, type RealtimeStatus, realtimeUrl } from './realtime';

const SOCKET_URL = 'ws://localhost:3000/ws/7/my-general/11/';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function connect(readToken: () => string | null = () => 'token-1') {
  const sockets = installFakeSockets((name, value) => vi.stubGlobal(name, value));
  const messages: RealtimeMessage[] = [];
  const statuses: RealtimeStatus[] = [];
  const connection = connectRealtime({
    url: SOCKET_URL,
    readToken,
    onMessage: (message) => messages.push(message),
    onStatusChange: (status) => statuses.push(status),
  });
  const last = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  };
  return { sockets, messages, statuses, connection, last };
}

describe('socket URL', () => {
  it('is on the page host, wss under https, or on the API host when the API lives elsewhere', () => {
    expect(personalSocketUrl(7, 11)).toBe(`ws://${window.location.host}/ws/7/my-general/11/`);
    expect(realtimeUrl('/ws/7/x/', 'https://api.acme.example')).toBe('wss://api.acme.example/ws/7/x/');
    expect(realtimeUrl('/ws/7/x/', 'http://localhost:3000/')).toBe('ws://localhost:3000/ws/7/x/');
  });
});

describe('personal socket', () => {
  it('sends the session token as its first frame once open', () => {
    const { last, statuses } = connect();
    expect(last().url).toBe(SOCKET_URL);
    expect(statuses).toEqual(['connecting']);
    last().accept();
    expect(last().sentFrames()).toEqual([{ type: 'auth', token: 'token-1' }]);
    expect(statuses).toEqual(['connecting', 'open']);
  });

  it('hands over valid messages and drops anything else', () => {
    const { last, messages } = connect();
    last().accept();
    const task = { type: 'task', event: 'success', task: taskFixture(3, { status: 'done' }) };
    last().receive('not json');
    last().receive({ type: 'ready' });
    last().receive({ type: 'task', event: 'exploded', task: taskFixture(3) });
    last().receive({ type: 'task', event: 'progress', task: { id: 3 } });
    last().receive(task);
    expect(messages).toEqual([task]);
  });

  it('reopens 500 ms after the connection is lost', () => {
    const { sockets, last } = connect();
    last().accept();
    last().drop();
    vi.advanceTimersByTime(SOCKET_RETRY_DELAY_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().accept();
    expect(last().sentFrames()).toEqual([{ type: 'auth', token: 'token-1' }]);
  });

  it('gives up after 20 failed tries in a row', () => {
    const { sockets, last, statuses } = connect();
    for (let attempt = 0; attempt <= SOCKET_MAX_RETRIES; attempt++) {
      last().drop();
      vi.advanceTimersByTime(SOCKET_RETRY_DELAY_MS);
    }
    expect(sockets).toHaveLength(1 + SOCKET_MAX_RETRIES);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1 + SOCKET_MAX_RETRIES);
    expect(statuses.at(-1)).toBe('closed');
  });

  it('counts the tries afresh once a socket opens again', () => {
    const { sockets, last } = connect();
    for (let attempt = 0; attempt < SOCKET_MAX_RETRIES; attempt++) {
      last().drop();
      vi.advanceTimersByTime(SOCKET_RETRY_DELAY_MS);
    }
    last().accept();
    last().drop();
    vi.advanceTimersByTime(SOCKET_RETRY_DELAY_MS);
    expect(sockets).toHaveLength(2 + SOCKET_MAX_RETRIES);
  });

  it('does not try again when the server refuses the token', () => {
    const { sockets, last } = connect();
    last().accept();
    last().drop(4401);
    vi.advanceTimersByTime(10 * SOCKET_RETRY_DELAY_MS);
    expect(sockets).toHaveLength(1);
  });

  it('stops for good when closed, and stops retrying once the token is gone', () => {
    let token: string | null = 'token-1';
    const { sockets, last, connection } = connect(() => token);
    last().accept();
    last().drop();
    token = null;
    vi.advanceTimersByTime(SOCKET_RETRY_DELAY_MS * 5);
    expect(sockets).toHaveLength(1);

    const second = connect();
    second.last().accept();
    second.connection.close();
    expect(second.last().readyState).toBe(WebSocket.CLOSED);
    vi.advanceTimersByTime(SOCKET_RETRY_DELAY_MS * 5);
    expect(second.sockets).toHaveLength(1);
    connection.close();
  });

  it('opens nothing without a session', () => {
    const { sockets, statuses } = connect(() => null);
    expect(sockets).toHaveLength(0);
    expect(statuses).toEqual(['closed']);
  });
});
