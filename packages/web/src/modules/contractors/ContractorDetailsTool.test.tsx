import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, CONTRACT, CONTRACTOR, openTool, page, VENDOR } from './contractorsTestData';

const ACTIVE = {
  ...CONTRACTOR,
  active_contract: {
    id: 8,
    title: 'Frontend development',
    start_date: '2026-04-01',
    end_date: '2027-03-31',
    status: 'ongoing',
  },
};

describe('Contractor Profile', () => {
  it('shows the contractor, their vendor, active contract and contracts', async () => {
    const { callsTo } = openTool(
      'contractor-details',
      { id: CONTRACTOR.id },
      {
        [`GET ${API}/contractors/${CONTRACTOR.id}/`]: () => ({ body: ACTIVE }),
        [`GET ${API}/contracts/`]: () => page([{ ...CONTRACT, status: 'ongoing' }]),
      },
    );
    expect(await screen.findByText('Ravi Shankar')).toBeTruthy();
    expect(screen.getByText('Frontend development: 01-Apr-2026 to 31-Mar-2027')).toBeTruthy();
    const contracts = await screen.findByRole('table', { name: 'Contracts' });
    expect(await within(contracts).findByText('Ongoing')).toBeTruthy();
    expect(callsTo('GET', '/contracts/')[0]?.query.get('contractor')).toBe(String(CONTRACTOR.id));
  });

  it('adds a contract on the contractor’s vendor and opens it', async () => {
    const { callsTo, router } = openTool(
      'contractor-details',
      { id: CONTRACTOR.id },
      {
        [`GET ${API}/contractors/${CONTRACTOR.id}/`]: () => ({ body: CONTRACTOR }),
        [`GET ${API}/contracts/`]: () => page([]),
        [`GET ${API}/vendors/`]: () => page([VENDOR]),
        [`POST ${API}/contracts/`]: () => ({ status: 201, body: CONTRACT }),
      },
    );
    expect(await screen.findByText('No contracts yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add contract' });
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Frontend development' } });
    fireEvent.change(within(dialog).getByLabelText('Rate'), { target: { value: '1800' } });
    for (const [label, value] of [
      ['Start date', '01-Apr-2026'],
      ['End date', '31-Mar-2027'],
    ] as const) {
      const input = within(dialog).getByLabelText(label);
      fireEvent.mouseDown(input);
      fireEvent.change(input, { target: { value } });
      fireEvent.keyDown(input, { key: 'Enter' });
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add contract' }));
    await waitFor(() => expect(callsTo('POST', '/contracts/')).toHaveLength(1));
    expect(callsTo('POST', '/contracts/')[0]?.body).toEqual({
      contractor_id: CONTRACTOR.id,
      vendor_id: VENDOR.id,
      title: 'Frontend development',
      rate: 1800,
      rate_unit: 'hour',
      currency: 'INR',
      start_date: '2026-04-01',
      end_date: '2027-03-31',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/contract-details'));
  });

  it('shows a contractor their own profile without contracts or actions', async () => {
    const { callsTo } = openTool(
      'contractor-details',
      { id: CONTRACTOR.id },
      {
        [`GET ${API}/contractors/${CONTRACTOR.id}/`]: () => ({ body: { ...CONTRACTOR, can_manage: false } }),
      },
    );
    expect(await screen.findByText('No active contract')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add contract' })).toBeNull();
    expect(callsTo('GET', '/contracts/')).toHaveLength(0);
  });

  it('asks for a contractor when none is given', async () => {
    openTool('contractor-details', {}, {});
    expect(await screen.findByText('Open a contractor from the contractor listing.')).toBeTruthy();
  });
});
