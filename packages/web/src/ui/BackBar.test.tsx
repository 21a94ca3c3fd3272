import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BackBar } from './BackBar';

function LocationProbe() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

function renderBackBar(segments: readonly string[]) {
  render(
    <MemoryRouter initialEntries={['/workspace/projects', '/workspace/project-view']} initialIndex={1}>
      <BackBar segments={segments} />
      <LocationProbe />
    </MemoryRouter>,
  );
}

describe('back-bar', () => {
  it('shows the header text separated by slashes', () => {
    renderBackBar(['Projects', 'PR-12', '', 'Settings']);
    expect(screen.getByRole('heading', { level: 5 }).textContent).toBe('Projects / PR-12 / Settings');
  });

  it('goes back to the previous page', () => {
    renderBackBar(['Projects']);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('status', { name: 'Location' }).textContent).toBe('/workspace/projects');
  });

  it('shows only the button without a header text', () => {
    renderBackBar([]);
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
