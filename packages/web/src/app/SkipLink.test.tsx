import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './SkipLink';

describe('skip link', () => {
  it('shows itself while focused and takes the focus to the page, leaving the address as it is', () => {
    render(
      <>
        <SkipLink targetId="content" />
        <button type="button">Header button</button>
        <main id="content" tabIndex={-1}>
          Page
        </main>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Skip to content' });
    expect(link.style.position).toBe('absolute');
    act(() => link.focus());
    expect(link.style.position).toBe('fixed');
    fireEvent.click(link);
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(link.style.position).toBe('absolute');
    expect(window.location.hash).toBe('');
  });
});
