import { EMPTY_STATE_TEXTS } from '@atrium/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './EmptyState';

describe('empty state', () => {
  it('says what is missing and offers the next step', () => {
    const onAdd = vi.fn();
    render(
      <EmptyState
        description={EMPTY_STATE_TEXTS.notifications}
        action={<Button onClick={onAdd}>Refresh</Button>}
      />,
    );
    expect(screen.getByText(EMPTY_STATE_TEXTS.notifications)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onAdd).toHaveBeenCalled();
  });
});
