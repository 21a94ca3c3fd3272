import type { Contract } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, CONTRACT, openTool, page, VENDOR } from './contractorsTestData';

function openContract(contract: Contract, routes = {}) {
  return openTool(
    'contract-details',
    { id: contract.id },
    {
      [`GET ${API}/contracts/${contract.id}/`]: () => ({ body: contract }),
      [`GET ${API}/vendors/`]: () => page([VENDOR]),
      ...routes,
    },
  );
}

describe('Contract Details', () => {
  it('shows the contract with its status badge, rate and period', async () => {
    openContract(CONTRACT);
    expect(await screen.findByText('Frontend development')).toBeTruthy();
    expect(screen.getByText('Draft')).toBeTruthy();
    expect(screen.getByText('INR 1,800.00 / hour')).toBeTruthy();
    expect(screen.getByText('01-Apr-2026 to 31-Mar-2027')).toBeTruthy();
    expect(screen.getByText('Ravi Shankar (C-0001)')).toBeTruthy();
  });

  it('activates a draft only after confirmation', async () => {
    const { callsTo } = openContract(CONTRACT, {
      [`POST ${API}/contracts/${CONTRACT.id}/activate/`]: () => ({
        body: { ...CONTRACT, status: 'ongoing', is_editable: false },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate contract' });
    expect(callsTo('POST', `/contracts/${CONTRACT.id}/activate/`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(callsTo('POST', `/contracts/${CONTRACT.id}/activate/`)).toHaveLength(1));
  });

  it('terminates on a chosen day after confirmation, and shows why the server refused', async () => {
    const ongoing = { ...CONTRACT, status: 'ongoing', is_editable: false };
    const { callsTo } = openContract(ongoing, {
      [`POST ${API}/contracts/${CONTRACT.id}/terminate/`]: () => ({
        status: 400,
        body: { code: 'invalid', codes: { terminated_on: ['invalid'] } },
      }),
    });
    expect(await screen.findByText('Ongoing')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Terminate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminate contract' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    const date = within(dialog).getByLabelText('Terminated on');
    fireEvent.mouseDown(date);
    fireEvent.change(date, { target: { value: '15-Jul-2026' } });
    fireEvent.keyDown(date, { key: 'Enter' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    await waitFor(() => expect(callsTo('POST', `/contracts/${CONTRACT.id}/terminate/`)).toHaveLength(1));
    expect(callsTo('POST', `/contracts/${CONTRACT.id}/terminate/`)[0]?.body).toEqual({
      terminated_on: '2026-07-15',
    });
  });

  it('edits a draft, refusing an end before the start', async () => {
    const { callsTo } = openContract(CONTRACT, {
      [`PATCH ${API}/contracts/${CONTRACT.id}/`]: () => ({ status: 400, body: { code: 'contract_overlap' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit contract' });
    expect(within(dialog).getByDisplayValue('Frontend development')).toBeTruthy();
    const end = within(dialog).getByLabelText('End date');
    fireEvent.mouseDown(end);
    fireEvent.change(end, { target: { value: '01-Mar-2026' } });
    fireEvent.keyDown(end, { key: 'Enter' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save contract' }));
    expect(await within(dialog).findByText('Contract end date must be after the start date')).toBeTruthy();
    expect(callsTo('PATCH', `/contracts/${CONTRACT.id}/`)).toHaveLength(0);
    fireEvent.change(end, { target: { value: '30-Apr-2027' } });
    fireEvent.keyDown(end, { key: 'Enter' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save contract' }));
    expect(
      await within(dialog).findByText('This contractor already has a contract for these dates'),
    ).toBeTruthy();
    expect(callsTo('PATCH', `/contracts/${CONTRACT.id}/`)[0]?.body).toMatchObject({ end_date: '2027-04-30' });
  });

  it('offers nothing to change on a terminated contract', async () => {
    openContract({ ...CONTRACT, status: 'terminated', is_editable: false, terminated_on: '2026-07-15' });
    expect(await screen.findByText('15-Jul-2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Edit|Activate|Terminate/ })).toBeNull();
  });

  it('shows a load failure with a retry', async () => {
    openTool(
      'contract-details',
      { id: 99 },
      {
        [`GET ${API}/contracts/99/`]: () => ({ status: 400, body: { code: 'invalid' } }),
      },
    );
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
