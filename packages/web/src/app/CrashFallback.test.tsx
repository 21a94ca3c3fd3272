import { CRASH_FALLBACK_TEXT } from '@atrium/contracts';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CrashFallback } from './CrashFallback';
import { shouldReloadForChunkError } from './lazyPage';

function Broken(): never {
  throw new TypeError('Cannot read properties of undefined');
}

describe('crash fallback', () => {
  it('apologises and gives an error code and an event id to report', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <CrashFallback /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText(CRASH_FALLBACK_TEXT)).toBeTruthy();
    expect(screen.getByText(/Error code: TypeError · Event id: [0-9a-f-]{36}/)).toBeTruthy();
  });

  it('reloads for a missing page chunk only once', () => {
    const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/SignInPage.js');
    expect(shouldReloadForChunkError(chunkError)).toBe(true);
    expect(shouldReloadForChunkError(new TypeError('x is undefined'))).toBe(false);
    window.sessionStorage.setItem('atrium.reloaded-for-chunk', '1');
    expect(shouldReloadForChunkError(chunkError)).toBe(false);
  });
});
