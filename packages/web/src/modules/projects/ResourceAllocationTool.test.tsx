import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, openTool, SLOW } from './projectsTestData';
import { ResourceAllocationTool } from './ResourceAllocationTool';

const ENGINEER = {
  id: 3,
  name: 'Senior Engineer',
  rates: [{ currency: 'INR' as const, rate: 2500, cost_rate: null, effective_from: '2024-04-01' }],
};

describe('Resource & Billing', () => {
  it('adds a billing role from its dialog, which opens on the first click', async () => {
    const { calls } = openTool(
      ResourceAllocationTool,
      'Resource & Billing',
      {},
      {
        [`GET ${API}/billing-roles/`]: () => ({ body: { results: [ENGINEER], can_manage: true } }),
        [`POST ${API}/billing-roles/`]: () => ({
          status: 201,
          body: { id: 4, name: 'Architect', rates: [] },
        }),
      },
    );
    const roles = await screen.findByRole('table', { name: 'Billing roles' }, SLOW);
    expect(await within(roles).findByText('INR 2,500.00 / hour')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add billing role' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Architect' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add billing role' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Architect' }),
    );
  });

  it('asks the rate of a role in its own dialog', async () => {
    openTool(
      ResourceAllocationTool,
      'Resource & Billing',
      {},
      { [`GET ${API}/billing-roles/`]: () => ({ body: { results: [ENGINEER], can_manage: true } }) },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Set rate' }, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(within(dialog).getByText('Rate of Senior Engineer')).toBeTruthy();
    expect(within(dialog).getByLabelText('Effective from')).toBeTruthy();
  });
});
