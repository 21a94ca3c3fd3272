import { CODE_MESSAGES, COMMENT_MAX_LENGTH } from '@atrium/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectFieldError } from '../test/fieldError';
import { renderInApp } from '../test/renderInApp';
import { ConfirmationDialog, type ConfirmationOptions } from './ConfirmationDialog';

/** The dialog, once its form (a chunk of its own) has arrived. */
async function openDialog(options: Partial<ConfirmationOptions> = {}, onConfirm = vi.fn()) {
  renderInApp(
    <ConfirmationDialog
      open
      title="Deactivate user"
      content="Grace Hopper will no longer be able to sign in."
      onConfirm={onConfirm}
      onCancel={vi.fn()}
      {...options}
    />,
  );
  return { onConfirm, dialog: await screen.findByRole('dialog', { name: 'Deactivate user' }) };
}

const confirmButton = () => screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;

describe('confirmation dialog', () => {
  it('shows its title and content, 400 px wide', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByText('Grace Hopper will no longer be able to sign in.')).toBeTruthy();
    expect(dialog.closest<HTMLElement>('.ant-modal')?.style.width).toBe('400px');
  });

  it('disables confirm after one click until the action settles', async () => {
    let finish = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await openDialog({}, onConfirm);

    fireEvent.click(confirmButton());
    await vi.waitFor(() => expect(onConfirm).toHaveBeenCalledWith({}));
    expect(confirmButton().disabled).toBe(true);
    fireEvent.click(confirmButton());

    await act(async () => finish());
    expect(confirmButton().disabled).toBe(false);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('asks for a required date and comment before confirming', async () => {
    const { onConfirm } = await openDialog({
      date: { label: 'Last working day', isRequired: true },
      comment: { label: 'Reason', isRequired: true },
    });
    fireEvent.click(confirmButton());

    await expectFieldError('Last working day', CODE_MESSAGES.required);
    await expectFieldError('Reason', CODE_MESSAGES.required);
    expect(confirmButton().disabled).toBe(true);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('refuses a comment over the limit and sends the values entered', async () => {
    const { onConfirm } = await openDialog({
      date: { label: 'Last working day', isRequired: true },
      comment: { label: 'Reason' },
    });
    const reason = screen.getByLabelText('Reason');
    fireEvent.change(reason, { target: { value: 'x'.repeat(COMMENT_MAX_LENGTH + 1) } });
    await expectFieldError('Reason', CODE_MESSAGES.min_16000);
    expect(confirmButton().disabled).toBe(true);

    fireEvent.change(reason, { target: { value: 'Moved abroad' } });
    await expectFieldError('Reason', '');
    const date = screen.getByLabelText('Last working day');
    fireEvent.mouseDown(date);
    fireEvent.change(date, { target: { value: '05-Apr-2024' } });
    fireEvent.keyDown(date, { key: 'Enter' });
    fireEvent.click(confirmButton());

    await vi.waitFor(() =>
      expect(onConfirm).toHaveBeenCalledWith({ comment: 'Moved abroad', date: '2024-04-05' }),
    );
  });
});
