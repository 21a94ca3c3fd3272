import { type Notification, SOCKET_RETRY_DELAY_MS, TASK_MESSAGES, type Task } from '@atrium/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UNSEEN_POLL_INTERVAL_MS } from '../modules/notifications';
import { BASE_ROUTES, type FakeRequest, installFakeApi } from '../test/fakeApi';
import type { FakeWebSocket } from '../test/fakeSocket';
import { CEO, ORG } from '../test/fixtures';
import { renderApp } from '../test/renderApp';
import { taskFixture } from '../test/taskFixtures';

const NOTIFICATIONS = `/api/${ORG.id}/notifications/my-notifications/`;
const TASKS = `/api/${ORG.id}/tasks-queue/tasks/`;

const notification = (id: number, text: string): Notification => ({
  id,
  is_seen: false,
  notification_text: text,
  notification_data: { request_id: id, request_type: 'timesheet', display_id: `TS-${id}` },
  elapsed_time_duration: 'PT1M',
  action: 'timesheet:submitted',
  recipient_type: 'approver',
  created: '2026-04-06T09:05:00.000Z',
});

/** A signed-in page whose server keeps notifications and tasks the test can change. */
function signedIn() {
  window.localStorage.setItem('atrium.access', 'token-1');
  const unseen: Notification[] = [];
  const tasks: Task[] = [taskFixture(5, { display_name: 'Grades upload', filename: 'grades.xlsx' })];
  const api = installFakeApi({
    ...BASE_ROUTES,
    [`GET ${NOTIFICATIONS}`]: () => ({ body: { count: unseen.length, results: unseen } }),
    [`GET ${TASKS}`]: () => ({ body: { count: tasks.length, results: tasks } }),
    [`POST /api/${ORG.id}/org/account/logout/`]: () => ({ status: 204 }),
  });
  const view = renderApp('/workspace/default');
  const socket = async (): Promise<FakeWebSocket> => {
    await waitFor(() => expect(api.sockets).toHaveLength(1));
    return api.sockets[0] as FakeWebSocket;
  };
  // The bell's reads (the home's recent notifications ask for all of them, with all=true).
  const reads = (path: string) =>
    api.calls.filter((call: FakeRequest) => call.path === path && !call.query.has('all')).length;
  return { ...api, ...view, unseen, tasks, socket, reads };
}

describe('personal socket', () => {
  it('opens for the signed-in user and signs in with the session token', async () => {
    const { socket } = signedIn();
    const opened = await socket();
    expect(opened.url).toBe(`ws://${window.location.host}/ws/${ORG.id}/my-general/${CEO.id}/`);
    act(() => opened.accept());
    expect(opened.sentFrames()).toEqual([{ type: 'auth', token: 'token-1' }]);
  });

  it('reloads the bell when a notification arrives', async () => {
    const { socket, unseen } = signedIn();
    const opened = await socket();
    act(() => opened.accept());
    await screen.findByRole('button', { name: 'Notifications' });

    unseen.push(notification(8, 'Timesheet TS-8 submitted'));
    act(() =>
      opened.receive({ type: 'notification', notification: notification(8, 'Timesheet TS-8 submitted') }),
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unseen' })).toBeTruthy();
  });

  it('moves a running task in the tray, and shows the task message when it finishes', async () => {
    const { socket, tasks } = signedIn();
    const opened = await socket();
    act(() => opened.accept());
    fireEvent.click(await screen.findByRole('button', { name: 'Background tasks, 1 running' }));
    // The tray's panel is a chunk of its own, built on first open: slow on a busy machine.
    const list = await screen.findByRole('list', { name: 'Background tasks' }, { timeout: 10_000 });
    expect(within(list).getByText('In the queue')).toBeTruthy();

    const running = taskFixture(5, {
      status: 'processing',
      display_name: 'Grades upload',
      filename: 'grades.xlsx',
      progress: { done: 40, total: 80 },
    });
    act(() => opened.receive({ type: 'task', event: 'progress', task: running }));
    expect(await within(list).findByText('40/80')).toBeTruthy();
    expect(screen.queryByText(TASK_MESSAGES.success)).toBeNull();

    const done = {
      ...running,
      status: 'done',
      progress: null,
      result: { records_added: 80, records_updated: 0, records_skipped: 0 },
    } as const;
    tasks[0] = done;
    act(() => opened.receive({ type: 'task', event: 'success', task: done }));
    expect(await screen.findByText(TASK_MESSAGES.success)).toBeTruthy();
    expect(await within(list).findByText('Added 80 · Updated 0 · Skipped 0')).toBeTruthy();
  });

  it.each([
    ['fail', 'failed'],
    ['download_task_started', 'processing'],
    ['download_task_success', 'done'],
    ['download_task_failed', 'failed'],
  ] as const)('shows the %s message', async (event, status) => {
    const { socket } = signedIn();
    const opened = await socket();
    act(() => opened.accept());
    act(() => opened.receive({ type: 'task', event, task: taskFixture(6, { status }) }));
    expect(await screen.findByText(TASK_MESSAGES[event])).toBeTruthy();
  });

  it('reads the lists again when a lost socket comes back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { socket, sockets, reads } = signedIn();
      const opened = await socket();
      act(() => opened.accept());
      await screen.findByRole('button', { name: 'Notifications' });
      const before = reads(NOTIFICATIONS);
      act(() => opened.drop());
      expect(sockets).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(SOCKET_RETRY_DELAY_MS));
      expect(sockets).toHaveLength(2);
      act(() => sockets[1]?.accept());
      await waitFor(() => expect(reads(NOTIFICATIONS)).toBe(before + 1));
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets the bell poll slowly while the socket is open, and every minute while it is down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { socket, reads } = signedIn();
      const opened = await socket();
      act(() => opened.accept());
      await screen.findByRole('button', { name: 'Notifications' });
      const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
      const before = reads(NOTIFICATIONS);
      await wait(UNSEEN_POLL_INTERVAL_MS * 2);
      expect(reads(NOTIFICATIONS)).toBe(before);

      act(() => opened.drop(4401));
      await wait(UNSEEN_POLL_INTERVAL_MS + 50);
      expect(reads(NOTIFICATIONS)).toBe(before + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes on sign-out, and is not opened again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { socket, sockets } = signedIn();
      const opened = await socket();
      act(() => opened.accept());
      fireEvent.click(await screen.findByRole('button', { name: 'Profile menu' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
      await screen.findByRole('button', { name: 'LOGIN' });
      expect(opened.readyState).toBe(3);
      await act(() => vi.advanceTimersByTimeAsync(SOCKET_RETRY_DELAY_MS * 4));
      expect(sockets).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
