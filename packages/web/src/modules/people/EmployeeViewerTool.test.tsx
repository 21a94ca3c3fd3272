import { CONFIRMATION_DIALOG_WIDTH_PX, type EmployeeDetail, ERROR_PAGE_TEXTS } from '@atrium/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPLOYEES, employeeDetail, employeeRoutes, PLAIN_EMPLOYEE } from '../../test/employeeFixtures';
import { BASE_ROUTES, type FakeRoutes, installFakeApi } from '../../test/fakeApi';
import { expectFieldError } from '../../test/fieldError';
import { ORG } from '../../test/fixtures';
import { renderTool } from '../../test/renderTool';
import { REVEAL_MS } from './components/IdentityTab';
import { EmployeeViewerTool } from './EmployeeViewerTool';

const BASE = `${EMPLOYEES}31/`;

function openProfile(detail: EmployeeDetail = employeeDetail(), routes: FakeRoutes = {}) {
  window.localStorage.setItem('atrium.access', 'token-1');
  const api = installFakeApi({ ...BASE_ROUTES, ...employeeRoutes(detail), ...routes });
  return { ...api, ...renderTool(EmployeeViewerTool, 'Profile Viewer', { id: detail.id }) };
}

const openTab = async (name: string) => fireEvent.click(await screen.findByRole('tab', { name }));

function pickDate(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

afterEach(() => vi.useRealTimers());

describe('Profile Viewer', () => {
  it('shows the header and the overview with DD-MMM-YYYY dates and the reporting manager', async () => {
    openProfile();
    expect(await screen.findByRole('heading', { name: 'Ananya Sharma' })).toBeTruthy();
    expect(screen.getByText('Software Engineer · AC-031')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('Can sign in')).toBeTruthy();
    expect(screen.getByText('15-Jun-1995')).toBeTruthy();
    expect(screen.getByText('05-Apr-2024')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toContain(
      'employee-profile',
    );
  });

  it('shows the exit and notice statuses as the spec labels them', async () => {
    openProfile(employeeDetail({ status: 'in-notice', is_active: false }));
    expect(await screen.findByText('ON NOTICE')).toBeTruthy();
    expect(screen.getByText('Inactive')).toBeTruthy();
  });

  it('reads the work history and finds who was the manager on a date', async () => {
    openProfile();
    await openTab('Work history');
    const table = await screen.findByRole('table', { name: 'Work history' });
    const rows = within(table)
      .getAllByRole('row')
      .filter((row) => row.hasAttribute('data-row-key'));
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('01-Jul-2025Present'),
      expect.stringContaining('05-Apr-202430-Jun-2025'),
    ]);
    pickDate('Who was the manager on', '15-Aug-2024');
    const answer = await screen.findByText(/^On 15-Aug-2024 the reporting manager was/);
    expect(answer.textContent).toBe(
      'On 15-Aug-2024 the reporting manager was Meera Lead and the designation Software Engineer.',
    );
    await waitFor(() => expect(rows[1]?.getAttribute('aria-selected')).toBe('true'));
    expect(rows[0]?.getAttribute('aria-selected')).toBe('false');
    pickDate('Who was the manager on', '01-Jan-2020');
    expect(await screen.findByText('There is no work record for 01-Jan-2020.')).toBeTruthy();
  });

  it('reveals identity numbers to an employee manager for 30 seconds', async () => {
    const { calls } = openProfile(employeeDetail(), {
      [`POST ${BASE}identity/reveal/`]: () => ({ body: { pan: 'ABCDE1234F', aadhaar: '123456789012' } }),
    });
    await openTab('Identity');
    expect(await screen.findByText('******234F')).toBeTruthy();
    // Real timers throughout (fake ones slowed the reveal's answer past the wait on a busy machine): the timer the
    // reveal sets is found by its delay and run.
    const timers = vi.spyOn(window, 'setTimeout');
    fireEvent.click(screen.getByRole('button', { name: /Reveal/ }));
    expect(await screen.findByText('ABCDE1234F')).toBeTruthy();
    expect(calls.filter((call) => call.path === `${BASE}identity/reveal/`)).toHaveLength(1);
    const hide = timers.mock.calls.find(([, delay]) => delay === REVEAL_MS)?.[0];
    timers.mockRestore();
    expect(typeof hide).toBe('function');
    act(() => (hide as () => void)());
    await waitFor(() => expect(screen.queryByText('ABCDE1234F')).toBeNull());
    expect(screen.getByText('******234F')).toBeTruthy();
  });

  it('offers no change to someone who may only read the record', async () => {
    openProfile(employeeDetail({ can_manage: false }), {
      [`GET /api/${ORG.id}/org/employee/me/`]: () => ({ body: PLAIN_EMPLOYEE }),
    });
    await screen.findByRole('heading', { name: 'Ananya Sharma' });
    for (const name of [/Edit/, /Change work details/, /Deactivate/]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    await openTab('Identity');
    await screen.findByText('******234F');
    expect(screen.queryByRole('button', { name: /Reveal/ })).toBeNull();
    await openTab('Bank accounts');
    await screen.findByRole('table', { name: 'Bank accounts' });
    expect(screen.queryByRole('button', { name: /Add bank account/ })).toBeNull();
  });

  it('deactivates only after a 400 px confirmation', async () => {
    const { calls } = openProfile(employeeDetail(), {
      [`POST ${BASE}deactivate/`]: () => ({ status: 204 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate user' });
    expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe(
      `${CONFIRMATION_DIALOG_WIDTH_PX}px`,
    );
    expect(calls.some((call) => call.path === `${BASE}deactivate/`)).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(calls.some((call) => call.path === `${BASE}deactivate/`)).toBe(true));
    expect(await screen.findByText('User deactivated')).toBeTruthy();
  });

  it('shows why an exited user cannot be activated', async () => {
    openProfile(employeeDetail({ is_active: false, status: 'exited' }), {
      [`POST ${BASE}activate/`]: () => ({ status: 400, body: { code: 'exited_user_cannot_be_activated' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate user' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('An exited user cannot be activated')).toBeTruthy();
  });

  it('changes the designation from an effective date, sending only what changed', async () => {
    const { calls } = openProfile(employeeDetail(), {
      [`POST ${BASE}work-changes/`]: () => ({ body: { results: [] } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Change work details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Change work details' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save change' }));
    await expectFieldError('Effective date', 'This field is required');
    pickDate('Effective date', '01-Jul-2025');
    fireEvent.mouseDown(within(dialog).getByLabelText('Designation'));
    fireEvent.click(await screen.findByTitle('Senior Engineer'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save change' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === `${BASE}work-changes/`)?.body).toEqual({
        effective_date: '2025-07-01',
        designation_id: 3,
      }),
    );
    expect(await screen.findByText('Work details changed')).toBeTruthy();
  });

  it('keeps the work change open with the server’s reason when refused', async () => {
    openProfile(employeeDetail(), {
      [`POST ${BASE}work-changes/`]: () => ({
        status: 400,
        body: { code: 'invalid', codes: { effective_date: ['effective_date_in_future'] } },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Change work details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Change work details' });
    pickDate('Effective date', '01-Jul-2025');
    fireEvent.mouseDown(within(dialog).getByLabelText('Designation'));
    fireEvent.click(await screen.findByTitle('Senior Engineer'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save change' }));
    await expectFieldError('Effective date', 'The change cannot take effect in the future');
    expect(within(dialog).getByTitle('Senior Engineer')).toBeTruthy();
  });

  it('names skill levels: I Intermediate, E Expert, anything else Beginner', async () => {
    openProfile();
    await openTab('Skills');
    const list = await screen.findByRole('list', { name: 'Skills' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['TypeScript · Expert', 'SQL · Intermediate', 'Go · Beginner']);
  });

  it('adds a bank account and shows the server’s field errors on the form', async () => {
    let attempts = 0;
    const { calls } = openProfile(employeeDetail(), {
      [`POST ${BASE}bank-details/`]: () => {
        attempts += 1;
        return attempts === 1
          ? { status: 400, body: { code: 'invalid', codes: { ifsc: ['invalid'] } } }
          : {
              status: 201,
              body: {
                id: 1,
                bank_name: 'HDFC',
                account_holder: 'Ananya Sharma',
                account_number: '****5678',
                ifsc: 'HDFC0001234',
                branch: null,
                is_primary: true,
              },
            };
      },
    });
    await openTab('Bank accounts');
    fireEvent.click(await screen.findByRole('button', { name: /Add bank account/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add bank account' });
    fireEvent.change(within(dialog).getByLabelText('Bank name'), { target: { value: 'HDFC' } });
    fireEvent.change(within(dialog).getByLabelText('Account holder'), { target: { value: 'Ananya Sharma' } });
    fireEvent.change(within(dialog).getByLabelText('Account number'), { target: { value: '12x' } });
    fireEvent.change(within(dialog).getByLabelText('IFSC'), { target: { value: 'HDFC0001234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectFieldError('Account number', 'Please enter a valid value');
    fireEvent.change(within(dialog).getByLabelText('Account number'), { target: { value: '12345678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectFieldError('IFSC', 'Please enter a valid value');
    expect((within(dialog).getByLabelText('Bank name') as HTMLInputElement).value).toBe('HDFC');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bank account added')).toBeTruthy();
    expect(
      calls.filter((call) => call.path === `${BASE}bank-details/` && call.method === 'POST').at(-1)?.body,
    ).toEqual({
      bank_name: 'HDFC',
      account_holder: 'Ananya Sharma',
      account_number: '12345678',
      ifsc: 'HDFC0001234',
      branch: null,
      is_primary: true,
    });
  });

  it('refuses a document over 10 MB before sending, and deletes one only after confirmation', async () => {
    const offer = {
      id: 5,
      title: 'Offer letter',
      file_name: 'offer.pdf',
      extension: 'pdf',
      size_bytes: 2048,
      created: '2026-04-05T10:00:00Z',
      creator: { id: 11 },
    };
    const { calls } = openProfile(employeeDetail(), {
      [`GET ${BASE}documents/`]: () => ({ body: { results: [offer] } }),
      [`DELETE ${BASE}documents/5/`]: () => ({ status: 204 }),
    });
    await openTab('Documents');
    expect(await screen.findByText('Offer letter')).toBeTruthy();
    const big = new File(['x'], 'scan.pdf');
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [big] } });
    expect(
      await screen.findByText('Sorry, the file is too large. Please upload files under 10 MB'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Offer letter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete document' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('shows access denied when the record is not the viewer’s to read', async () => {
    openProfile(employeeDetail(), {
      [`GET ${BASE}`]: () => ({ status: 403, body: { code: 'permission_denied' } }),
    });
    expect(await screen.findByText(ERROR_PAGE_TEXTS.accessDenied.heading)).toBeTruthy();
  });
});
