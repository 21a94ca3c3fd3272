import { CRASH_FALLBACK_TEXT } from '@atrium/contracts';
import { lastEventId } from '@sentry/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { startErrorReporting } from '../platform/errorReporting';
import { installFakeApi } from '../test/fakeApi';
import { CrashBoundary } from './CrashBoundary';
import { CrashNotice } from './CrashNotice';
import { shouldReloadForChunkError } from './lazyPage';

function Broken(): never {
  throw new TypeError('Cannot read properties of undefined');
}

describe('crash fallback', () => {
  it('apologises for a crashed page with an error code and an event id to report, until the next navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = render(
      <CrashBoundary page={{ resetKey: '/workspace/1' }}>
        <Broken />
      </CrashBoundary>,
    );
    expect(await screen.findByText(CRASH_FALLBACK_TEXT)).toBeTruthy();
    expect(screen.getByText(/Error code: TypeError · Event id: [0-9a-f-]{36}/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();

    view.rerender(
      <CrashBoundary page={{ resetKey: '/workspace/2' }}>
        <p>The next page</p>
      </CrashBoundary>,
    );
    expect(screen.getByText('The next page')).toBeTruthy();
  });

  it('shows the event id of the error-reporting service when the crash was reported', () => {
    const eventId = '0f8e4c2a9b7d4e61a3c5b2d1e0f9a8b7';
    render(
      <CrashNotice error={new RangeError('x')} eventId={eventId} retryLabel="Reload" onRetry={() => {}} />,
    );
    expect(screen.getByText(`Error code: RangeError · Event id: ${eventId}`)).toBeTruthy();
  });

  it('reloads for a missing page chunk only once', () => {
    const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/SignInPage.js');
    expect(shouldReloadForChunkError(chunkError)).toBe(true);
    expect(shouldReloadForChunkError(new TypeError('x is undefined'))).toBe(false);
    window.sessionStorage.setItem('atrium.reloaded-for-chunk', '1');
    expect(shouldReloadForChunkError(chunkError)).toBe(false);
  });

  it('reports a tool crash when the server names a DSN, and shows the id of the reported event', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Port 9 (discard) refuses at once: the SDK's delivery fails quietly, the event id is still the one it made.
    installFakeApi({
      'GET /api/public/client-config/': () => ({
        body: { sentry_dsn: 'http://public@127.0.0.1:9/1', environment: 'test' },
      }),
    });
    await startErrorReporting();

    render(
      <CrashBoundary>
        <Broken />
      </CrashBoundary>,
    );
    const notice = await screen.findByText(/Error code: TypeError · Event id: [0-9a-f]{32}$/);
    expect(notice.textContent).toBe(`Error code: TypeError · Event id: ${lastEventId()}`);
  });
});
