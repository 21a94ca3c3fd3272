import { type CurrentUser, ERROR_PAGE_TEXTS, TASK_MESSAGES, type ToolOptions } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPLOYEES, employeeRow, FORM_OPTIONS, PLAIN_EMPLOYEE } from '../../test/employeeFixtures';
import { BASE_ROUTES, type FakeRequest, type FakeResponse, installFakeApi } from '../../test/fakeApi';
import { CEO, ORG } from '../../test/fixtures';
import { renderTool } from '../../test/renderTool';
import { taskFixture } from '../../test/taskFixtures';
import { EmployeeListTool } from './EmployeeListTool';

const ROWS = [
  employeeRow(1, 'Ananya'),
  employeeRow(2, 'Kabir', { status: 'in-notice', date_of_joining: '2023-01-09' }),
  employeeRow(3, 'Meera', { status: 'exited', designation: null }),
  employeeRow(4, 'Rohan', { status: 'suspension' }),
];
const EXPORTS = `/api/${ORG.id}/exports/employees/`;

function openList(
  options: Record<string, unknown> = {},
  { user = CEO, answer }: { user?: CurrentUser; answer?: (request: FakeRequest) => FakeResponse } = {},
) {
  window.localStorage.setItem('atrium.access', 'token-1');
  const api = installFakeApi({
    ...BASE_ROUTES,
    [`GET /api/${ORG.id}/org/employee/me/`]: () => ({ body: user }),
    [`GET ${EMPLOYEES}form-options/`]: () => ({ body: FORM_OPTIONS }),
    [`GET ${EMPLOYEES}`]: answer ?? (() => ({ body: { count: 23, count_exact: true, results: ROWS } })),
    [`POST ${EXPORTS}`]: () => ({
      status: 201,
      body: taskFixture(9, { task_type: 'download', kind: 'employees', display_name: 'Employees export' }),
    }),
  });
  const lastQuery = () =>
    Object.fromEntries(api.calls.filter((call) => call.path === EMPLOYEES).at(-1)?.query ?? []);
  return { ...api, lastQuery, ...renderTool(EmployeeListTool, 'Employee List', options as ToolOptions) };
}

const table = () => screen.findByRole('table', { name: 'Employees' });
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Employee List', () => {
  it('shows a page of 10 with status badges and DD-MMM-YYYY joining dates', async () => {
    const { lastQuery } = openList();
    await screen.findByRole('link', { name: 'Ananya Sharma' });
    const kabir = screen.getByRole('link', { name: 'Kabir Sharma' }).closest('tr') as HTMLElement;
    expect(cellsOf(kabir)).toEqual([
      'Kabir Sharma',
      'AC-002',
      'Software Engineer',
      'Engineering',
      'Full time',
      '09-Jan-2023',
      'ON NOTICE',
    ]);
    const table2 = await table();
    expect(within(table2).getByText('EXITED')).toBeTruthy();
    expect(within(table2).getByText('SUSPENDED')).toBeTruthy();
    expect(within(table2).getAllByText('Active')).toHaveLength(1);
    expect(screen.getByText('23 employees')).toBeTruthy();
    expect(lastQuery()).toEqual({ limit: '10', offset: '0' });
    expect(screen.getByRole('link', { name: 'Ananya Sharma' }).getAttribute('href')).toContain(
      'for_workspace=employee-profile',
    );
  });

  it('opens filtered as the dashboard tile asks; employment type employee means every employee', async () => {
    const { lastQuery } = openList({
      statuses: 'active,in-notice',
      employment_type: 'employee',
      joined_by: '2026-11-25',
    });
    await table();
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        status: 'active,in-notice',
        joined_by: '2026-11-25',
        limit: '10',
        offset: '0',
      }),
    );
    // "employee" is not one of this organisation's types: the filter reads Any rather than a raw word.
    expect(screen.queryByTitle('employee')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Joined by 25-Nov-2026/ }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({ status: 'active,in-notice', limit: '10', offset: '0' }),
    );
    expect(screen.queryByRole('button', { name: /Joined by/ })).toBeNull();
  });

  it('searches 500 ms after typing stops, and pages and sorts on the server', async () => {
    const { lastQuery, calls } = openList();
    await table();
    fireEvent.change(screen.getByLabelText('Search employees'), { target: { value: 'kab' } });
    expect(lastQuery().search).toBeUndefined();
    await waitFor(() => expect(lastQuery().search).toBe('kab'), { timeout: 2000 });

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastQuery().offset).toBe('10'));

    const before = calls.length;
    fireEvent.click(within(await table()).getByRole('columnheader', { name: /^Code/ }));
    await waitFor(() => expect(lastQuery().order_by).toBe('code'));
    expect(lastQuery().offset).toBe('0');
    expect(calls.length).toBeGreaterThan(before);
    fireEvent.click(within(await table()).getByRole('columnheader', { name: /^Code/ }));
    await waitFor(() => expect(lastQuery().order_by).toBe('-code'));
  });

  it('filters by several statuses', async () => {
    const { lastQuery } = openList();
    await table();
    fireEvent.mouseDown(screen.getByLabelText('Status'));
    fireEvent.click(await screen.findByTitle('On notice'));
    await waitFor(() => expect(lastQuery().status).toBe('in-notice'));
    fireEvent.click(await screen.findByTitle('Exited'));
    await waitFor(() => expect(lastQuery().status).toBe('in-notice,exited'));
  });

  it('lets an employee manager add employees and export the list with its filters', async () => {
    const { calls, router } = openList({ statuses: 'in-notice', search: 'sharma', department: 3 });
    await table();
    fireEvent.click(await screen.findByRole('button', { name: /Export to Excel/ }));
    expect(await screen.findByText(TASK_MESSAGES.download_task_started)).toBeTruthy();
    expect(calls.find((call) => call.path === EXPORTS)?.body).toEqual({
      search: 'sharma',
      status: 'in-notice',
      department: 3,
    });
    fireEvent.click(screen.getByRole('button', { name: /Add employee/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/employee-form'));
    expect(router.state.location.search).toContain('tools_data');
  });

  it('shows neither action to an employee without the role', async () => {
    openList({}, { user: PLAIN_EMPLOYEE });
    await table();
    await screen.findAllByRole('link', { name: 'Ananya Sharma' });
    expect(screen.queryByRole('button', { name: /Add employee/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Export to Excel/ })).toBeNull();
  });

  it('says so when nothing matches', async () => {
    openList({}, { answer: () => ({ body: { count: 0, count_exact: true, results: [] } }) });
    expect(await screen.findByText('No employees match these filters.')).toBeTruthy();
  });

  it('shows access denied when the server refuses', async () => {
    openList({}, { answer: () => ({ status: 403, body: { code: 'permission_denied' } }) });
    expect(await screen.findByText(ERROR_PAGE_TEXTS.accessDenied.heading)).toBeTruthy();
  });
});
