import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeaveRequestDetailsTool } from './LeaveRequestDetailsTool';
import { API, openLeaveTool, REQUEST } from './leaveTestData';

const APPROVED = {
  ...REQUEST,
  status: 'approved' as const,
  approval_stage: null,
  decided_by: 'Ravi Kumar',
  decision_comment: 'Enjoy',
  has_attachment: true,
  can_decide: false,
  can_cancel: true,
};

describe('Leave Details', () => {
  it('shows every field with the decision', async () => {
    openLeaveTool(
      LeaveRequestDetailsTool,
      'Leave Details',
      { [`GET ${API}/leave-requests/41/`]: () => ({ body: APPROVED }) },
      { id: 41 },
    );
    expect(await screen.findByText('Family wedding')).toBeTruthy();
    expect(screen.getByText('LR-41')).toBeTruthy();
    expect(screen.getByText('Asha Nair (ACME0031)')).toBeTruthy();
    expect(screen.getByText('08-May-2026 – 11-May-2026')).toBeTruthy();
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(screen.getByText('Ravi Kumar')).toBeTruthy();
    expect(screen.getByText('Enjoy')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download attachment' })).toBeTruthy();
    expect(screen.queryByText('Taken in project')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('names the project leave was taken in, and nothing of the kind for other leave', async () => {
    openLeaveTool(
      LeaveRequestDetailsTool,
      'Leave Details',
      {
        [`GET ${API}/leave-requests/41/`]: () => ({
          body: { ...APPROVED, project: { code: 'PR-0003', name: 'Apollo' } },
        }),
      },
      { id: 41 },
    );
    expect(await screen.findByText('Apollo (PR-0003)')).toBeTruthy();
    expect(screen.getByText('Taken in project')).toBeTruthy();
  });

  it('asks the approver to cancel approved leave after saying so', async () => {
    const { callsTo } = openLeaveTool(
      LeaveRequestDetailsTool,
      'Leave Details',
      {
        [`GET ${API}/leave-requests/41/`]: () => ({ body: APPROVED }),
        [`POST ${API}/leave-requests/41/cancel/`]: () => ({
          body: { ...APPROVED, status: 'cancellation_requested', can_cancel: false },
        }),
      },
      { id: 41 },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Request cancellation' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/a cancellation request goes to the approver/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request cancellation' }));
    await waitFor(() => expect(callsTo('POST', '/leave-requests/41/cancel/')).toHaveLength(1));
    expect(await screen.findByText('Cancellation requested')).toBeTruthy();
  });

  it('keeps the dialog open and says why when the server refuses', async () => {
    openLeaveTool(
      LeaveRequestDetailsTool,
      'Leave Details',
      {
        [`GET ${API}/leave-requests/41/`]: () => ({ body: REQUEST }),
        [`POST ${API}/leave-requests/41/approve/`]: () => ({
          status: 409,
          body: { code: 'leave_request_not_pending' },
        }),
      },
      { id: 41 },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('This leave request is no longer awaiting a decision')).toBeTruthy();
    expect(dialog.isConnected).toBe(true);
  });

  it('points to the list when no request is chosen', async () => {
    openLeaveTool(LeaveRequestDetailsTool, 'Leave Details');
    expect(await screen.findByText('No leave request is chosen.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All leave requests' })).toBeTruthy();
  });
});
