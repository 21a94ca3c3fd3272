import { ERROR_PAGE_TEXTS } from '@atrium/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  EMPLOYEES,
  employeeDetail,
  employeeRoutes,
  FORM_OPTIONS,
  PLAIN_EMPLOYEE,
} from '../../test/employeeFixtures';
import { BASE_ROUTES, type FakeRoutes, installFakeApi } from '../../test/fakeApi';
import { expectFieldError, fieldError } from '../../test/fieldError';
import { ORG } from '../../test/fixtures';
import { renderTool } from '../../test/renderTool';
import { EmployeeFormTool } from './EmployeeFormTool';

function openForm(options: { id?: number } = {}, routes: FakeRoutes = {}) {
  window.localStorage.setItem('atrium.access', 'token-1');
  const api = installFakeApi({
    ...BASE_ROUTES,
    ...employeeRoutes(employeeDetail()),
    [`GET ${EMPLOYEES}form-options/`]: () => ({ body: FORM_OPTIONS }),
    ...routes,
  });
  return { ...api, ...renderTool(EmployeeFormTool, 'Employee Form', options) };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function pickDate(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options.at(-1) as HTMLElement);
}

async function fillRequired() {
  await screen.findByLabelText('First name');
  type('First name', 'Kabir');
  type('Last name', 'Rao');
  type('Work email', 'kabir@acme.example');
  type('Employee code', 'AC-090');
  pickDate('Date of joining', '01-Apr-2026');
}

// The whole form (two dozen fields, pickers included) takes seconds to render and validate in jsdom.
describe('Employee Form', { timeout: 30_000 }, () => {
  it('checks the fields with the contract’s rules and the catalogue’s messages', async () => {
    const { calls } = openForm();
    await screen.findByLabelText('First name');
    type('Work email', 'not-an-email');
    type('Mobile', '12345');
    type('PAN', 'ABC-1234');
    type('Aadhaar', '1234abcd');
    pickDate('Date of birth', dayjs().subtract(17, 'year').format('DD-MMM-YYYY'));
    type('Total experience (years)', '120');
    fireEvent.click(screen.getByRole('button', { name: 'Add employee' }));
    await expectFieldError('First name', 'This field is required');
    await waitFor(() => expect(fieldError('Work email')).toContain('Please enter valid email address.'));
    await expectFieldError('Mobile', 'Please enter a 10-digit number, or + and 7 to 15 digits');
    await expectFieldError('PAN', 'Please enter a valid PAN (up to 10 letters and digits)');
    await expectFieldError('Aadhaar', 'Please enter a valid Aadhaar number (12 digits)');
    await expectFieldError('Date of birth', 'Employee must be at least 18 years old');
    await expectFieldError('Date of joining', 'This field is required');
    // Typed out of range, it stays as typed and is refused, not changed to the nearest allowed value.
    await expectFieldError('Total experience (years)', 'Total experience must be between 0 and 99.9 years');
    expect((screen.getByLabelText('Total experience (years)') as HTMLInputElement).value).toBe('120');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('adds an employee with their work assignments and opens their profile', async () => {
    const { calls, router } = openForm(
      {},
      {
        [`POST ${EMPLOYEES}`]: () => ({ status: 201, body: { id: 90, user_id: 190 } }),
      },
    );
    await fillRequired();
    await choose('Designation', 'Senior Engineer');
    await choose('Function', 'Engineering');
    await waitFor(() =>
      expect((screen.getByLabelText('Sub Function') as HTMLInputElement).disabled).toBe(false),
    );
    await choose('Sub Function', 'Platform');
    type('PAN', 'abcde1234f');
    fireEvent.click(screen.getByRole('button', { name: 'Add employee' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/resolver'));
    expect(router.state.location.search).toContain('for_workspace=employee-profile');
    expect(decodeURIComponent(router.state.location.search)).toContain('{"id":90}');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      first_name: 'Kabir',
      last_name: 'Rao',
      email: 'kabir@acme.example',
      code: 'AC-090',
      employment_type: 'full-time',
      date_of_joining: '2026-04-01',
      designation_id: 3,
      department_id: 2,
      sub_department_id: 5,
      reporting_manager_id: null,
      pan: 'abcde1234f',
      mobile: null,
    });
  });

  it('keeps everything typed when the server refuses, with its reason on the field', async () => {
    openForm(
      {},
      {
        [`POST ${EMPLOYEES}`]: () => ({
          status: 400,
          body: { code: 'invalid', codes: { code: ['integrity_error'], mobile: ['invalid_phone'] } },
        }),
      },
    );
    await fillRequired();
    type('Mobile', '9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Add employee' }));
    await expectFieldError('Employee code', 'Record already exist!');
    expect(fieldError('Mobile')).toBe('Please enter a 10-digit number, or + and 7 to 15 digits');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Kabir');
    expect((screen.getByLabelText('Work email') as HTMLInputElement).value).toBe('kabir@acme.example');
  });

  it('edits details without the dated work fields, and replaces identity numbers only when typed', async () => {
    const { calls, router } = openForm(
      { id: 31 },
      {
        [`PATCH ${EMPLOYEES}31/`]: () => ({ status: 204 }),
        [`PUT ${EMPLOYEES}31/identity/`]: () => ({ status: 204 }),
      },
    );
    await waitFor(() =>
      expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ananya'),
    );
    expect(screen.queryByLabelText('Designation')).toBeNull();
    expect((screen.getByLabelText('Work email') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('******234F is on record; type a new number to replace it.')).toBeTruthy();
    type('Nationality', '');
    type('Aadhaar', '123456789012');
    fireEvent.mouseDown(screen.getByLabelText('Timesheet approver'));
    fireEvent.click(await screen.findByTitle('Yes'));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/resolver'));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      first_name: 'Ananya',
      dob: '1995-06-15',
      nationality: null,
      mobile: '9876543210',
      total_experience: 4.5,
      is_timesheet_approver: true,
    });
    expect(calls.find((call) => call.method === 'PATCH')?.body).not.toHaveProperty('designation_id');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ aadhaar: '123456789012' });
  });

  it('shows access denied to someone who may not add employees', async () => {
    openForm({}, { [`GET /api/${ORG.id}/org/employee/me/`]: () => ({ body: PLAIN_EMPLOYEE }) });
    expect(await screen.findByText(ERROR_PAGE_TEXTS.accessDenied.heading)).toBeTruthy();
  });
});
