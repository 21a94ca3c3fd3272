import type { MyOnboardingTask } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_ROUTES, installFakeApi } from '../../test/fakeApi';
import { ORG } from '../../test/fixtures';
import { renderInApp } from '../../test/renderInApp';
import { settled } from '../../test/settled';
import { MyOnboardingTasksCard } from './components/MyOnboardingTasksCard';

const API = `/api/${ORG.id}/hiring`;
const TASK: MyOnboardingTask = {
  id: 12,
  offer_id: 5,
  team: 'it',
  title: 'Laptop and accounts',
  due_date: '2026-12-01',
  is_overdue: true,
  candidate: 'Priya Sharma',
  joining_as: 'Software Engineer · Engineering',
  joining_date: '2026-12-07',
};

function open(tasks: MyOnboardingTask[]) {
  window.localStorage.setItem('atrium.access', 'token-1');
  let current = tasks;
  const api = installFakeApi({
    ...BASE_ROUTES,
    [`GET ${API}/onboarding-tasks/mine/`]: () => ({ body: { results: current } }),
    [`POST ${API}/offers/5/tasks/12/complete/`]: () => {
      current = [];
      return { body: null };
    },
  });
  const { queryClient } = renderInApp(
    <>
      <MyOnboardingTasksCard />
      <p>Home</p>
    </>,
  );
  return { ...api, queryClient };
}

describe('the onboarding task owner’s card on their home', () => {
  it('lists each open task for whom and by when, and completes one after a confirmation', async () => {
    const { calls } = open([TASK]);
    expect(await screen.findByText('My onboarding tasks')).toBeTruthy();
    expect(screen.getByText('IT: Laptop and accounts')).toBeTruthy();
    expect(
      screen.getByText('For Priya Sharma, Software Engineer · Engineering, joining 07-Dec-2026'),
    ).toBeTruthy();
    expect(screen.getByText('Due 01-Dec-2026 (overdue)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Complete Laptop and accounts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete onboarding task' });
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Laptop and accounts done')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('My onboarding tasks')).toBeNull());
  });

  it('shows nothing to someone who owns no task', async () => {
    const { queryClient } = open([]);
    await settled(queryClient);
    expect(screen.queryByText('My onboarding tasks')).toBeNull();
  });
});
