import { fireEvent, screen } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../test/renderInApp';
import type { ConfirmationValues } from './ConfirmationDialog';
import { useConfirmation } from './useConfirmation';

function ReopenTimesheet({ onAnswer }: { onAnswer(values: ConfirmationValues | null): void }) {
  const [confirm, dialog] = useConfirmation();
  const ask = async () =>
    onAnswer(await confirm({ title: 'Reopen timesheet', comment: { label: 'Comment' } }));
  return (
    <>
      <Button onClick={ask}>Reopen</Button>
      {dialog}
    </>
  );
}

describe('useConfirmation', () => {
  it.each([
    ['Confirm', { comment: 'Hours missing' }],
    ['Cancel', null],
  ])('answers %s with %j', async (button, answer) => {
    const onAnswer = vi.fn();
    renderInApp(<ReopenTimesheet onAnswer={onAnswer} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    await screen.findByRole('dialog', { name: 'Reopen timesheet' });
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'Hours missing' } });
    fireEvent.click(screen.getByRole('button', { name: button }));
    await vi.waitFor(() => expect(onAnswer).toHaveBeenCalledWith(answer));
  });
});
