import type { EmployeeCard } from '@atrium/contracts';
import { POPOVER_HOVER_DELAY_MS } from '@atrium/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeResponse, installFakeApi } from '../test/fakeApi';
import { ORG } from '../test/fixtures';
import { renderInApp } from '../test/renderInApp';
import { ProfileHoverCard } from './ProfileHoverCard';

const CARD: EmployeeCard = {
  id: 42,
  first_name: 'ada',
  last_name: 'lovelace',
  photo: 'https://cdn.example/ada.png',
  email: 'ada@acme.example',
  mobile: '+91 98450 00042',
  designation: { id: 3, name: 'Principal Engineer' },
  department: { id: 4, name: 'Engineering' },
  code: 'AC-042',
  total_experience: 9.5,
  employment_type: 'full-time',
  status: 'in-notice',
};

function hoverCard(answer: FakeResponse = { body: CARD }) {
  const api = installFakeApi({ [`GET /api/${ORG.id}/org/employees/42/card/`]: () => answer });
  renderInApp(
    <ProfileHoverCard employeeId={42}>
      <button type="button">Ada Lovelace</button>
    </ProfileHoverCard>,
  );
  return { ...api, trigger: screen.getByRole('button', { name: 'Ada Lovelace' }) };
}

/** Runs the timers, letting the fake API's answer arrive in between. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('profile hover card', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens after 100 ms of hover with the employee card', async () => {
    const { trigger, calls } = hoverCard();
    fireEvent.mouseEnter(trigger);
    await wait(POPOVER_HOVER_DELAY_MS - 1);
    expect(calls).toHaveLength(0);
    await wait(50);

    expect(screen.getByRole('tooltip')).toBeTruthy();
    expect(screen.getByText('Ada Lovelace', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo of Ada Lovelace' })).toBeTruthy();
    for (const text of [
      CARD.email,
      '+91 98450 00042',
      'Principal Engineer',
      'Engineering',
      'AC-042',
      '9.5 years',
      'Full time',
      'ON NOTICE',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    // The organisation calls its departments functions.
    expect(screen.getByText('Function')).toBeTruthy();
    expect(screen.queryByText('Department')).toBeNull();
  });

  it('closes on leave and on wheel, and loads each employee once', async () => {
    const { trigger, calls } = hoverCard();
    fireEvent.mouseEnter(trigger);
    await wait(500);
    expect(screen.queryByText(CARD.email)).not.toBeNull();

    fireEvent.mouseLeave(trigger);
    await wait(500);
    expect(screen.queryByText(CARD.email)).toBeNull();

    fireEvent.mouseEnter(trigger);
    await wait(500);
    expect(screen.queryByText(CARD.email)).not.toBeNull();
    fireEvent.wheel(window);
    await wait(500);
    expect(screen.queryByText(CARD.email)).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('stays hidden when the card cannot be loaded', async () => {
    const { trigger, calls } = hoverCard({ status: 404, body: { code: 'not_found' } });
    fireEvent.mouseEnter(trigger);
    await wait(500);
    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('status', { name: 'Loading profile' })).toBeNull();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
