import { ROLES } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../test/renderTool';
import { HiringRequestListTool } from './HiringRequestListTool';
import { API, installHiringApi, page, REQUEST } from './hiringTestData';

const HELD = { ...REQUEST, id: 8, code: 'HR-0008', status: 'on-hold' as const };

describe('Hiring Request List', () => {
  it('lists the requests with their codes and statuses, and filters in the query it sends', async () => {
    const { callsTo } = installHiringApi({ [`GET ${API}/hiring-requests/`]: () => page([REQUEST, HELD]) });
    const { router } = renderTool(HiringRequestListTool, 'Hiring Request List');
    const table = await screen.findByRole('table', { name: 'Hiring requests' });
    expect(await within(table).findByText('HR-0008')).toBeTruthy();
    expect(within(table).getByText('On hold')).toBeTruthy();
    expect(within(table).getByText('Pending approval')).toBeTruthy();
    expect(within(table).getAllByText('4–8 years')).toHaveLength(2);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search hiring requests' }), {
      target: { value: 'hr-8' },
    });
    await waitFor(() => expect(callsTo('GET', '/hiring-requests/').at(-1)?.query.get('search')).toBe('hr-8'));
    expect(callsTo('GET', '/hiring-requests/').at(-1)?.query.get('limit')).toBe('10');
    fireEvent.click(within(table).getByRole('link', { name: 'HR-0007' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hiring-request-detail'));
  });

  it('says when there are none, and offers raising one only to who may', async () => {
    installHiringApi({ [`GET ${API}/hiring-requests/`]: () => page([]) }, [
      ROLES.TAS_ANALYST,
      ROLES.EMPLOYEE,
    ]);
    renderTool(HiringRequestListTool, 'Hiring Request List');
    expect(await screen.findByText('No hiring requests yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Raise hiring request' })).toBeNull();
  });

  it('offers a hiring manager to raise one', async () => {
    installHiringApi({ [`GET ${API}/hiring-requests/`]: () => page([]) }, [ROLES.TAS_HIRING_MANAGER]);
    renderTool(HiringRequestListTool, 'Hiring Request List');
    await screen.findByText('No hiring requests yet.');
    expect(await screen.findByRole('button', { name: 'Raise hiring request' })).toBeTruthy();
  });
});
