import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { employeePage } from '../../test/employeeFixtures';
import type { FakeRoutes } from '../../test/fakeApi';
import { CEO, ORG } from '../../test/fixtures';
import { LmsSettingsTool } from './LmsSettingsTool';
import { API, BALANCES, LEAVE_TYPE, openLeaveTool, page } from './leaveTestData';

const EMPLOYEES = `/api/${ORG.id}/org/employees/`;
const EMPLOYEE_ROW = {
  id: 31,
  user_id: 131,
  code: 'ACME0031',
  first_name: 'Asha',
  last_name: 'Nair',
  email: 'asha@acme.example',
  photo: null,
  status: 'active',
  employment_type: 'full-time',
  date_of_joining: '2020-03-07',
  designation: null,
  department: null,
  sub_department: null,
};
const FORM_OPTIONS = {
  designations: [{ id: 1, name: 'Engineer' }],
  departments: [{ id: 2, name: 'Engineering', sub_departments: [] }],
  grades: [],
  employment_types: [{ id: 5, name: 'Full time' }],
  locations: [{ id: 6, name: 'Pune' }],
  business_units: [],
  business_regions: [],
  skills: [],
};
const POLICY = {
  id: 9,
  name: 'Engineering staff',
  leave_type_ids: [LEAVE_TYPE.id],
  applies_to: { ...LEAVE_TYPE.applicability, department_ids: [2], location_ids: [6] },
  requires_second_approval: true,
};

const routes = {
  [`GET ${API}/leave-types/`]: () => page([LEAVE_TYPE]),
  [`GET ${API}/leave-policies/`]: () => ({ body: { results: [POLICY] } }),
  [`GET /api/${ORG.id}/org/employees/form-options/`]: () => ({ body: FORM_OPTIONS }),
};

function openAdmin(extra: FakeRoutes = {}, tab?: string) {
  return openLeaveTool(
    LmsSettingsTool,
    'Leave Management Admin',
    { ...routes, ...extra },
    tab ? { tab } : {},
  );
}

/** The error a field of `scope` announces (its aria-describedby). */
async function expectFieldError(scope: HTMLElement, label: string, message: string) {
  await waitFor(() => {
    const ids = within(scope).getByLabelText(label).getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids.map((id) => document.getElementById(id)?.textContent ?? '').join('')).toBe(message);
  });
}

const modalTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;

describe('Leave Management Admin', () => {
  it('is refused to someone who is not an lms admin', async () => {
    const employee = { ...CEO, roles: ['org:employee'], primary_role: 'org:employee' } as typeof CEO;
    openAdmin({ [`GET /api/${ORG.id}/org/employee/me/`]: () => ({ body: employee }) });
    expect(await screen.findByText("Looks like you don't have access!")).toBeTruthy();
  });

  it('lists the leave years and opens a calendar year with its weekend days', async () => {
    const { callsTo } = openAdmin({
      [`POST ${API}/leave-configurations/`]: ({ body }) => {
        const start = (body as { start_date: string }).start_date;
        return {
          status: 201,
          body: {
            id: 2,
            is_active: false,
            start_date: start,
            end_date: `${start.slice(0, 4)}-12-31`,
            leaves: [],
            weekend_days: [0, 6],
            is_closed: false,
          },
        };
      },
    });
    const years = await screen.findByRole('table', { name: 'Leave years' });
    expect(await within(years).findByText('01-Apr-2026 – 31-Mar-2027')).toBeTruthy();
    expect(within(years).getByText('Active')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open leave year' }));
    const modal = await modalTitled('Open leave year');
    fireEvent.click(within(modal).getByLabelText('January to December'));
    fireEvent.click(within(modal).getByLabelText('Sunday'));
    const year = new Date().getFullYear();
    expect(
      await within(modal).findByText(new RegExp(`^From 01-Jan-${year} to 31-Dec-${year}\\.`)),
    ).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: 'Open leave year' }));
    await waitFor(() => expect(callsTo('POST', '/leave-configurations/')).toHaveLength(1));
    expect(callsTo('POST', '/leave-configurations/')[0]?.body).toEqual({
      start_date: `${year}-01-01`,
      weekend_days: [6],
    });
    expect(await screen.findByText(`Leave year 01-Jan-${year} – 31-Dec-${year} opened`)).toBeTruthy();
  });

  it('previews the year end, then closes the year on confirmation', async () => {
    const { callsTo } = openAdmin({
      [`GET ${API}/leave-configurations/1/year-end/`]: () => ({
        body: {
          year: { id: 1, start_date: '2026-04-01', end_date: '2027-03-31' },
          next_start_date: '2027-04-01',
          results: [
            {
              leave_type: { id: LEAVE_TYPE.id, code: 'EL', name: 'Earned leave' },
              employees: 120,
              closing_balance: 900,
              carried: 600,
              encashed: 200,
              lapsed: 100,
            },
          ],
        },
      }),
      [`POST ${API}/leave-configurations/1/year-end/`]: () => ({
        status: 202,
        body: { detail: 'The leave year is being closed.' },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Preview year end' }));
    const modal = await modalTitled('Close leave year 01-Apr-2026 – 31-Mar-2027');
    const preview = await within(modal).findByRole('table', { name: 'Year end preview' });
    expect(await within(preview).findByText('Earned leave (EL)')).toBeTruthy();
    expect(within(preview).getByText('600')).toBeTruthy();
    expect(within(modal).getByText(/the next year from 01-Apr-2027 becomes active/)).toBeTruthy();
    expect(within(modal).getByText(/closes by itself in the night after 31-Mar-2027/)).toBeTruthy();
    expect(callsTo('POST', '/leave-configurations/1/year-end/')).toHaveLength(0);
    fireEvent.click(within(modal).getByRole('button', { name: 'Close leave year' }));
    await waitFor(() => expect(callsTo('POST', '/leave-configurations/1/year-end/')).toHaveLength(1));
    expect(await screen.findByText('The leave year is being closed.')).toBeTruthy();
  });

  it('says why a year cannot be opened', async () => {
    openAdmin({
      [`POST ${API}/leave-configurations/`]: () => ({
        status: 409,
        body: { code: 'leave_year_already_open' },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Open leave year' }));
    const modal = await modalTitled('Open leave year');
    fireEvent.click(within(modal).getByRole('button', { name: 'Open leave year' }));
    expect(await within(modal).findByText('Another leave year is open; close it first')).toBeTruthy();
  });

  it('validates the leave type form with the contract before sending it', async () => {
    const { callsTo } = openAdmin(
      {
        [`POST ${API}/leave-types/`]: ({ body }) => ({
          status: 201,
          body: { ...LEAVE_TYPE, ...(body as object), id: 8 },
        }),
      },
      'types',
    );
    const types = await screen.findByRole('table', { name: 'Leave types' });
    const row = (await within(types).findByText('Casual Leave')).closest('tr') as HTMLElement;
    expect(within(row).getByText('12 days, monthly')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add leave type' }));
    const modal = await modalTitled('Add leave type');
    fireEvent.click(within(modal).getByRole('button', { name: 'Add leave type' }));
    await expectFieldError(modal, 'Code', 'This field is required');
    await expectFieldError(modal, 'Name', 'This field is required');

    fireEvent.change(within(modal).getByLabelText('Code'), { target: { value: '9 EL' } });
    fireEvent.change(within(modal).getByLabelText('Name'), { target: { value: 'Earned Leave' } });
    fireEvent.change(within(modal).getByLabelText('Per year (days)'), { target: { value: '2.3' } });
    fireEvent.mouseDown(within(modal).getByLabelText('Carried to the next year'));
    fireEvent.click(await screen.findByTitle('A percentage'));
    fireEvent.change(await within(modal).findByLabelText('Percent of the closing balance'), {
      target: { value: '150' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Add leave type' }));
    await expectFieldError(modal, 'Code', 'Please enter a valid value');
    await expectFieldError(modal, 'Per year (days)', 'Please enter a valid value');
    await expectFieldError(modal, 'Percent of the closing balance', 'Please enter a valid value');
    expect(callsTo('POST', '/leave-types/')).toHaveLength(0);
  });

  it('adds an hourly leave type with its carry-forward, sandwich rule and applicability', async () => {
    const { callsTo } = openAdmin(
      {
        [`POST ${API}/leave-types/`]: ({ body }) => ({
          status: 201,
          body: { ...LEAVE_TYPE, ...(body as object), id: 8 },
        }),
      },
      'types',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add leave type' }));
    const modal = await modalTitled('Add leave type');
    fireEvent.change(within(modal).getByLabelText('Name'), { target: { value: 'Earned Leave' } });
    fireEvent.mouseDown(within(modal).getByLabelText('Carried to the next year'));
    fireEvent.click(await screen.findByTitle('A percentage'));
    fireEvent.click(within(modal).getByText('Hours'));
    await waitFor(() =>
      expect(within(modal).getByLabelText('Half days allowed').hasAttribute('disabled')).toBe(true),
    );
    fireEvent.change(within(modal).getByLabelText('Code'), { target: { value: 'EL' } });
    fireEvent.change(within(modal).getByLabelText('Per year (hours)'), { target: { value: '18' } });
    fireEvent.change(within(modal).getByLabelText('Percent of the closing balance'), {
      target: { value: '50' },
    });
    fireEvent.click(within(modal).getByLabelText('Weekends between leave days count'));
    fireEvent.change(within(modal).getByLabelText('After days of service'), { target: { value: '90' } });
    fireEvent.mouseDown(within(modal).getByLabelText('Locations'));
    fireEvent.click(await screen.findByTitle('Pune'));
    fireEvent.click(within(modal).getByRole('button', { name: 'Add leave type' }));
    await waitFor(() => expect(callsTo('POST', '/leave-types/')).toHaveLength(1));
    expect(callsTo('POST', '/leave-types/')[0]?.body).toMatchObject({
      code: 'EL',
      name: 'Earned Leave',
      unit: 'hours',
      allow_half_day: false,
      annual_quantity: 18,
      carry_forward_mode: 'percent',
      carry_forward_value: 50,
      sandwich_weekends: true,
      applicable_after_days: 90,
      applicability: { location_ids: [6], department_ids: [] },
    });
    expect(await screen.findByText('Leave type Earned Leave added')).toBeTruthy();
  });

  it('shows the server’s field errors on the leave type form', async () => {
    openAdmin(
      {
        [`PATCH ${API}/leave-types/3/`]: () => ({
          status: 400,
          body: { code: 'invalid', codes: { code: ['integrity_error'] } },
        }),
      },
      'types',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Casual Leave' }));
    const modal = await modalTitled('Edit Casual Leave');
    fireEvent.click(within(modal).getByRole('button', { name: 'Save leave type' }));
    await expectFieldError(modal, 'Code', 'Record already exist!');
  });

  it('lists policies with their types and removes one after a confirmation', async () => {
    const { callsTo } = openAdmin(
      { [`DELETE ${API}/leave-policies/9/`]: () => ({ status: 204 }) },
      'policies',
    );
    const policies = await screen.findByRole('table', { name: 'Leave policies' });
    const row = (await within(policies).findByText('Engineering staff')).closest('tr') as HTMLElement;
    expect(await within(row).findByText('Casual Leave')).toBeTruthy();
    expect(within(row).getByText('1 department, 1 location')).toBeTruthy();
    expect(within(row).getByText('Manager, then HR')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Delete Engineering staff' }));
    const dialog = await screen.findByRole('dialog');
    expect(callsTo('DELETE', '/leave-policies/9/')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo('DELETE', '/leave-policies/9/')).toHaveLength(1));
  });

  it('adds a policy for chosen leave types with a second approval', async () => {
    const { callsTo } = openAdmin(
      {
        [`POST ${API}/leave-policies/`]: ({ body }) => ({
          status: 201,
          body: { ...POLICY, ...(body as object), id: 10 },
        }),
      },
      'policies',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add policy' }));
    const modal = await modalTitled('Add policy');
    fireEvent.click(within(modal).getByRole('button', { name: 'Add policy' }));
    await expectFieldError(modal, 'Name', 'This field is required');
    fireEvent.change(within(modal).getByLabelText('Name'), { target: { value: 'Interns' } });
    fireEvent.mouseDown(within(modal).getByLabelText('Leave types'));
    fireEvent.click(await screen.findByTitle('Casual Leave (CL)'));
    fireEvent.click(within(modal).getByLabelText('HR approves after the reporting manager'));
    fireEvent.click(within(modal).getByRole('button', { name: 'Add policy' }));
    await waitFor(() => expect(callsTo('POST', '/leave-policies/')).toHaveLength(1));
    expect(callsTo('POST', '/leave-policies/')[0]?.body).toEqual({
      name: 'Interns',
      leave_type_ids: [LEAVE_TYPE.id],
      applies_to: LEAVE_TYPE.applicability,
      requires_second_approval: true,
    });
  });

  it('debits an employee’s balance with a reason after a confirmation', async () => {
    const { callsTo } = openAdmin(
      {
        [`GET ${EMPLOYEES}`]: () => employeePage([EMPLOYEE_ROW]),
        [`GET ${API}/balances/`]: () => ({ body: BALANCES }),
        [`POST ${API}/balances/adjustments/`]: () => ({ status: 201, body: { id: 77 } }),
      },
      'adjustments',
    );
    fireEvent.mouseDown(await screen.findByLabelText('Employee'));
    fireEvent.click(await screen.findByTitle('Asha Nair (ACME0031)'));
    expect(await screen.findByRole('table', { name: 'Employee balances' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByLabelText('Leave type'));
    fireEvent.click(await screen.findByTitle('Casual Leave'));
    fireEvent.change(screen.getByLabelText('Change'), { target: { value: '-1' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Unrecorded absence' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adjust balance' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Debit 1 day of Casual Leave?')).toBeTruthy();
    expect(within(dialog).getByText(/goes from 2 days to 1 day/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust balance' }));
    await waitFor(() => expect(callsTo('POST', '/balances/adjustments/')).toHaveLength(1));
    expect(callsTo('POST', '/balances/adjustments/')[0]?.body).toEqual({
      employee_id: 31,
      leave_type_id: 3,
      quantity: -1,
      reason: 'Unrecorded absence',
    });
    expect(await screen.findByText('Balance adjusted: -1 day Casual Leave')).toBeTruthy();
  });
});
