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

/** The duration of Ant Design's motions inside the app's providers, the system asking for less motion or not. */
function motionDurationWhen(reduce: boolean) {
  prefersReducedMotion(reduce);
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MotionDuration />
    </AppProviders>,
  );
  return screen.getByRole('status', { name: 'Motion' }).textContent;
}

describe('motion', () => {
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('plays when the system does not ask for less', () => {
    expect(motionDurationWhen(false)).not.toBe('0s');
  });

  it('stops when the system asks for less', () => {
    expect(motionDurationWhen(true)).toBe('0s');
  });
});
