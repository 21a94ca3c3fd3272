import type { ApprovalRow, ToolOptions } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_ROUTES, installFakeApi } from '../../test/fakeApi';
import { ORG } from '../../test/fixtures';
import { renderTool } from '../../test/renderTool';
import { TimesheetTool } from './TimesheetTool';

const API = `/api/${ORG.id}/timesheets`;
const MONDAY = '2026-11-23';
const day = (date: string, status: ApprovalRow['status'], reason: string | null = null) => ({
  date,
  minutes: 480,
  status,
  reason,
  task: null,
});

const WAITING: ApprovalRow = {
  timesheet_id: 7,
  code: 'TS-0007',
  employee: { id: 31, name: 'Ananya Sharma', code: 'ACME0006' },
  project: { id: 4, code: 'PR-0004', name: 'Stark Mobile Banking' },
  week_start: MONDAY,
  note: null,
  minutes: 1440,
  billable_minutes: 1440,
  status: 'submitted',
  reason: null,
  days: [day(MONDAY, 'submitted'), day('2026-11-24', 'submitted'), day('2026-11-25', 'submitted')],
  tasks: [],
};
const REASON = 'Wednesday was spent on the offsite, not on the banking app';
const DECIDED: ApprovalRow = {
  ...WAITING,
  timesheet_id: 8,
  code: 'TS-0008',
  employee: { id: 32, name: 'Rohan Mehta', code: 'ACME0007' },
  status: 'rejected',
  reason: REASON,
  days: [day(MONDAY, 'approved'), day('2026-11-24', 'approved'), day('2026-11-25', 'rejected', REASON)],
};
const FROZEN: ApprovalRow = {
  ...WAITING,
  timesheet_id: 9,
  code: 'TS-0009',
  status: 'frozen',
  days: [day(MONDAY, 'frozen')],
};

function open(options: ToolOptions, results: ApprovalRow[] = [WAITING, DECIDED]) {
  window.localStorage.setItem('atrium.access', 'token-1');
  const api = installFakeApi({
    ...BASE_ROUTES,
    [`GET ${API}/approvals/`]: () => ({
      body: { count: results.length, results, totals: { minutes: 2880, billable_minutes: 2880 } },
    }),
    [`GET ${API}/approvals/projects/`]: () => ({ body: { results: [WAITING.project] } }),
  });
  return { ...api, ...renderTool(TimesheetTool, 'Timesheets', { tab: 'approvals', ...options }) };
}

const listCalls = (calls: ReturnType<typeof open>['calls']) =>
  calls.filter((call) => call.path === `${API}/approvals/` && call.query.get('limit') !== '1');

describe("Timesheets: the approver's lines", () => {
  it('sends the period, status and project as query params and keeps them in the options', async () => {
    const { calls, optionsSeen } = open({ month: '2026-11', status: 'any', project_id: 4 });
    await screen.findByRole('table', { name: 'All timesheets' });
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(0));
    const first = listCalls(calls)[0]?.query;
    expect(first?.get('month')).toBe('2026-11');
    expect(first?.get('project_id')).toBe('4');
    expect(first?.has('status')).toBe(false);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Period' }));
    fireEvent.click(await screen.findByTitle('Dates'));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('start_date')).toMatch(/^\d{4}-\d{2}-01$/));
    const latest = optionsSeen.at(-1) as ToolOptions;
    expect(latest.month).toBeUndefined();
    expect(latest.start_date).toMatch(/^\d{4}-\d{2}-01$/);
    expect(latest.end_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(listCalls(calls).at(-1)?.query.get('end_date')).toBe(latest.end_date);
    expect(listCalls(calls).at(-1)?.query.has('month')).toBe(false);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByTitle('Approved'));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('status')).toBe('approved'));
    expect(optionsSeen.at(-1)).toMatchObject({ status: 'approved', project_id: 4 });
  });

  it.each([
    [{}, 'To approve', 'Timesheets to decide'],
    [{ status: 'approved' }, 'Approved timesheets', 'Approved timesheets'],
    [{ status: 'any' }, 'All timesheets', 'All timesheets'],
  ])('is titled by the status shown: %j', async (options, tab, table) => {
    open(options);
    expect(await screen.findByRole('tab', { name: tab, selected: true })).toBeTruthy();
    expect(await screen.findByRole('table', { name: table })).toBeTruthy();
  });

  it('disables what the chosen lines do not allow, saying why on hover', async () => {
    open({ status: 'any' }, [WAITING, FROZEN]);
    const table = await screen.findByRole('table', { name: 'All timesheets' });
    const approve = screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement;
    expect(approve.disabled).toBe(true);
    fireEvent.mouseEnter(approve.parentElement as HTMLElement);
    expect(await screen.findByText('Choose the lines to decide first.')).toBeTruthy();

    fireEvent.click(within(table).getByRole('checkbox', { name: /^Select TS-0007/ }));
    await waitFor(() => expect(approve.disabled).toBe(false));
    fireEvent.click(within(table).getByRole('checkbox', { name: /^Select TS-0009/ }));
    await waitFor(() => expect(approve.disabled).toBe(true));
    fireEvent.mouseEnter(approve.parentElement as HTMLElement);
    expect(
      await screen.findByText('Only submitted time can be approved: 1 of the 2 chosen lines has none.'),
    ).toBeTruthy();
    const reopen = screen.getByRole('button', { name: 'Reopen' }) as HTMLButtonElement;
    expect(reopen.disabled).toBe(true);
    fireEvent.mouseEnter(reopen.parentElement as HTMLElement);
    expect(
      await screen.findByText(
        'Frozen or billed time is final and is never reopened: 1 of the 2 chosen lines holds some.',
      ),
    ).toBeTruthy();
  });

  it("shows each line's days and their decisions without opening it, and the reason given", async () => {
    open({ status: 'any' });
    const table = await screen.findByRole('table', { name: 'All timesheets' });
    const waiting = (await within(table).findByText('Ananya Sharma (ACME0006)')).closest('tr') as HTMLElement;
    expect(within(waiting).getByText('Mon–Wed')).toBeTruthy();
    const decided = within(table).getByText('Rohan Mehta (ACME0007)').closest('tr') as HTMLElement;
    expect(within(decided).getByText('Mon–Tue approved')).toBeTruthy();
    expect(within(decided).getByText('Wed rejected')).toBeTruthy();
    expect(within(decided).getByText(`Reason: ${REASON}`)).toBeTruthy();
  });

  it('names the tasks of time on no project, with the time of each', async () => {
    const other: ApprovalRow = {
      ...WAITING,
      project: null,
      minutes: 720,
      billable_minutes: 0,
      days: [
        { ...day(MONDAY, 'submitted'), task: 'bench' },
        { ...day(MONDAY, 'submitted'), minutes: 240, task: 'training' },
      ],
      tasks: [
        { task: 'bench', minutes: 480 },
        { task: 'training', minutes: 240 },
      ],
    };
    open({ status: 'any' }, [other]);
    const table = await screen.findByRole('table', { name: 'All timesheets' });
    const row = (await within(table).findByText('Bench, Training')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Bench 8h · Training 4h')).toBeTruthy();
    expect(within(row).getByText('Mon')).toBeTruthy();
    // Monday's two entries are decided together: one day, its tasks, one set of decisions.
    fireEvent.click(within(row).getByRole('button', { name: /expand row/i }));
    const list = await screen.findByRole('list', { name: 'Days of TS-0007' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Bench 8h · Training 4h')).toBeTruthy();
    expect(within(list).getAllByRole('button', { name: 'Approve 23-Nov-2026' })).toHaveLength(1);
  });

  it('explains reopening on hover and in its confirmation', async () => {
    open({ status: 'any' });
    const table = await screen.findByRole('table', { name: 'All timesheets' });
    fireEvent.click(await within(table).findByRole('checkbox', { name: /^Select TS-0008/ }));
    const reopen = screen.getByRole('button', { name: 'Reopen' });
    await waitFor(() => expect((reopen as HTMLButtonElement).disabled).toBe(false));
    fireEvent.mouseEnter(reopen.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveProperty(
      'textContent',
      expect.stringMatching(/goes back to the person to change and submit again/),
    );
    fireEvent.click(reopen);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/The person is told, with your reason/)).toBeTruthy();
  });
});
