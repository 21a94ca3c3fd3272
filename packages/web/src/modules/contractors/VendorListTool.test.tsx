import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, openTool, page, VENDOR } from './contractorsTestData';

describe('Vendor List', () => {
  it('lists vendors with GSTIN, PAN, contractor count and status, and opens one', async () => {
    const { router } = openTool('vendor-list', {}, { [`GET ${API}/vendors/`]: () => page([VENDOR], 23) });
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('Northwind Staffing')).closest('tr') as HTMLElement;
    expect(within(row).getByText('29AAACN1234F1Z5')).toBeTruthy();
    expect(within(row).getByText('AAACN1234F')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(screen.getByText('23 vendors')).toBeTruthy();
    fireEvent.click(within(row).getByText('Northwind Staffing'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor-details'));
  });

  it('searches and filters by status on the server, a page at a time', async () => {
    const { callsTo } = openTool('vendor-list', {}, { [`GET ${API}/vendors/`]: () => page([VENDOR], 23) });
    await screen.findByText('Northwind Staffing');
    expect(Object.fromEntries(callsTo('GET', '/vendors/').at(-1)?.query ?? [])).toEqual({
      limit: '10',
      offset: '0',
    });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search vendors' }), {
      target: { value: 'north' },
    });
    await waitFor(() =>
      expect(Object.fromEntries(callsTo('GET', '/vendors/').at(-1)?.query ?? [])).toMatchObject({
        search: 'north',
      }),
    );
    fireEvent.mouseDown(screen.getByLabelText('Status'));
    fireEvent.click(await screen.findByTitle('Inactive'));
    await waitFor(() =>
      expect(Object.fromEntries(callsTo('GET', '/vendors/').at(-1)?.query ?? [])).toMatchObject({
        search: 'north',
        status: 'inactive',
      }),
    );
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(Object.fromEntries(callsTo('GET', '/vendors/').at(-1)?.query ?? [])).toMatchObject({
        offset: '10',
      }),
    );
  });

  it('says so when no vendor matches', async () => {
    openTool('vendor-list', {}, { [`GET ${API}/vendors/`]: () => page([]) });
    expect(await screen.findByText('No vendors match these filters.')).toBeTruthy();
  });

  it('shows the error with a retry when the list cannot load', async () => {
    openTool(
      'vendor-list',
      {},
      { [`GET ${API}/vendors/`]: () => ({ status: 400, body: { code: 'invalid' } }) },
    );
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
