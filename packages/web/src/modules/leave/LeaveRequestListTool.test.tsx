import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CEO, ORG } from '../../test/fixtures';
import { LeaveRequestListTool } from './LeaveRequestListTool';
import { API, openLeaveTool, page, REQUEST } from './leaveTestData';

const EMPLOYEE = { ...CEO, roles: ['org:employee'], primary_role: 'org:employee' } as typeof CEO;

const routes = {
  [`GET ${API}/leave-requests/`]: ({ query }: { query: URLSearchParams }) =>
    query.get('scope') === 'to_approve' && query.get('limit') === '1'
      ? page([REQUEST], 3)
      : page([REQUEST], 12),
  [`GET ${API}/leave-requests/:id/`]: () => ({ body: REQUEST }),
};

/** The dialog showing `title`; beside the drawer, two dialogs are open at once. */
async function findDialog(title: string) {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen
      .getAllByRole('dialog')
      .find((dialog) => dialog.querySelector('.ant-modal-title')?.textContent === title);
    expect(found).toBeTruthy();
  });
  return found as HTMLElement;
}

describe('Leave Requests', () => {
  it('opens on the requests awaiting a decision when some wait, with code, employee, type, dates, days and status', async () => {
    const { lastQuery } = openLeaveTool(LeaveRequestListTool, 'Leave Requests', routes);
    const table = await screen.findByRole('table', { name: 'Leave requests' });
    const row = (await within(table).findByText('LR-41')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Asha Nair (ACME0031)')).toBeTruthy();
    expect(within(row).getByText('Casual Leave')).toBeTruthy();
    expect(within(row).getByText('08-May-2026 – 11-May-2026')).toBeTruthy();
    expect(within(row).getByText('4 days')).toBeTruthy();
    expect(within(row).getByText('Pending')).toBeTruthy();
    expect(within(row).getByText('01-May-2026')).toBeTruthy();
    expect(screen.getByText('12 leave requests')).toBeTruthy();
    expect(lastQuery('/leave-requests/')).toEqual({ scope: 'to_approve', limit: '10', offset: '0' });
    expect(await screen.findByText('To approve (3)')).toBeTruthy();
  });

  it('switches scope and status on the server; All is offered to lms admins', async () => {
    const { lastQuery } = openLeaveTool(LeaveRequestListTool, 'Leave Requests', routes);
    await screen.findByText('LR-41');
    fireEvent.click(screen.getByText(/^To approve/));
    await waitFor(() => expect(lastQuery('/leave-requests/')).toMatchObject({ scope: 'to_approve' }));
    fireEvent.click(screen.getByText('All'));
    await waitFor(() => expect(lastQuery('/leave-requests/')).toMatchObject({ scope: 'all' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByTitle('Approved'));
    await waitFor(() =>
      expect(lastQuery('/leave-requests/')).toEqual({
        scope: 'all',
        status: 'approved',
        limit: '10',
        offset: '0',
      }),
    );
  });

  it('offers no All scope to someone who is not an lms admin', async () => {
    openLeaveTool(LeaveRequestListTool, 'Leave Requests', {
      ...routes,
      [`GET /api/${ORG.id}/org/employee/me/`]: () => ({ body: EMPLOYEE }),
    });
    await screen.findByText('LR-41');
    expect(screen.getByText(/^To approve/)).toBeTruthy();
    expect(screen.queryByText('All')).toBeNull();
  });

  it('opens on the requests awaiting an approver sent by a notification, with the request open', async () => {
    const { lastQuery } = openLeaveTool(LeaveRequestListTool, 'Leave Requests', routes, {
      id: 41,
      recipient_type: 'approver',
    });
    expect(await screen.findByText('Leave details')).toBeTruthy();
    await waitFor(() => expect(lastQuery('/leave-requests/')).toMatchObject({ scope: 'to_approve' }));
    expect(await screen.findByText('Awaiting the reporting manager')).toBeTruthy();
  });

  it('approves a request after a confirmation, with an optional comment', async () => {
    const { callsTo } = openLeaveTool(
      LeaveRequestListTool,
      'Leave Requests',
      {
        ...routes,
        [`POST ${API}/leave-requests/41/approve/`]: () => ({
          body: { ...REQUEST, status: 'approved', approval_stage: null, can_decide: false },
        }),
      },
      { id: 41 },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await findDialog('Approve LR-41?');
    expect(within(dialog).getByText(/Approve 4 days of Casual Leave for Asha Nair/)).toBeTruthy();
    expect(callsTo('POST', '/leave-requests/41/approve/')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'Enjoy' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(callsTo('POST', '/leave-requests/41/approve/')).toHaveLength(1));
    expect(callsTo('POST', '/leave-requests/41/approve/')[0]?.body).toEqual({ comment: 'Enjoy' });
    expect(await screen.findByText('Leave approved')).toBeTruthy();
  });

  it('rejects only with a reason', async () => {
    const { callsTo } = openLeaveTool(
      LeaveRequestListTool,
      'Leave Requests',
      {
        ...routes,
        [`POST ${API}/leave-requests/41/reject/`]: () => ({ body: { ...REQUEST, status: 'rejected' } }),
      },
      { id: 41 },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await findDialog('Reject LR-41?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(callsTo('POST', '/leave-requests/41/reject/')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Release week' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(callsTo('POST', '/leave-requests/41/reject/')).toHaveLength(1));
    expect(callsTo('POST', '/leave-requests/41/reject/')[0]?.body).toEqual({ comment: 'Release week' });
  });

  it('says so when nothing awaits a decision', async () => {
    openLeaveTool(
      LeaveRequestListTool,
      'Leave Requests',
      { [`GET ${API}/leave-requests/`]: () => page([]) },
      { scope: 'to_approve' },
    );
    expect(await screen.findByText('Nothing is waiting for your decision.')).toBeTruthy();
  });
});
