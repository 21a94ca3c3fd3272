import { ROLES, type RoleId } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../test/renderTool';
import { ResourceRequestDetailTool } from './ResourceRequestDetailTool';
import { API, CANDIDATE, installResourcesApi, REQUEST } from './resourcesTestData';

const OPEN = { ...REQUEST, status: 'open' as const };
const RMG: RoleId[] = [ROLES.RMG_MANAGER];

const HELD = {
  id: 5,
  employee: { id: 21, name: 'Asha Rao' },
  booked_by: { id: 30, name: 'Suresh Reddy' },
  created: '2026-11-28T09:00:00.000Z',
};

function openRequest(request = REQUEST, roles = RMG, userId?: number) {
  let current = request;
  let held: (typeof HELD)[] = [];
  const api = installResourcesApi(
    {
      [`GET ${API}/resource-requests/${request.id}/`]: () => ({ body: current }),
      [`GET ${API}/resource-requests/${request.id}/candidates/`]: () => ({ body: { results: [CANDIDATE] } }),
      [`POST ${API}/resource-requests/${request.id}/transitions/`]: ({ body }) => {
        const { action } = body as { action: string };
        const status = { accept: 'open', start: 'in-progress', close: 'closed', cancel: 'cancelled' }[
          action
        ] as typeof current.status;
        current = { ...current, status };
        return { body: current };
      },
      [`GET ${API}/resource-requests/${request.id}/soft-bookings/`]: () => ({ body: { results: held } }),
      [`POST ${API}/resource-requests/${request.id}/soft-bookings/`]: () => {
        held = [HELD];
        return { status: 201, body: { results: held } };
      },
      [`POST ${API}/resource-requests/${request.id}/soft-bookings/${HELD.id}/confirm/`]: () => {
        held = [];
        current = { ...current, status: 'in-progress', filled_count: 1 };
        return { body: current };
      },
      [`POST ${API}/resource-requests/${request.id}/hiring-requests/`]: () => ({
        status: 201,
        body: { id: 12, code: 'HR-0012' },
      }),
      [`POST ${API}/resource-requests/${request.id}/fulfilments/`]: () => {
        current = { ...current, status: 'in-progress', filled_count: 1 };
        return { body: current };
      },
    },
    roles,
    userId,
  );
  renderTool(ResourceRequestDetailTool, 'Resource Request Detail', { id: request.id });
  return api;
}

describe('Resource Request Detail', () => {
  it('shows the request, its history, and the RMG manager’s decisions on a pending one', async () => {
    openRequest();
    expect(await screen.findByText('RR-0007 · Senior Engineer · PR-0003 Payments')).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(screen.getByText('Go · Expert')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel request' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Ranked candidates' })).toBeNull();
    expect(await screen.findByText('Raised')).toBeTruthy();
    expect(screen.getByText('Kiran Joiner proposed, having joined against this request')).toBeTruthy();
    expect(screen.getByText('Joined on 01-Dec-2026')).toBeTruthy();
  });

  it('ranks candidates for an open request and fulfils with one only after a confirmation', async () => {
    const { callsTo } = openRequest(OPEN);
    const table = await screen.findByRole('table', { name: 'Ranked candidates' });
    expect(await within(table).findByText('Asha Rao')).toBeTruthy();
    expect(within(table).getByText('G3')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Fulfil with Asha Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Allocate Asha Rao' });
    expect(callsTo('POST', `/resource-requests/${OPEN.id}/fulfilments/`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Allocate' }));
    await waitFor(() =>
      expect(callsTo('POST', `/resource-requests/${OPEN.id}/fulfilments/`)).toHaveLength(1),
    );
    expect(callsTo('POST', `/resource-requests/${OPEN.id}/fulfilments/`)[0]?.body).toEqual({
      employee_id: 21,
    });
    expect(await screen.findByText('In progress')).toBeTruthy();
  });

  it('holds a ranked candidate, then confirms the hold into an allocation after a confirmation', async () => {
    const { callsTo } = openRequest(OPEN);
    const heldTable = await screen.findByRole('table', { name: 'Held people' });
    expect(await within(heldTable).findByText(/Nobody is held yet/)).toBeTruthy();
    const ranked = await screen.findByRole('table', { name: 'Ranked candidates' });
    fireEvent.click(await within(ranked).findByRole('button', { name: 'Hold Asha Rao' }));
    expect(await screen.findByText('Asha Rao held for RR-0007')).toBeTruthy();
    expect(callsTo('POST', `/resource-requests/${OPEN.id}/soft-bookings/`)[0]?.body).toEqual({
      employee_id: 21,
    });
    expect(await within(heldTable).findByText('28-Nov-2026 by Suresh Reddy')).toBeTruthy();
    fireEvent.click(within(heldTable).getByRole('button', { name: 'Confirm Asha Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Allocate Asha Rao' });
    expect(callsTo('POST', `/resource-requests/${OPEN.id}/soft-bookings/${HELD.id}/confirm/`)).toHaveLength(
      0,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Allocate' }));
    await waitFor(() =>
      expect(callsTo('POST', `/resource-requests/${OPEN.id}/soft-bookings/${HELD.id}/confirm/`)).toHaveLength(
        1,
      ),
    );
    expect(await screen.findByText('In progress')).toBeTruthy();
  });

  it('raises a hiring request for the people still needed, in a department, by a date', async () => {
    const { callsTo } = openRequest(OPEN);
    fireEvent.click(await screen.findByRole('button', { name: 'Raise hiring request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Raise a hiring request for RR-0007' });
    expect(within(dialog).getByLabelText('People to hire (at most 2)')).toHaveProperty('value', '2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Raise hiring request' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(callsTo('POST', `/resource-requests/${OPEN.id}/hiring-requests/`)).toHaveLength(0);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Hiring department' }));
    fireEvent.click(await screen.findByTitle('Engineering'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Raise hiring request' }));
    await waitFor(() =>
      expect(callsTo('POST', `/resource-requests/${OPEN.id}/hiring-requests/`)).toHaveLength(1),
    );
    expect(callsTo('POST', `/resource-requests/${OPEN.id}/hiring-requests/`)[0]?.body).toEqual({
      department_id: 8,
      positions: 2,
      target_date: '2026-12-01',
    });
    expect(await screen.findByText('HR-0012 raised: the recruitment manager approves it')).toBeTruthy();
  });

  it('cancels only with a reason, after a confirmation', async () => {
    const { callsTo } = openRequest(REQUEST, [ROLES.DELIVERY_LEAD], 40);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel resource request' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Scope cut' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() =>
      expect(callsTo('POST', `/resource-requests/${REQUEST.id}/transitions/`)).toHaveLength(1),
    );
    expect(callsTo('POST', `/resource-requests/${REQUEST.id}/transitions/`)[0]?.body).toEqual({
      action: 'cancel',
      comment: 'Scope cut',
    });
    expect(await screen.findByText('Cancelled')).toBeTruthy();
  });

  it('shows a requester neither the RMG manager’s decisions nor the candidates', async () => {
    openRequest(OPEN, [ROLES.DELIVERY_LEAD], 40);
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start work' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Ranked candidates' })).toBeNull();
  });
});
