import { ROLES, type RoleId } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../test/renderTool';
import { HiringRequestDetailsTool } from './HiringRequestDetailsTool';
import { HiringRequestDetailTool } from './HiringRequestDetailTool';
import { API, installHiringApi, REQUEST } from './hiringTestData';

const OPEN = { ...REQUEST, status: 'open' as const, approved_at: '2026-11-02T09:00:00.000Z', days_open: 12 };
const RM: RoleId[] = [ROLES.TAS_RECRUITMENT_MANAGER];

function openRequest(request = REQUEST, roles = RM, userId?: number) {
  let current = request;
  const api = installHiringApi(
    {
      [`GET ${API}/hiring-requests/${request.id}/`]: () => ({ body: current }),
      [`POST ${API}/hiring-requests/${request.id}/transitions/`]: ({ body }) => {
        const { action, reason } = body as { action: string; reason?: string };
        const status = {
          approve: 'open',
          reject: 'rejected',
          hold: 'on-hold',
          resume: 'open',
          close: 'closed',
        }[action] as typeof current.status;
        current = { ...current, status, status_reason: reason ?? null };
        return { body: current };
      },
      [`GET ${API}/recruiters/`]: () => ({ body: { results: [{ id: 41, name: 'Pooja Desai' }] } }),
      [`PUT ${API}/hiring-requests/${request.id}/recruiter/`]: () => {
        current = { ...current, recruiter: { id: 41, name: 'Pooja Desai' } };
        return { body: current };
      },
    },
    roles,
    userId,
  );
  renderTool(HiringRequestDetailTool, 'Hiring Request Detail', { id: request.id });
  return api;
}

describe('Hiring Request Detail', () => {
  it('shows the request, its CTC masked to one outside the salary group, and the decisions a pending one takes', async () => {
    openRequest();
    expect(await screen.findByText('HR-0007 · Senior Software Engineer · Engineering')).toBeTruthy();
    expect(screen.getByText('Pending approval')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Masked' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Put on hold' })).toBeNull();
  });

  it('puts an open request on hold only after a confirmation with a reason, and shows it On hold', async () => {
    const { callsTo } = openRequest(OPEN);
    fireEvent.click(await screen.findByRole('button', { name: 'Put on hold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Put hiring request on hold' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Put on hold' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(callsTo('POST', `/hiring-requests/${OPEN.id}/transitions/`)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Budget review' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Put on hold' }));
    await waitFor(() => expect(callsTo('POST', `/hiring-requests/${OPEN.id}/transitions/`)).toHaveLength(1));
    expect(callsTo('POST', `/hiring-requests/${OPEN.id}/transitions/`)[0]?.body).toEqual({
      action: 'hold',
      reason: 'Budget review',
    });
    expect(await screen.findByText('On hold')).toBeTruthy();
    expect(await screen.findByText('On hold: Budget review. Resume it to act on it again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Assign recruiter' })).toBeNull();
  });

  it('assigns a recruiter from the organisation’s recruiters', async () => {
    const { callsTo } = openRequest(OPEN);
    fireEvent.click(await screen.findByRole('button', { name: 'Assign recruiter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a recruiter to HR-0007' });
    const select = within(dialog).getByRole('combobox', { name: 'Recruiter' });
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle('Pooja Desai'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(callsTo('PUT', `/hiring-requests/${OPEN.id}/recruiter/`)).toHaveLength(1));
    expect(callsTo('PUT', `/hiring-requests/${OPEN.id}/recruiter/`)[0]?.body).toEqual({ recruiter_id: 41 });
  });

  it('offers the hiring manager who raised a pending request its edit only, and a recruiter nothing', async () => {
    openRequest(REQUEST, [ROLES.TAS_HIRING_MANAGER], REQUEST.raised_by.id);
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});

describe('Hiring Request Details', () => {
  it('shows the whole record with its history and the reasons given', async () => {
    const held = {
      ...OPEN,
      status: 'on-hold' as const,
      status_reason: 'Budget review',
      min_ctc: 1_800_000,
      max_ctc: 2_800_000,
      salary_hidden: false,
    };
    installHiringApi({
      [`GET ${API}/hiring-requests/${held.id}/`]: () => ({ body: held }),
      [`GET ${API}/hiring-requests/${held.id}/history/`]: () => ({
        body: {
          results: [
            {
              id: 1,
              action: 'raise',
              from_status: null,
              to_status: 'pending',
              reason: null,
              by: { id: 40, name: 'Karan Malhotra' },
              at: '2026-11-01T09:00:00.000Z',
            },
            {
              id: 2,
              action: 'hold',
              from_status: 'open',
              to_status: 'on-hold',
              reason: 'Budget review',
              by: { id: 42, name: 'Divya Menon' },
              at: '2026-11-05T09:00:00.000Z',
            },
          ],
        },
      }),
    });
    renderTool(HiringRequestDetailsTool, 'Hiring Request Detail', { id: held.id });
    const history = await screen.findByRole('list', { name: 'Hiring request history' });
    expect(within(history).getByText('Raised')).toBeTruthy();
    expect(within(history).getByText('Put on hold')).toBeTruthy();
    expect(within(history).getByText('Budget review')).toBeTruthy();
    expect(screen.getByText('Two for the portal team.')).toBeTruthy();
    expect(screen.getByText('12 days so far')).toBeTruthy();
    expect(screen.getByText(/18,00,000/)).toBeTruthy();
  });
});
