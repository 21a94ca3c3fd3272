import { DEFAULT_MESSAGES, TOAST_AUTO_CLOSE_MS } from '@atrium/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { Button } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../test/renderInApp';
import { useNotify } from './useNotify';

function SaveButton() {
  const notify = useNotify();
  return <Button onClick={() => notify('success', DEFAULT_MESSAGES.updateSuccess)}>Save</Button>;
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('appear top-right and close after 5 seconds', async () => {
    renderInApp(<SaveButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await act(async () => vi.advanceTimersByTime(100));

    const toast = screen.getByText(DEFAULT_MESSAGES.updateSuccess);
    expect(toast.closest('.ant-notification-topRight')).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 200));
    expect(screen.queryByText(DEFAULT_MESSAGES.updateSuccess)).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.queryByText(DEFAULT_MESSAGES.updateSuccess)).toBeNull();
  });
});
