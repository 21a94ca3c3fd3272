import type { ApprovalRow, MyWeek, TimesheetSummary, ToolOptions } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_ROUTES, type FakeResponse, type FakeRoutes, installFakeApi } from '../../test/fakeApi';
import { ORG } from '../../test/fixtures';
import { renderTool } from '../../test/renderTool';
import { TimesheetTool } from './TimesheetTool';

const API = `/api/${ORG.id}/timesheets`;
const DAYS = [
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
  '2026-11-29',
];

const WEEK: MyWeek = {
  code: 'TS-0007',
  week_start: DAYS[0] as string,
  status: 'draft',
  can_edit: true,
  over_allocation: 'flag',
  days: DAYS.map((date) => ({
    date,
    holiday: date === '2026-11-27' ? 'Guru Nanak Jayanti' : null,
    leave: null,
  })),
  rows: [
    {
      project: { id: 4, code: 'PR-0004', name: 'Stark Mobile Banking' },
      task: null,
      is_billable: true,
      allocation: { start_date: '2026-01-01', end_date: '2026-11-26', percent: 100, status: 'billable' },
      minutes: [480, 0, 0, 0, 0, 0, 0],
      note: null,
      status: 'draft',
      reason: null,
      locked: [false, false, false, false, false, false, false],
    },
  ],
};

const ROW: ApprovalRow = {
  timesheet_id: 7,
  code: 'TS-0007',
  employee: { id: 31, name: 'Ananya Sharma', code: 'ACME0006' },
  project: { id: 4, code: 'PR-0004', name: 'Stark Mobile Banking' },
  week_start: DAYS[0] as string,
  note: 'Login screens',
  minutes: 2400,
  billable_minutes: 2400,
  status: 'submitted',
  reason: null,
  days: DAYS.slice(0, 5).map((date) => ({
    date,
    minutes: 480,
    status: 'submitted' as const,
    reason: null,
    task: null,
  })),
  tasks: [],
};

function open(routes: FakeRoutes = {}, options: ToolOptions = { tab: 'mine' }) {
  window.localStorage.setItem('atrium.access', 'token-1');
  const api = installFakeApi({
    ...BASE_ROUTES,
    [`GET ${API}/my-week/`]: () => ({ body: WEEK }),
    [`PUT ${API}/my-week/`]: () => ({ body: WEEK }),
    [`GET ${API}/approvals/`]: () => ({
      body: { count: 1, results: [ROW], totals: { minutes: 2400, billable_minutes: 2400 } },
    }),
    [`GET ${API}/approvals/projects/`]: () => ({ body: { results: [ROW.project] } }),
    ...routes,
  });
  return { ...api, ...renderTool(TimesheetTool, 'Timesheets', options) };
}

const SHEET: TimesheetSummary = {
  id: 7,
  code: 'TS-0007',
  week_start: DAYS[0] as string,
  status: 'submitted',
  employee: { id: 31, name: 'Ananya Sharma', code: 'ACME0006' },
  is_own: true,
};

describe('Timesheets', () => {
  it('shows the week: time as durations, days off marked, days outside the allocation closed', async () => {
    open();
    const grid = await screen.findByRole('table', { name: 'Week of time' });
    const monday = within(grid).getByLabelText(
      'PR-0004 Stark Mobile Banking, 23-Nov-2026',
    ) as HTMLInputElement;
    expect(monday.value).toBe('8h');
    expect(within(grid).getAllByText('Guru Nanak Jayanti').length).toBeGreaterThan(0);
    expect(
      (within(grid).getByLabelText('PR-0004 Stark Mobile Banking, 27-Nov-2026') as HTMLInputElement).disabled,
    ).toBe(true);
    expect(screen.getByText('TS-0007')).toBeTruthy();
  });

  it('reads what is typed as time and saves the week with minutes', async () => {
    const { calls } = open();
    const grid = await screen.findByRole('table', { name: 'Week of time' });
    fireEvent.change(within(grid).getByLabelText('PR-0004 Stark Mobile Banking, 24-Nov-2026'), {
      target: { value: '7.5' },
    });
    fireEvent.change(within(grid).getByLabelText('PR-0004 Stark Mobile Banking, 25-Nov-2026'), {
      target: { value: '1h 30m' },
    });
    fireEvent.change(within(grid).getByLabelText('Note on PR-0004 Stark Mobile Banking'), {
      target: { value: ' Login screens ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      week_start: '2026-11-23',
      rows: [
        {
          project_id: 4,
          task: null,
          is_billable: true,
          minutes: [480, 450, 90, 0, 0, 0, 0],
          note: 'Login screens',
        },
      ],
    });
  });

  it('will not save what does not read as time', async () => {
    open();
    const grid = await screen.findByRole('table', { name: 'Week of time' });
    fireEvent.change(within(grid).getByLabelText('PR-0004 Stark Mobile Banking, 24-Nov-2026'), {
      target: { value: 'lots' },
    });
    expect(await screen.findByText(/Enter time as hours/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save draft' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('flags a day whose lines add up to more than 24 hours, and will not save it', async () => {
    const [row] = WEEK.rows as [MyWeek['rows'][number]];
    const training = {
      ...row,
      project: null,
      task: 'training' as const,
      is_billable: false,
      allocation: null,
    };
    open({ [`GET ${API}/my-week/`]: () => ({ body: { ...WEEK, rows: [row, training] } }) });
    const grid = await screen.findByRole('table', { name: 'Week of time' });
    const tuesday = within(grid).getByLabelText('PR-0004 Stark Mobile Banking, 24-Nov-2026');
    fireEvent.change(tuesday, { target: { value: '16' } });
    fireEvent.change(within(grid).getByLabelText('Training, 24-Nov-2026'), { target: { value: '9' } });
    expect(await screen.findByText('A day holds at most 24 hours: Tue 24 adds up to more.')).toBeTruthy();
    expect(tuesday.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('button', { name: 'Save draft' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Submit week' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(tuesday, { target: { value: '15' } });
    await waitFor(() => expect(screen.queryByText(/A day holds at most 24 hours/)).toBeNull());
    expect((screen.getByRole('button', { name: 'Save draft' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says before submitting that the week holds fewer hours than its working days expect', async () => {
    const { calls } = open({ [`POST ${API}/my-week/submit/`]: () => ({ body: WEEK }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit week' }));
    const dialog = await screen.findByRole('dialog');
    // Monday's 8 hours of four working days: Friday is a holiday.
    expect(within(dialog).getByText('This week holds 8h of the 32h its working days expect.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'PUT' || call.method === 'POST')).toBe(false);
  });

  it.each([
    ['flag', /more time than your allocation/, false],
    ['refuse', /is not accepted/, true],
  ] as const)('time above a half allocation: %s', async (policy, message, refused) => {
    const [row] = WEEK.rows as [MyWeek['rows'][number]];
    const halfWeek: MyWeek = {
      ...WEEK,
      over_allocation: policy,
      rows: [
        { ...row, allocation: { ...(row.allocation as NonNullable<typeof row.allocation>), percent: 50 } },
      ],
    };
    open({ [`GET ${API}/my-week/`]: () => ({ body: halfWeek }) });
    const grid = await screen.findByRole('table', { name: 'Week of time' });
    fireEvent.change(within(grid).getByLabelText('PR-0004 Stark Mobile Banking, 24-Nov-2026'), {
      target: { value: '4h 30m' },
    });
    const alert = await screen.findByText(message);
    expect(alert).toBeTruthy();
    expect(
      screen.getByText(/PR-0004 Stark Mobile Banking: Mon 23, Tue 24 \(your share is 4h a day\)/),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save draft' }) as HTMLButtonElement).disabled).toBe(refused);
  });

  it('lists what waits for the approver and asks for a reason before rejecting', async () => {
    const { calls } = open({
      [`POST ${API}/approvals/decide/`]: () => ({ body: { changed: 5, timesheets: 1 } }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'To approve (1)' }));
    const table = await screen.findByRole('table', { name: 'Timesheets to decide' });
    const row = (await within(table).findByText('Ananya Sharma (ACME0006)')).closest('tr') as HTMLElement;
    expect(within(row).getAllByText('40h')).toHaveLength(2);
    expect(within(row).getByText('Login screens')).toBeTruthy();
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Friday was a holiday' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        items: [{ timesheet_id: 7, project_id: 4 }],
        decision: 'reject',
        reason: 'Friday was a holiday',
      }),
    );
  });

  it('counts the timesheets a decision took, not their lines', async () => {
    const other: ApprovalRow = { ...ROW, project: null, note: null };
    const { calls } = open({
      [`GET ${API}/approvals/`]: () => ({
        body: { count: 2, results: [ROW, other], totals: { minutes: 4800, billable_minutes: 2400 } },
      }),
      [`POST ${API}/approvals/decide/`]: () => ({ body: { changed: 10, timesheets: 1 } }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'To approve (2)' }));
    const table = await screen.findByRole('table', { name: 'Timesheets to decide' });
    fireEvent.click(
      await within(table).findByRole('checkbox', { name: 'Select TS-0007, Ananya Sharma, PR-0004' }),
    );
    fireEvent.click(
      within(table).getByRole('checkbox', { name: 'Select TS-0007, Ananya Sharma, Other work' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Reject 1 timesheet?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        items: [
          { timesheet_id: 7, project_id: 4 },
          { timesheet_id: 7, project_id: null },
        ],
        decision: 'approve',
      }),
    );
    expect(await screen.findByText('1 timesheet approved')).toBeTruthy();
  });

  it('skips after a confirmation, without a reason, and shows the totals as recalculating until the answer', async () => {
    let answer: (response: FakeResponse) => void = () => {};
    const { calls } = open({
      [`POST ${API}/approvals/decide/`]: () => new Promise<FakeResponse>((resolve) => (answer = resolve)),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'To approve (1)' }));
    expect(await screen.findByText('1 line · 40h in all · 40h billable')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Timesheets to decide' });
    fireEvent.click(within(table).getAllByRole('checkbox').at(-1) as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Skip 1 timesheet?')).toBeTruthy();
    expect(within(dialog).getByText(/waits for no one and is not billed/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skip' }));
    expect(await screen.findByText(/Calculation in progress/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      items: [{ timesheet_id: 7, project_id: 4 }],
      decision: 'skip',
    });
    answer({ body: { changed: 5, timesheets: 1 } });
    expect(await screen.findByText('1 timesheet skipped')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/Calculation in progress/)).toBeNull());
  });

  it("rejects one day's entry of a line from its days, offering only what the day's status allows", async () => {
    const days = [
      { date: DAYS[0] as string, minutes: 480, status: 'approved' as const, reason: null, task: null },
      { date: DAYS[1] as string, minutes: 480, status: 'submitted' as const, reason: null, task: null },
    ];
    const { calls } = open({
      [`GET ${API}/approvals/`]: () => ({
        body: { count: 1, results: [{ ...ROW, days }], totals: { minutes: 960, billable_minutes: 960 } },
      }),
      [`POST ${API}/approvals/decide/`]: () => ({ body: { changed: 1, timesheets: 1 } }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'To approve (1)' }));
    const table = await screen.findByRole('table', { name: 'Timesheets to decide' });
    fireEvent.click(await within(table).findByRole('button', { name: /expand row/i }));
    const list = await screen.findByRole('list', { name: 'Days of TS-0007' });
    expect(within(list).queryByRole('button', { name: 'Approve 23-Nov-2026' })).toBeNull();
    expect(within(list).getByRole('button', { name: 'Reopen 23-Nov-2026' })).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Reject 24-Nov-2026' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Reject the 24-Nov-2026 entry of TS-0007?')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Offsite day' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        items: [{ timesheet_id: 7, project_id: 4, work_date: DAYS[1] }],
        decision: 'reject',
        reason: 'Offsite day',
      }),
    );
    expect(await screen.findByText('The 24-Nov-2026 entry of TS-0007 rejected')).toBeTruthy();
  });

  it('keeps the days of a line that are with an approver closed, and the day sent back open', async () => {
    const row = WEEK.rows[0] as MyWeek['rows'][number];
    const sentBack = {
      ...WEEK,
      status: 'rejected' as const,
      rows: [
        { ...row, status: 'rejected' as const, locked: [true, false, false, false, false, false, false] },
      ],
    };
    open({ [`GET ${API}/my-week/`]: () => ({ body: sentBack }) });
    const monday = await screen.findByLabelText('PR-0004 Stark Mobile Banking, 23-Nov-2026');
    expect((monday as HTMLInputElement).disabled).toBe(true);
    const tuesday = screen.getByLabelText('PR-0004 Stark Mobile Banking, 24-Nov-2026') as HTMLInputElement;
    expect(tuesday.disabled).toBe(false);
  });

  it("filters the approver's lines by one of the projects they decide", async () => {
    const { calls } = open();
    fireEvent.click(await screen.findByRole('tab', { name: 'To approve (1)' }));
    const project = await screen.findByRole('combobox', { name: 'Project' });
    fireEvent.mouseDown(project);
    fireEvent.click(await screen.findByText('PR-0004 · Stark Mobile Banking'));
    await waitFor(() =>
      expect(
        calls.some((call) => call.path.endsWith('/approvals/') && call.query.get('project_id') === '4'),
      ).toBe(true),
    );
  });

  it('opens a sheet of the caller’s own (a search result, a notification) on its week in My timesheet', async () => {
    const { calls, optionsSeen } = open({ [`GET ${API}/7/`]: () => ({ body: SHEET }) }, { id: 7 });
    await screen.findByRole('table', { name: 'Week of time' });
    expect(screen.getByRole('tab', { name: 'My timesheet' }).getAttribute('aria-selected')).toBe('true');
    expect(calls.find((call) => call.path === `${API}/my-week/`)?.query.get('week')).toBe('2026-11-23');
    expect(optionsSeen.at(-1)).toEqual({ tab: 'mine', week: '2026-11-23' });
  });

  it('opens another person’s sheet in the approvals, on its week and person, whatever its status', async () => {
    const { calls, optionsSeen } = open(
      { [`GET ${API}/7/`]: () => ({ body: { ...SHEET, is_own: false } }) },
      { id: 7, recipient_type: 'approver' },
    );
    const table = await screen.findByRole('table', { name: 'All timesheets' });
    await within(table).findByText('Ananya Sharma (ACME0006)');
    expect((screen.getByLabelText('Week') as HTMLInputElement).value).toBe('Week of 23-Nov-2026');
    expect(optionsSeen.at(-1)).toEqual({
      recipient_type: 'approver',
      tab: 'approvals',
      week: '2026-11-23',
      search: 'Ananya Sharma',
      status: 'any',
    });
    // The search box names the person, not their employee code.
    expect((screen.getByRole('searchbox', { name: 'Search people' }) as HTMLInputElement).value).toBe(
      'Ananya Sharma',
    );
    const listed = calls.filter((call) => call.path === `${API}/approvals/` && call.query.get('week'));
    expect(listed.at(-1)?.query.get('search')).toBe('Ananya Sharma');
    expect(listed.at(-1)?.query.get('status')).toBeNull();
    expect(calls.some((call) => call.path === `${API}/my-week/`)).toBe(false);
  });

  it('says so when the sheet cannot be opened, and shows the tool as usual', async () => {
    open({ [`GET ${API}/7/`]: () => ({ status: 404, body: { code: 'not_found' } }) }, { id: 7 });
    expect(await screen.findByText(/This timesheet cannot be opened/)).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Week of time' })).toBeTruthy();
  });
});
