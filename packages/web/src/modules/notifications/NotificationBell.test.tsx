import { EMPTY_STATE_TEXTS, type Notification } from '@atrium/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, installFakeApi } from '../../test/fakeApi';
import { ORG } from '../../test/fixtures';
import { renderInApp } from '../../test/renderInApp';
import { NotificationBell } from './NotificationBell';
import { UNSEEN_POLL_INTERVAL_MS } from './notifications.api';

const PATH = `/api/${ORG.id}/notifications/my-notifications/`;

function notification(id: number, text: string, elapsed: string, action = 'project:updated'): Notification {
  return {
    id,
    is_seen: false,
    notification_text: text,
    notification_data: { request_id: id, request_type: 'timesheet', display_id: `TS-${id}` },
    elapsed_time_duration: elapsed,
    action,
    recipient_type: 'approver',
    created: '2026-01-01T00:00:00.000Z',
  };
}

/** A server keeping the notifications: GET lists the unseen (or pages of all), POST marks seen. */
function fakeNotifications(initial: Notification[]) {
  const stored = initial.map((item) => ({ ...item }));
  const arrive = (item: Notification) => stored.unshift(item);
  const api = installFakeApi({
    [`GET ${PATH}`]: ({ query }) => {
      const all = query.get('all') === 'true';
      const listed = all ? stored : stored.filter((item) => !item.is_seen);
      const offset = Number(query.get('offset') ?? 0);
      const limit = Number(query.get('limit') ?? 20);
      return { body: { count: listed.length, results: listed.slice(offset, offset + limit) } };
    },
    [`POST ${PATH}`]: ({ body }) => {
      const { ids } = body as { ids: number[] };
      for (const item of stored) if (ids.includes(item.id)) item.is_seen = true;
      return { body: { detail: `${ids.length} marked as seen` } };
    },
  });
  renderInApp(
    <>
      <NotificationBell />
      <CurrentPath />
    </>,
  );
  const posts = () => api.calls.filter((call: FakeRequest) => call.method === 'POST');
  return { ...api, posts, arrive };
}

function CurrentPath() {
  const location = useLocation();
  return <output aria-label="Current page">{`${location.pathname}${location.search}`}</output>;
}

const bell = (name: string | RegExp = /^Notifications/) => screen.findByRole('button', { name });

describe('notifications bell', () => {
  it('is red with the count while there are unseen notifications', async () => {
    fakeNotifications([notification(1, 'Timesheet submitted', 'PT5M'), notification(2, 'Leave', 'PT3H')]);
    const button = await bell('Notifications, 2 unseen');
    expect(button.classList.contains('ant-btn-dangerous')).toBe(true);
  });

  it('says there are none, and is not red, when nothing is unseen', async () => {
    const { posts } = fakeNotifications([]);
    const button = await bell('Notifications');
    expect(button.classList.contains('ant-btn-dangerous')).toBe(false);
    fireEvent.click(button);
    expect(await screen.findByText(EMPTY_STATE_TEXTS.notifications)).toBeTruthy();
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    expect(posts()).toHaveLength(0);
  });

  it('lists the unseen with their age; closing marks them seen and reloads', async () => {
    fakeNotifications([
      notification(1, 'Timesheet submitted by Ada', 'PT5M'),
      notification(2, 'Leave requested by Alan', 'PT3H'),
      notification(3, 'Project PR-4 updated', 'P2DT1H'),
    ]);
    fireEvent.click(await bell('Notifications, 3 unseen'));
    for (const [text, age] of [
      ['Timesheet submitted by Ada', '5m'],
      ['Leave requested by Alan', '3h'],
      ['Project PR-4 updated', '2d'],
    ] as const) {
      expect((await screen.findByRole('button', { name: `${text} ${age}` })).textContent).toBe(
        `${text}${age}`,
      );
    }
    fireEvent.click(await bell('Notifications, 3 unseen'));

    const marked = await bell('Notifications');
    expect(marked.classList.contains('ant-btn-dangerous')).toBe(false);
  });

  it('sends the ids it showed when closed', async () => {
    const { posts } = fakeNotifications([notification(4, 'One', 'PT1M'), notification(9, 'Two', 'PT2M')]);
    const button = await bell('Notifications, 2 unseen');
    fireEvent.click(button);
    await screen.findByText('One');
    fireEvent.click(button);
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({ ids: [4, 9] });
  });

  it('opens a clicked notification through the resolver here, marks it seen and closes the list', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { posts } = fakeNotifications([
      notification(7, 'Timesheet TS-7 approved', 'PT1M', 'timesheet:approved'),
    ]);
    fireEvent.click(await bell());
    fireEvent.click(await screen.findByRole('button', { name: /^Timesheet TS-7 approved/ }));

    expect(open).not.toHaveBeenCalled();
    await waitFor(() => expect(posts().map((call) => call.body)).toContainEqual({ ids: [7] }));
    const opened = new URL(
      screen.getByRole('status', { name: 'Current page' }).textContent ?? '',
      'http://x',
    );
    expect(opened.pathname).toBe('/resolver');
    await waitFor(async () => expect((await bell()).getAttribute('aria-expanded')).toBe('false'));
    expect(opened.searchParams.get('action')).toBe('timesheet:approved');
    expect(opened.searchParams.get('recipient_type')).toBe('approver');
    expect(JSON.parse(opened.searchParams.get('notification_data') ?? '')).toEqual({
      request_id: 7,
      request_type: 'timesheet',
      display_id: 'TS-7',
    });
  });

  it('opens a notification in a new tab on a Ctrl-click', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    fakeNotifications([notification(8, 'Timesheet TS-8 approved', 'PT1M', 'timesheet:approved')]);
    fireEvent.click(await bell());
    fireEvent.click(await screen.findByRole('button', { name: /^Timesheet TS-8 approved/ }), {
      ctrlKey: true,
    });
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]?.slice(1)).toEqual(['_blank', 'noopener']);
  });

  it('pages through every notification, 20 at a time', async () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      notification(index + 1, `Note ${index + 1}`, 'PT1M'),
    );
    const { calls } = fakeNotifications(many);
    fireEvent.click(await bell());
    fireEvent.click(await screen.findByRole('tab', { name: 'All' }));
    const all = await screen.findByRole('tabpanel', { name: 'All' });
    await within(all).findByRole('button', { name: /^Note 20 / });
    fireEvent.click(within(all).getByTitle('2'));

    expect(await within(all).findByRole('button', { name: /^Note 25 / })).toBeTruthy();
    expect(within(all).queryByRole('button', { name: /^Note 20 / })).toBeNull();
    const pages = calls.filter((call) => call.query.get('all') === 'true');
    expect(pages.map((call) => Object.fromEntries(call.query))).toEqual([
      { all: 'true', limit: '20', offset: '0' },
      { all: 'true', limit: '20', offset: '20' },
    ]);
  });
});

class FakeDesktopNotification {
  static permission: NotificationPermission = 'default';
  static requestPermission = vi.fn(async () => {
    FakeDesktopNotification.permission = 'granted';
    return FakeDesktopNotification.permission;
  });
  static shown: FakeDesktopNotification[] = [];
  onclick: (() => void) | null = null;
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    FakeDesktopNotification.shown.push(this);
  }
  close() {}
}

describe('desktop notifications', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeDesktopNotification.permission = 'default';
    FakeDesktopNotification.shown = [];
    vi.stubGlobal('Notification', FakeDesktopNotification);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Runs the timers, letting the fake API's answers arrive in between. */
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('asks permission when the bell is opened, then shows new timesheet and lms ones as the list is polled', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { arrive } = fakeNotifications([notification(1, 'Old timesheet', 'PT9M', 'timesheet:submitted')]);
    await wait(50);
    expect(FakeDesktopNotification.requestPermission).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unseen' }));
    expect(FakeDesktopNotification.requestPermission).toHaveBeenCalledTimes(1);

    arrive(notification(2, 'Timesheet TS-2 submitted', 'PT1M', 'timesheet:submitted'));
    arrive(notification(3, 'Leave requested', 'PT1M', 'lms:leave-requested'));
    arrive(notification(4, 'Project updated', 'PT1M', 'project:updated'));
    await wait(UNSEEN_POLL_INTERVAL_MS);
    await wait(50); // the answer

    expect(screen.getByRole('button', { name: 'Notifications, 4 unseen' })).toBeTruthy();
    const shown = FakeDesktopNotification.shown.map(({ title, options }) => [title, options.body]);
    expect(shown).toEqual([
      [ORG.name, 'Leave requested'],
      [ORG.name, 'Timesheet TS-2 submitted'],
    ]);
    FakeDesktopNotification.shown[0]?.onclick?.();
    expect(String(open.mock.calls[0]?.[0])).toMatch(/^\/resolver\?action=lms%3Aleave-requested&/);
  });
});

describe('email notifications', () => {
  it('are offered in the bell and turned on with the switch', async () => {
    let stored = { email_notifications: false };
    const api = installFakeApi({
      [`GET ${PATH}`]: () => ({ body: { count: 0, results: [] } }),
      [`GET /api/${ORG.id}/notifications/settings/`]: () => ({ body: stored }),
      [`PUT /api/${ORG.id}/notifications/settings/`]: ({ body }) => {
        stored = body as typeof stored;
        return { body: stored };
      },
    });
    renderInApp(
      <>
        <NotificationBell />
        <CurrentPath />
      </>,
    );
    fireEvent.click(await bell());
    const toggle = await screen.findByRole('switch', { name: 'Email me my notifications' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(true);
    expect(stored).toEqual({ email_notifications: true });
  });
});
