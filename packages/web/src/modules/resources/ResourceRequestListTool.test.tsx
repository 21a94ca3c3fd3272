import { ROLES } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../test/renderTool';
import { ResourceRequestListTool } from './ResourceRequestListTool';
import { API, installResourcesApi, page, REQUEST } from './resourcesTestData';

const FILLING = { ...REQUEST, id: 8, code: 'RR-0008', status: 'in-progress' as const, filled_count: 1 };

describe('Resource Request List', () => {
  it('lists the requests with their codes, priorities and statuses, and filters in the query it sends', async () => {
    const { callsTo } = installResourcesApi(
      { [`GET ${API}/resource-requests/`]: () => page([REQUEST, FILLING]) },
      [ROLES.RMG_MANAGER],
    );
    const { router } = renderTool(ResourceRequestListTool, 'Resource Request List');
    const table = await screen.findByRole('table', { name: 'Resource requests' });
    expect(await within(table).findByText('RR-0008')).toBeTruthy();
    expect(within(table).getByText('In progress')).toBeTruthy();
    expect(within(table).getByText('1 of 2')).toBeTruthy();
    expect(within(table).getAllByText('High')).toHaveLength(2);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search resource requests' }), {
      target: { value: 'rr-8' },
    });
    await waitFor(() =>
      expect(callsTo('GET', '/resource-requests/').at(-1)?.query.get('search')).toBe('rr-8'),
    );
    expect(callsTo('GET', '/resource-requests/').at(-1)?.query.get('limit')).toBe('10');
    fireEvent.click(within(table).getByRole('link', { name: 'RR-0007' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/resource-request-detail'));
  });

  it('says when there are none, and offers requesting resources only to who may raise them', async () => {
    installResourcesApi({ [`GET ${API}/resource-requests/`]: () => page([]) }, [ROLES.RMG_MANAGER]);
    renderTool(ResourceRequestListTool, 'Resource Request List');
    expect(await screen.findByText('No resource requests yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request resources' })).toBeNull();
  });

  it('offers a delivery lead to request resources', async () => {
    installResourcesApi({ [`GET ${API}/resource-requests/`]: () => page([]) }, [ROLES.DELIVERY_LEAD]);
    const { router } = renderTool(ResourceRequestListTool, 'Resource Request List');
    fireEvent.click(await screen.findByRole('button', { name: 'Request resources' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/resource-request-form'));
  });
});
