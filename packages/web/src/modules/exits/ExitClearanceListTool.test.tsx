import { CONFIRMATION_DIALOG_WIDTH_PX, type ExitDetail, type ToolOptions } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { employeePage } from '../../test/employeeFixtures';
import { BASE_ROUTES, type FakeRoutes, installFakeApi } from '../../test/fakeApi';
import { CEO, ORG } from '../../test/fixtures';
import { renderTool } from '../../test/renderTool';
import { ExitClearanceListTool } from './ExitClearanceListTool';

const API = `/api/${ORG.id}/employee-exit/exits/`;
const EMPLOYEES = `/api/${ORG.id}/org/employees/`;

const EXIT: ExitDetail = {
  id: 4,
  employee: {
    id: 31,
    user_id: 131,
    code: 'ACME0042',
    name: 'Gaurav Fernandes',
    designation: 'Software Engineer',
    department: 'Engineering',
    date_of_joining: '2020-03-07',
    reporting_manager_user_id: 12,
  },
  exit_type: 'resignation',
  notice_date: '2026-05-01',
  last_working_day: '2026-05-21',
  notice_period_days: 30,
  notice_shortfall_days: 10,
  reason: 'Relocating',
  status: 'in-notice',
  is_exit_clearance_done: false,
  is_exit_final_done: false,
  exit_done_at: null,
  cleared_areas: [],
  created: '2026-05-01T09:00:00Z',
  clearances: [],
};

const signedBy = (area: 'it' | 'admin' | 'finance' | 'manager') => ({
  area,
  cleared_by: { id: CEO.id, name: 'Grace Hopper' },
  cleared_at: '2026-05-10T09:00:00Z',
  note: null,
});
const ALL_SIGNED = {
  cleared_areas: ['admin', 'finance', 'it', 'manager'] as ExitDetail['cleared_areas'],
  clearances: (['it', 'admin', 'finance', 'manager'] as const).map(signedBy),
};

const EMPLOYEE_ROW = {
  id: 31,
  user_id: 131,
  code: 'ACME0042',
  first_name: 'Gaurav',
  last_name: 'Fernandes',
  email: 'g@acme.example',
  photo: null,
  status: 'active',
  employment_type: 'full-time',
  date_of_joining: '2020-03-07',
  designation: null,
  department: null,
  sub_department: null,
};

const page = (results: unknown[], count = results.length) => ({ body: { count, results } });

function openList(routes: FakeRoutes = {}, options: ToolOptions = {}) {
  window.localStorage.setItem('atrium.access', 'token-1');
  const api = installFakeApi({
    ...BASE_ROUTES,
    [`GET ${API}`]: () => page([EXIT], 12),
    [`GET ${API}:id/`]: () => ({ body: EXIT }),
    ...routes,
  });
  const listQuery = () =>
    Object.fromEntries(api.calls.filter((c) => c.method === 'GET' && c.path === API).at(-1)?.query ?? []);
  const posts = (suffix: string) =>
    api.calls.filter((c) => c.method === 'POST' && c.path === `${API}${suffix}`);
  return { ...api, listQuery, posts, ...renderTool(ExitClearanceListTool, 'Pending Clearance', options) };
}

/** The error the form field announces (its aria-describedby). */
async function expectFieldError(form: HTMLElement, label: string, message: string) {
  await waitFor(() => {
    const ids = within(form).getByLabelText(label).getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids.map((id) => document.getElementById(id)?.textContent ?? '').join('')).toBe(message);
  });
}

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

async function confirmIn(title: string, button: string) {
  const modal = await findDialog(title);
  fireEvent.click(within(modal).getByRole('button', { name: button }));
  return modal;
}

function pickDate(form: HTMLElement, label: string, value: string) {
  const input = within(form).getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

describe('Pending Clearance', () => {
  it('lists open exits with DD-MMM-YYYY dates, shortfall and clearance progress', async () => {
    const { listQuery } = openList();
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('Gaurav Fernandes')).closest('tr') as HTMLElement;
    expect(within(row).getByText('ACME0042')).toBeTruthy();
    expect(within(row).getByText('01-May-2026')).toBeTruthy();
    expect(within(row).getByText('21-May-2026')).toBeTruthy();
    expect(within(row).getByText('10 days')).toBeTruthy();
    expect(within(row).getByText('0/4')).toBeTruthy();
    expect(within(row).getByText('On notice')).toBeTruthy();
    expect(screen.getByText('12 exits')).toBeTruthy();
    expect(listQuery()).toEqual({ status: 'in-notice', limit: '10', offset: '0' });
  });

  it('filters each tab on the server', async () => {
    const { listQuery } = openList();
    await screen.findByText('Gaurav Fernandes');
    fireEvent.click(screen.getByRole('tab', { name: 'Clearance pending' }));
    await waitFor(() =>
      expect(listQuery()).toEqual({
        status: 'in-notice',
        is_exit_clearance_done: 'false',
        limit: '10',
        offset: '0',
      }),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Full-and-final pending' }));
    await waitFor(() =>
      expect(listQuery()).toMatchObject({ is_exit_clearance_done: 'true', is_exit_final_done: 'false' }),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Exit Done' }));
    await waitFor(() => expect(listQuery()).toEqual({ status: 'exit-done', limit: '10', offset: '0' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search exits' }), {
      target: { value: 'gaurav' },
    });
    await waitFor(() => expect(listQuery()).toMatchObject({ status: 'exit-done', search: 'gaurav' }));
  });

  it('says so when a tab is empty', async () => {
    openList({ [`GET ${API}`]: () => page([]) });
    expect(await screen.findByText('No exits in this state.')).toBeTruthy();
  });

  it('offers a retry when the list cannot load', async () => {
    openList({ [`GET ${API}`]: () => ({ status: 400, body: { code: 'invalid' } }) });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('starts an exit for an employee found by name, then opens it', async () => {
    const { posts } = openList({
      [`GET ${EMPLOYEES}`]: () => employeePage([EMPLOYEE_ROW]),
      [`POST ${API}`]: () => ({ status: 201, body: EXIT }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Start exit' }));
    const form = await screen.findByRole('dialog', { name: 'Start exit' });
    fireEvent.click(within(form).getByRole('button', { name: 'Start exit' }));
    await waitFor(() => expect(within(form).getAllByText('This field is required')).toHaveLength(2));
    await expectFieldError(form, 'Last working day', 'This field is required');

    fireEvent.mouseDown(within(form).getByLabelText('Employee'));
    fireEvent.click(await screen.findByTitle('Gaurav Fernandes (ACME0042)'));
    pickDate(form, 'Notice date', '01-May-2026');
    pickDate(form, 'Last working day', '30-Apr-2026');
    fireEvent.click(within(form).getByRole('button', { name: 'Start exit' }));
    await expectFieldError(form, 'Last working day', 'The last working day cannot be before the notice date');

    pickDate(form, 'Last working day', '21-May-2026');
    fireEvent.click(within(form).getByLabelText('Termination'));
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Relocating' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Start exit' }));
    await waitFor(() => expect(posts('')).toHaveLength(1));
    expect(posts('')[0]?.body).toEqual({
      employee_id: 31,
      exit_type: 'termination',
      notice_date: '2026-05-01',
      last_working_day: '2026-05-21',
      reason: 'Relocating',
    });
    expect(await screen.findByText('Exit details')).toBeTruthy();
  });

  it('shows the server’s field errors on the start form', async () => {
    openList({
      [`GET ${EMPLOYEES}`]: () => employeePage([EMPLOYEE_ROW]),
      [`POST ${API}`]: () => ({
        status: 400,
        body: { code: 'invalid', codes: { last_working_day: ['last_working_day_before_joining'] } },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Start exit' }));
    const form = await screen.findByRole('dialog', { name: 'Start exit' });
    fireEvent.mouseDown(within(form).getByLabelText('Employee'));
    fireEvent.click(await screen.findByTitle('Gaurav Fernandes (ACME0042)'));
    pickDate(form, 'Last working day', '21-May-2099');
    fireEvent.click(within(form).getByRole('button', { name: 'Start exit' }));
    await expectFieldError(form, 'Last working day', 'Last working day must be after the date of joining');
  });

  it('signs a clearance area after a 400 px confirmation with an optional note', async () => {
    const { posts } = openList(
      {
        [`POST ${API}4/clearances/`]: () => ({
          body: { ...EXIT, clearances: [signedBy('it')], cleared_areas: ['it'] },
        }),
      },
      { exit: 4 },
    );
    const checklist = await screen.findByRole('region', { name: 'Clearance checklist' });
    expect(within(checklist).getAllByText('Pending')).toHaveLength(4);
    fireEvent.click(within(checklist).getByRole('button', { name: 'Sign off IT' }));
    const modal = await findDialog('Sign off IT clearance');
    expect((modal.closest('.ant-modal') as HTMLElement | null)?.style.width).toBe(
      `${CONFIRMATION_DIALOG_WIDTH_PX}px`,
    );
    fireEvent.change(within(modal).getByLabelText('Note'), { target: { value: 'Laptop returned' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Sign off' }));
    await waitFor(() => expect(posts('4/clearances/')).toHaveLength(1));
    expect(posts('4/clearances/')[0]?.body).toEqual({ area: 'it', note: 'Laptop returned' });
  });

  it('shows who signed, and marks exit clearance only when all four have signed', async () => {
    const { posts } = openList(
      {
        [`GET ${API}:id/`]: () => ({ body: { ...EXIT, ...ALL_SIGNED } }),
        [`POST ${API}4/exit-clearance/`]: () => ({
          body: { ...EXIT, ...ALL_SIGNED, is_exit_clearance_done: true },
        }),
      },
      { exit: 4 },
    );
    const checklist = await screen.findByRole('region', { name: 'Clearance checklist' });
    expect(within(checklist).getAllByText(/^Signed by Grace Hopper on 10-May-2026$/)).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Mark full and final' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Complete exit' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Mark exit clearance' }));
    await confirmIn('Mark exit clearance', 'Mark done');
    await waitFor(() => expect(posts('4/exit-clearance/')).toHaveLength(1));
    expect(await screen.findByText('Exit clearance marked')).toBeTruthy();
  });

  it('keeps Mark exit clearance disabled while an area is pending', async () => {
    openList({}, { exit: 4 });
    await screen.findByRole('region', { name: 'Clearance checklist' });
    expect(screen.getByRole('button', { name: 'Mark exit clearance' }).hasAttribute('disabled')).toBe(true);
  });

  it('completes the exit after confirmation and then offers the letters', async () => {
    let detail: ExitDetail = {
      ...EXIT,
      ...ALL_SIGNED,
      is_exit_clearance_done: true,
      is_exit_final_done: true,
    };
    const { posts, calls } = openList(
      {
        [`GET ${API}:id/`]: () => ({ body: detail }),
        [`POST ${API}4/complete/`]: () => {
          detail = { ...detail, status: 'exit-done', exit_done_at: '2026-05-22T10:00:00Z' };
          return { body: detail };
        },
        [`GET ${API}4/letters/relieving.pdf`]: () => ({
          body: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
          headers: { 'Content-Disposition': 'attachment; filename="relieving-letter-ACME0042.pdf"' },
        }),
      },
      { exit: 4 },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Complete exit' }));
    const modal = await findDialog('Complete exit');
    expect(within(modal).getByText(/will be marked 'Exit Done' and their user deactivated/)).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: 'Complete exit' }));
    await waitFor(() => expect(posts('4/complete/')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Experience letter' })).toBeTruthy();
    // The list's tab, the exit's status and the notice that says it is done.
    expect(screen.getAllByText('Exit Done')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Withdraw exit' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Relieving letter' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === `${API}4/letters/relieving.pdf`)).toBe(true),
    );
  });

  it('keeps the dialog open and says why when the server refuses', async () => {
    openList(
      {
        [`GET ${API}:id/`]: () => ({ body: { ...EXIT, ...ALL_SIGNED } }),
        [`POST ${API}4/exit-clearance/`]: () => ({ status: 400, body: { code: 'exit_clearance_pending' } }),
      },
      { exit: 4 },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Mark exit clearance' }));
    const modal = await confirmIn('Mark exit clearance', 'Mark done');
    expect(await screen.findByText('Every clearance must be signed off first')).toBeTruthy();
    expect(modal.isConnected).toBe(true);
  });

  it('hides what the user may not do', async () => {
    const finance = { ...CEO, roles: ['finance:finance-executive', 'org:employee'] } as typeof CEO;
    openList(
      {
        [`GET /api/${ORG.id}/org/employee/me/`]: () => ({ body: finance }),
        [`GET ${API}:id/`]: () => ({ body: { ...EXIT, ...ALL_SIGNED, is_exit_clearance_done: true } }),
      },
      { exit: 4 },
    );
    expect(await screen.findByRole('button', { name: 'Mark full and final' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start exit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Complete exit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw exit' })).toBeNull();
  });
});
