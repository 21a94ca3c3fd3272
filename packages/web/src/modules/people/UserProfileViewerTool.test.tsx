import type { CurrentUser } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EMPLOYEES, employeeDetail, employeeRoutes, PLAIN_EMPLOYEE } from '../../test/employeeFixtures';
import { BASE_ROUTES, type FakeRoutes, installFakeApi } from '../../test/fakeApi';
import { installFakeUploads } from '../../test/fakeUploads';
import { expectFieldError } from '../../test/fieldError';
import { CEO, ORG } from '../../test/fixtures';
import { renderTool } from '../../test/renderTool';
import { UserProfileViewerTool } from './UserProfileViewerTool';

const ME = `/api/${ORG.id}/org/employee/me/`;
const HIERARCHY = `${EMPLOYEES}hierarchy/`;
const OWN_RECORD = employeeDetail({ can_manage: false, first_name: 'Ravi', last_name: 'Kumar' });

function openMyProfile(user: CurrentUser = PLAIN_EMPLOYEE, routes: FakeRoutes = {}) {
  window.localStorage.setItem('atrium.access', 'token-1');
  const api = installFakeApi({
    ...BASE_ROUTES,
    ...employeeRoutes(OWN_RECORD),
    [`GET ${ME}`]: () => ({ body: user }),
    [`GET ${HIERARCHY}`]: () => ({
      body: {
        results: [
          {
            id: 40,
            first_name: 'Dev',
            last_name: 'Tree',
            photo: null,
            code: 'AC-040',
            designation: 'Engineer',
            status: 'active',
            reportee_count: 0,
          },
        ],
      },
    }),
    ...routes,
  });
  const uploads = installFakeUploads((name, value) => vi.stubGlobal(name, value));
  return { ...api, uploads, ...renderTool(UserProfileViewerTool, 'Profile Viewer') };
}

const heading = () => screen.findByRole('heading', { name: 'Welcome, Ravi' });

describe('My Profile', () => {
  it('shows the signed-in employee’s own record', async () => {
    const { calls } = openMyProfile();
    await heading();
    expect(screen.getByText('Software Engineer · AC-031')).toBeTruthy();
    expect(screen.getByText('9876543210')).toBeTruthy();
    expect(calls.some((call) => call.path === `${EMPLOYEES}31/`)).toBe(true);
  });

  it('changes the employee’s own contact details after checking them', async () => {
    const { calls } = openMyProfile(PLAIN_EMPLOYEE, {
      [`PATCH ${ME}profile/`]: () => ({ status: 204 }),
    });
    await heading();
    fireEvent.click(screen.getByRole('button', { name: /Edit contact details/ }));
    fireEvent.change(await screen.findByLabelText('Mobile'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectFieldError('Mobile', 'Please enter a 10-digit number, or + and 7 to 15 digits');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    fireEvent.change(screen.getByLabelText('Mobile'), { target: { value: '+919812345678' } });
    fireEvent.change(screen.getByLabelText('Nationality'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        mobile: '+919812345678',
        landline: null,
        personal_email: null,
        nationality: null,
        blood_group: 'O+',
        marital_status: 'single',
      }),
    );
    expect(await screen.findByText('Record Updated')).toBeTruthy();
  });

  it('accepts only a jpg, jpeg or png photo, checked before sending', async () => {
    const { uploads } = openMyProfile();
    await heading();
    const input = () => document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input(), { target: { files: [new File(['gif'], 'me.gif', { type: 'image/gif' })] } });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Profile picture must be a jpg, jpeg or png file',
    );
    expect(uploads).toHaveLength(0);

    fireEvent.change(input(), { target: { files: [new File(['png'], 'me.PNG', { type: 'image/png' })] } });
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]?.method).toBe('PUT');
    expect(uploads[0]?.url).toContain(`${EMPLOYEES}31/photo/`);
    uploads[0]?.respond(200, { photo: '/api/public/photos/7/photos/x.png' });
    expect(await screen.findByText('Photo changed')).toBeTruthy();
  });

  it('shows the manager above and, for a reporting manager, the direct reports below', async () => {
    const { calls } = openMyProfile({ ...PLAIN_EMPLOYEE, is_reporting_manager: true });
    await heading();
    fireEvent.click(screen.getByRole('tab', { name: 'Reporting line' }));
    const above = await screen.findByRole('region', { name: 'Reports to' });
    expect(within(above).getByRole('link', { name: 'Grace Hopper' })).toBeTruthy();
    const below = screen.getByRole('region', { name: 'Direct reports' });
    expect(await within(below).findByRole('link', { name: 'Dev Tree' })).toBeTruthy();
    expect(calls.find((call) => call.path === HIERARCHY)?.query.get('manager')).toBe('31');
  });

  it('does not ask for direct reports of someone who manages nobody', async () => {
    const { calls } = openMyProfile();
    await heading();
    fireEvent.click(screen.getByRole('tab', { name: 'Reporting line' }));
    expect(await screen.findByText('Nobody reports to you directly.')).toBeTruthy();
    expect(calls.some((call) => call.path === HIERARCHY)).toBe(false);
  });

  it('lists the employee’s own documents read-only, and their skills', async () => {
    openMyProfile(CEO, {
      [`GET /api/${ORG.id}/org/employees/21/`]: () => ({ body: { ...OWN_RECORD, id: 21, can_manage: true } }),
      [`GET ${EMPLOYEES}21/documents/`]: () => ({
        body: {
          results: [
            {
              id: 5,
              title: 'Offer letter',
              file_name: 'offer.pdf',
              extension: 'pdf',
              size_bytes: 2048,
              created: '2026-04-05T10:00:00Z',
              creator: null,
            },
          ],
        },
      }),
    });
    await screen.findByRole('heading', { name: 'Welcome, Grace' });
    fireEvent.click(screen.getByRole('tab', { name: 'Documents' }));
    expect(await screen.findByText('Offer letter')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Offer letter' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Offer letter' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Skills' }));
    expect(await screen.findByText('TypeScript · Expert')).toBeTruthy();
  });

  it('keeps the user summary for a contractor without an employee record', async () => {
    const contractor: CurrentUser = {
      ...PLAIN_EMPLOYEE,
      user_type: 'contractor',
      is_employee: false,
      is_contractor: true,
      employee_info: null,
      contractor_info: { id: 3, code: 'CT-003' },
    };
    const { calls } = openMyProfile(contractor);
    await heading();
    expect(screen.getByText('Roles')).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith(EMPLOYEES))).toBe(false);
  });
});
