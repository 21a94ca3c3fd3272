import { ROLES } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../test/renderTool';
import { ResourceListTool } from './ResourceListTool';
import { API, installResourcesApi, MEMBER, page } from './resourcesTestData';

const RELEASING = {
  ...MEMBER,
  employee_id: 22,
  name: 'Bala K',
  state: 'releasing' as const,
  allocated_percent: 100,
  bench_days: 0,
  release_date: '2026-12-10',
  reason: null,
  skills: [],
  soft_bookings: [],
};

describe('RMG Pool', () => {
  it('lists who is free with bench days, last project, skills, why and holds, and filters in the query it sends', async () => {
    const { callsTo } = installResourcesApi({ [`GET ${API}/pool/`]: () => page([MEMBER, RELEASING]) }, [
      ROLES.RMG_MANAGER,
    ]);
    renderTool(ResourceListTool, 'RMG Pool');
    const table = await screen.findByRole('table', { name: 'People in the pool' });
    expect(await within(table).findByText('Asha Rao')).toBeTruthy();
    expect(within(table).getByText('Project ended')).toBeTruthy();
    expect(within(table).getByText('Held for RR-0004')).toBeTruthy();
    expect(within(table).getByText('+1')).toBeTruthy();
    expect(within(table).getByText('Releasing soon')).toBeTruthy();
    expect(within(table).getByText('Allocation ending')).toBeTruthy();
    expect(within(table).getAllByText('PR-0003 Payments')).toHaveLength(2);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the RMG pool' }), {
      target: { value: 'go' },
    });
    await waitFor(() => expect(callsTo('GET', '/pool/').at(-1)?.query.get('search')).toBe('go'));
  });

  it('says when everyone is allocated', async () => {
    installResourcesApi({ [`GET ${API}/pool/`]: () => page([]) }, [ROLES.RMG_MANAGER]);
    renderTool(ResourceListTool, 'RMG Pool');
    expect(await screen.findByText('Everyone is fully allocated.')).toBeTruthy();
  });
});
