import {
  CHUNK_LOAD_TIMEOUT_MS,
  CRASH_FALLBACK_TEXT,
  DEFAULT_MESSAGES,
  ERROR_PAGE_TEXTS,
} from '@atrium/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Button } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ToolLoader, ToolProps } from '../../platform/tools/toolTypes';
import { renderInApp } from '../../test/renderInApp';
import { usePageState } from '../../ui/PageStateContext';
import { COMING_SOON_TEXT } from './ComingSoonTool';
import { ToolFrame } from './ToolFrame';

const RELOAD_FLAG = 'atrium.reloaded-for-chunk';

function frame(load: ToolLoader | null, title = 'Leave Requests') {
  return renderInApp(
    <ToolFrame
      toolKey="leave-request-list"
      title={title}
      options={{}}
      onOptionsChange={vi.fn()}
      load={load}
    />,
  );
}

/** A tool that drives its page state from buttons, as a real screen would from its calls. */
function PageStateTool(_props: ToolProps) {
  const { dispatch } = usePageState();
  return (
    <>
      <p>Leave list</p>
      <Button onClick={() => dispatch({ type: 'set-access-denied', value: true })}>Deny</Button>
      <Button onClick={() => dispatch({ type: 'set-error-500', value: true })}>Fail</Button>
      <Button
        onClick={() => dispatch({ type: 'set-message-alert', value: { type: 'success', message: 'Saved' } })}
      >
        Save
      </Button>
      <Button
        onClick={() =>
          dispatch({ type: 'set-confirmation-box', value: { title: 'Reject leave?', confirmText: 'Reject' } })
        }
      >
        Reject
      </Button>
    </>
  );
}

let isToolBroken = true;

function CrashingTool(_props: ToolProps) {
  if (isToolBroken) throw new TypeError('Cannot read properties of undefined');
  return <p>Recovered</p>;
}

describe('tool frame', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a tool that is not built yet as its title and "coming soon", nothing more', () => {
    frame(null, 'Tasks');
    const card = screen.getByRole('region', { name: 'Tasks' });
    expect(within(card).getByText('Tasks')).toBeTruthy();
    expect(within(card).getByText(COMING_SOON_TEXT)).toBeTruthy();
  });

  it('shows the tool once its chunk arrives, with a skeleton meanwhile', async () => {
    frame(async () => PageStateTool);
    expect(document.querySelector('.ant-skeleton')).not.toBeNull();
    expect(await screen.findByText('Leave list')).toBeTruthy();
  });

  it('keeps page state per tool: alert, confirmation box, access denied, server error', async () => {
    frame(async () => PageStateTool);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toContain('Saved');

    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject leave?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    // The server-error picture is a chunk of its own, fetched when first shown.
    expect(await screen.findByText(DEFAULT_MESSAGES.errorDialogText)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Deny' }));
    expect(screen.getByText(ERROR_PAGE_TEXTS.accessDenied.heading)).toBeTruthy();
    expect(screen.queryByText('Leave list')).toBeNull();
  });

  it('keeps a crash inside the tool card, with the crash text, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    frame(async () => CrashingTool);
    const card = screen.getByRole('region', { name: 'Leave Requests' });
    expect(await within(card).findByText(CRASH_FALLBACK_TEXT)).toBeTruthy();
    expect(within(card).getByText(/Error code: TypeError · Event id: [0-9a-f-]{36}/)).toBeTruthy();
    isToolBroken = false;
    fireEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('Recovered')).toBeTruthy();
  });

  it('counts a chunk slower than 120 s as failed and reloads the page for it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers();
    frame(() => new Promise(() => {}));
    await act(async () => vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1));
    expect(window.sessionStorage.getItem(RELOAD_FLAG)).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(window.sessionStorage.getItem(RELOAD_FLAG)).toBe('1');
  });

  it('shows the crash text when the chunk fails again after that one reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.sessionStorage.setItem(RELOAD_FLAG, '1');
    frame(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')));
    expect(await screen.findByText(CRASH_FALLBACK_TEXT)).toBeTruthy();
  });
});
