import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, CONTRACT, CONTRACTOR, openTool, page, VENDOR } from './contractorsTestData';

describe('Vendor Details', () => {
  it('shows the vendor with its contractors and contracts', async () => {
    const { callsTo } = openTool(
      'vendor-details',
      { id: VENDOR.id },
      {
        [`GET ${API}/vendors/${VENDOR.id}/`]: () => ({ body: VENDOR }),
        [`GET ${API}/contractors/`]: () => page([CONTRACTOR]),
        [`GET ${API}/contracts/`]: () => page([CONTRACT]),
      },
    );
    expect(await screen.findByText('29AAACN1234F1Z5')).toBeTruthy();
    const contractors = await screen.findByRole('table', { name: 'Vendor contractors' });
    expect(await within(contractors).findByText('Ravi Shankar')).toBeTruthy();
    const contracts = screen.getByRole('table', { name: 'Contracts' });
    const row = (await within(contracts).findByText('Frontend development')).closest('tr') as HTMLElement;
    expect(within(row).getByText('INR 1,800.00 / hour')).toBeTruthy();
    expect(within(row).getByText('01-Apr-2026')).toBeTruthy();
    expect(within(row).getByText('Draft')).toBeTruthy();
    expect(callsTo('GET', '/contractors/')[0]?.query.get('vendor')).toBe(String(VENDOR.id));
    expect(callsTo('GET', '/contracts/')[0]?.query.get('vendor')).toBe(String(VENDOR.id));
  });

  it('says what is missing when no vendor is given', async () => {
    openTool('vendor-details', {}, {});
    expect(await screen.findByText('Open a vendor from the vendor list.')).toBeTruthy();
  });

  it('shows a load failure with a retry', async () => {
    openTool(
      'vendor-details',
      { id: 99 },
      {
        [`GET ${API}/vendors/99/`]: () => ({ status: 400, body: { code: 'invalid' } }),
      },
    );
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
