import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, CONTRACT, CONTRACTOR, openTool, page } from './contractorsTestData';

const WITH_CONTRACT = {
  ...CONTRACTOR,
  active_contract: {
    id: 8,
    title: 'Frontend development',
    start_date: '2026-04-01',
    end_date: '2027-03-31',
    status: 'ongoing',
  },
};

describe('Contractor Listing', () => {
  it('lists contractors with vendor and contract end, searched and filtered on the server', async () => {
    const { callsTo, router } = openTool(
      'contractor-list',
      {},
      {
        [`GET ${API}/contractors/`]: () =>
          page([WITH_CONTRACT, { ...CONTRACTOR, id: 6, code: 'C-0002', vendor: null }]),
      },
    );
    const table = await screen.findByRole('table', { name: 'Contractors' });
    const row = (await within(table).findByText('C-0001')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Northwind Staffing')).toBeTruthy();
    expect(within(row).getByText('31-Mar-2027')).toBeTruthy();
    expect(within(table).getByText('No active contract')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search contractors' }), {
      target: { value: 'ravi' },
    });
    await waitFor(() => expect(callsTo('GET', '/contractors/').at(-1)?.query.get('search')).toBe('ravi'));
    fireEvent.mouseDown(screen.getByLabelText('Status'));
    fireEvent.click(await screen.findByTitle('Active'));
    await waitFor(() => expect(callsTo('GET', '/contractors/').at(-1)?.query.get('status')).toBe('active'));
    fireEvent.click(within(row).getByText('Ravi Shankar'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contractor-details'));
  });

  it('sorts by code on the server', async () => {
    const { callsTo } = openTool(
      'contractor-list',
      {},
      { [`GET ${API}/contractors/`]: () => page([CONTRACTOR]) },
    );
    await screen.findByText('C-0001');
    fireEvent.click(screen.getByRole('columnheader', { name: /Code/ }));
    await waitFor(() => expect(callsTo('GET', '/contractors/').at(-1)?.query.get('order_by')).toBe('code'));
  });

  it('says so when nobody matches', async () => {
    openTool('contractor-list', {}, { [`GET ${API}/contractors/`]: () => page([]) });
    expect(await screen.findByText('No contractors match these filters.')).toBeTruthy();
  });

  it('opened on one contractor (a search result), shows their profile and goes back to the list', async () => {
    const { callsTo, toolsData } = openTool(
      'contractor-list',
      { id: CONTRACTOR.id },
      {
        [`GET ${API}/contractors/${CONTRACTOR.id}/`]: () => ({ body: CONTRACTOR }),
        [`GET ${API}/contracts/`]: () => page([CONTRACT]),
        [`GET ${API}/contractors/`]: () => page([CONTRACTOR]),
      },
    );
    expect(await screen.findByText('contractor@acme.example')).toBeTruthy();
    expect(callsTo('GET', '/contractors/')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'All contractors' }));
    await waitFor(() => expect(toolsData()['contractor-list']?.id).toBeUndefined());
    expect(await screen.findByRole('table', { name: 'Contractors' })).toBeTruthy();
  });
});
