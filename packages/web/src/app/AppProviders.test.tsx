import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from './AppProviders';

const matchMedia = window.matchMedia;

/** The system's setting for motion, as the browser reports it. */
function prefersReducedMotion(reduce: boolean) {
  window.matchMedia = (query: string) => ({
    ...matchMedia(query),
    matches: query === '(prefers-reduced-motion: reduce)' ? reduce : matchMedia(query).matches,
  });
}

function MotionDuration() {
  const { token } = theme.useToken();
  return <output aria-label="Motion">{token.motionDurationMid}</output>;
}

describe('motion', () => {
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('plays when the system does not ask for less', () => {
    prefersReducedMotion(false);
    render(
      <AppProviders queryClient={createQueryClient()}>
        <MotionDuration />
      </AppProviders>,
    );
    expect(screen.getByRole('status', { name: 'Motion' }).textContent).not.toBe('0s');
  });

  it('stops when the system asks for less', () => {
    prefersReducedMotion(true);
    render(
      <AppProviders queryClient={createQueryClient()}>
        <MotionDuration />
      </AppProviders>,
    );
    expect(screen.getByRole('status', { name: 'Motion' }).textContent).toBe('0s');
  });
});
