import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_ROUTES, installFakeApi } from '../../test/fakeApi';
import { ORG } from '../../test/fixtures';
import { renderTool } from '../../test/renderTool';
import { BulkTimesheetsTool } from './BulkTimesheetsTool';

const API = `/api/${ORG.id}/timesheets`;
function open(scope?: string) {
  window.localStorage.setItem('atrium.access', 'token-1');
  const api = installFakeApi({
    ...BASE_ROUTES,
    [`GET ${API}/bulk/scopes/`]: () => ({
      body: {
        projects: [{ id: 4, code: 'PR-0004', name: 'Stark Mobile Banking' }],
        departments: [{ id: 2, name: 'Engineering' }],
      },
    }),
    [`GET ${API}/bulk/month/`]: ({ query }) => ({
      body: {
        month: query.get('month'),
        statuses: query.get('project_id') ? [{ status: 'frozen', entries: 5, minutes: 2400 }] : [],
      },
    }),
    [`POST ${API}/bulk/freeze/`]: () => ({ body: { changed: 5 } }),
    [`POST ${API}/bulk/unfreeze/`]: () => ({ body: { changed: 5 } }),
  });
  return {
    ...api,
    ...renderTool(BulkTimesheetsTool, 'Timesheets', { month: '2026-10', ...(scope && { scope }) }),
  };
}

describe('Bulk Timesheets: closing a month', () => {
  it('is closed for the whole organisation, a project or a department', async () => {
    const { calls } = open();
    expect(await screen.findByText('No time was logged in October 2026.')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Close for' }));
    expect(await screen.findByTitle('PR-0004 Stark Mobile Banking')).toBeTruthy();
    fireEvent.click(screen.getByTitle('Engineering'));
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.path === `${API}/bulk/month/`)
          .at(-1)
          ?.query.get('department_id'),
      ).toBe('2'),
    );
    expect(screen.queryByRole('button', { name: 'Mark billed' })).toBeNull();
  });

  it("marks a project's frozen time billed by the invoice named", async () => {
    const { calls } = open('p4');
    const bill = await screen.findByRole('button', { name: 'Mark billed' });
    await waitFor(() => expect((bill as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(bill);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Mark October 2026 of PR-0004 billed?')).toBeTruthy();
    fireEvent.change(await within(dialog).findByLabelText('Invoice number'), {
      target: { value: 'INV-0042' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark billed' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        month: '2026-10',
        project_id: 4,
        action: 'bill',
        invoice_reference: 'INV-0042',
      }),
    );
    expect(await screen.findByText('October 2026 of PR-0004 billed')).toBeTruthy();
  });

  it("unfreezes a project's month only with a reason, which it sends", async () => {
    const { calls } = open('p4');
    const unfreeze = await screen.findByRole('button', { name: 'Unfreeze' });
    await waitFor(() => expect((unfreeze as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(unfreeze);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Unfreeze October 2026 of PR-0004?')).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Unfreeze' });
    fireEvent.click(confirm);
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(true));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(await within(dialog).findByLabelText('Reason'), {
      target: { value: 'Closed before the late approvals' },
    });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({
        path: `${API}/bulk/unfreeze/`,
        body: { month: '2026-10', project_id: 4, reason: 'Closed before the late approvals' },
      }),
    );
    expect(await screen.findByText('October 2026 of PR-0004 unfrozen')).toBeTruthy();
  });
});
