import { DEFAULT_MESSAGES } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../test/renderInApp';
import { useErrorDialog } from './ErrorDialog';

function SaveButton() {
  const showErrorDialog = useErrorDialog();
  return (
    <Button
      onClick={() => {
        showErrorDialog();
        showErrorDialog();
      }}
    >
      Save
    </Button>
  );
}

describe('error dialog', () => {
  it('shows one ERROR dialog at a time and closes on OK', async () => {
    renderInApp(<SaveButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: DEFAULT_MESSAGES.errorDialogTitle });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(within(dialog).getByText(DEFAULT_MESSAGES.errorDialogText)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
