import { BANNER_AUTO_CLOSE_MS, DEFAULT_MESSAGES } from '@atrium/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessageBanner } from './MessageBanner';

function SavedScreen() {
  const [message, setMessage] = useState<string | null>(DEFAULT_MESSAGES.updateSuccess);
  return <MessageBanner type="success" message={message} onClose={() => setMessage(null)} />;
}

describe('message banner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes itself after 3 seconds', () => {
    render(<SavedScreen />);
    expect(screen.getByRole('alert').textContent).toContain(DEFAULT_MESSAGES.updateSuccess);

    act(() => vi.advanceTimersByTime(BANNER_AUTO_CLOSE_MS - 1));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes from its close button', () => {
    render(<SavedScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Close message' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
