import { type CurrentUser, ERROR_PAGE_TEXTS } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeRoutes } from '../../test/fakeApi';
import { fieldError } from '../../test/fieldError';
import { API, ENGINEERING, HEAD, LEAVE_ADMIN, openTool, PLATFORM, page, SETUP } from './orgSetupTestData';

const UNITS = {
  [`GET ${SETUP}/departments/`]: () => page([ENGINEERING]),
  [`GET ${SETUP}/sub-departments/`]: () => page([PLATFORM]),
};

const openSetup = (routes: FakeRoutes = {}, me?: CurrentUser) =>
  openTool('org', 'Setup', { ...UNITS, ...routes }, me);

async function openTab(name: string) {
  fireEvent.click(await screen.findByRole('tab', { name }));
}

const dialog = () => screen.getByRole('dialog');

/** Opens a select by its label and clicks one of its options. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
}

/** Opens the record form, which is fetched when it first opens. */
async function openForm(button: HTMLElement) {
  fireEvent.click(button);
  await screen.findByRole('dialog');
}

describe('Setup', () => {
  it('lists departments and sub-departments under the organisation’s own names', async () => {
    openSetup();
    const departments = await screen.findByRole('table', { name: 'Functions' });
    const row = (await within(departments).findByText('Engineering')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Hana Head')).toBeTruthy();
    expect(within(row).getByText('12')).toBeTruthy();
    expect(within(departments).getByRole('columnheader', { name: 'Sub Functions' })).toBeTruthy();
    const subs = screen.getByRole('table', { name: 'Sub Functions' });
    expect(await within(subs).findByText('Platform')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Functions' })).toBeTruthy();
  });

  it('adds a designation from a modal form and searches on the server', async () => {
    const { callsTo } = openSetup({
      [`GET ${SETUP}/designations/`]: () => page([{ id: 1, name: 'Engineer' }]),
      [`POST ${SETUP}/designations/`]: () => ({ status: 201, body: { id: 2, name: 'Architect' } }),
    });
    await openTab('Designations');
    expect(await screen.findByText('Engineer')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search designations' }), {
      target: { value: 'eng' },
    });
    await waitFor(() =>
      expect(callsTo('GET', '/org/setup/designations/').at(-1)?.query.get('search')).toBe('eng'),
    );
    await openForm(screen.getByRole('button', { name: 'Add designation' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldError('Name')).toBe('This field is required'));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Architect' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('POST', '/org/setup/designations/')).toHaveLength(1));
    expect(callsTo('POST', '/org/setup/designations/')[0]?.body).toEqual({ name: 'Architect' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a grade whose minimum CTC exceeds its maximum before sending it', async () => {
    const { callsTo } = openSetup({
      [`GET ${SETUP}/grades/`]: () => page([]),
      [`POST ${SETUP}/grades/`]: ({ body }) => ({ status: 201, body: { id: 3, ...(body as object) } }),
    });
    await openTab('Grades');
    expect(await screen.findByText('There are no grades yet.')).toBeTruthy();
    await openForm(screen.getAllByRole('button', { name: 'Add grade' })[0] as HTMLElement);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'G3' } });
    fireEvent.change(screen.getByLabelText('Level'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Minimum CTC'), { target: { value: '900000' } });
    fireEvent.change(screen.getByLabelText('Maximum CTC'), { target: { value: '500000' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldError('Minimum CTC')).toBe('Minimum must not be more than maximum'));
    expect(callsTo('POST', '/org/setup/grades/')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Maximum CTC'), { target: { value: '1200000' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('POST', '/org/setup/grades/')).toHaveLength(1));
    expect(callsTo('POST', '/org/setup/grades/')[0]?.body).toEqual({
      name: 'G3',
      level: 3,
      min_ctc: 900000,
      max_ctc: 1200000,
    });
  });

  it('shows the server’s refusal of a taken name on the field', async () => {
    openSetup({
      [`GET ${SETUP}/skills/`]: () => page([{ id: 1, name: 'Rust' }]),
      [`PATCH ${SETUP}/skills/1/`]: () => ({
        status: 409,
        body: { code: 'integrity_error', codes: { name: ['integrity_error'] } },
      }),
    });
    await openTab('Skills');
    await openForm(await screen.findByRole('button', { name: 'Edit Rust' }));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Rust');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Go' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldError('Name')).toBe('Record already exist!'));
  });

  it('deletes a location only after confirmation, and says why the last headquarters stays', async () => {
    const { callsTo } = openSetup({
      [`GET ${SETUP}/locations/`]: () =>
        page([
          {
            id: 4,
            name: 'Pune',
            city: 'Pune',
            state: null,
            country: 'India',
            zip_code: '411001',
            is_headquarters: true,
          },
        ]),
      [`DELETE ${SETUP}/locations/4/`]: () => ({ status: 400, body: { code: 'headquarter_required' } }),
    });
    await openTab('Locations');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Pune' }));
    const confirmation = await screen.findByRole('dialog');
    expect(within(confirmation).getByText('Delete location Pune?')).toBeTruthy();
    expect(callsTo('DELETE', '/org/setup/locations/4/')).toHaveLength(0);
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo('DELETE', '/org/setup/locations/4/')).toHaveLength(1));
    expect(await screen.findByText('At least one location must be the headquarters')).toBeTruthy();
  });

  it('shows a location’s ZIP code and takes only six digits for it, its country and state picked from lists', async () => {
    const { callsTo } = openSetup({
      [`GET ${SETUP}/locations/`]: () =>
        page([
          {
            id: 4,
            name: 'Pune',
            city: 'Pune',
            state: null,
            country: 'India',
            zip_code: '411001',
            is_headquarters: true,
          },
        ]),
      [`POST ${SETUP}/locations/`]: ({ body }) => ({ status: 201, body: { id: 5, ...(body as object) } }),
    });
    await openTab('Locations');
    const locations = await screen.findByRole('table', { name: 'Locations' });
    expect(within(locations).getByRole('columnheader', { name: 'ZIP code' })).toBeTruthy();
    expect(await within(locations).findByText('411001')).toBeTruthy();

    await openForm(screen.getByRole('button', { name: 'Add location' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Chennai' } });
    fireEvent.change(screen.getByLabelText('ZIP code'), { target: { value: '60000' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldError('ZIP code')).toBe('Please enter a 6-digit ZIP code'));
    expect(callsTo('POST', '/org/setup/locations/')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('ZIP code'), { target: { value: '600001' } });
    await choose('Country', 'India');
    await choose('State', 'Karnataka');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('POST', '/org/setup/locations/')).toHaveLength(1));
    expect(callsTo('POST', '/org/setup/locations/')[0]?.body).toEqual({
      name: 'Chennai',
      city: null,
      state: 'Karnataka',
      country: 'India',
      zip_code: '600001',
      is_headquarters: false,
    });
  });

  it('shows holidays by year, from two years back to two ahead', async () => {
    const year = new Date().getFullYear();
    const { callsTo } = openSetup({
      [`GET ${API}/leave-portal/holidays/`]: () =>
        page([{ id: 1, date: `${year}-12-25`, name: 'Christmas', is_optional: false, location_ids: [] }]),
    });
    await openTab('Holidays');
    expect(await screen.findByText(`25-Dec-${year}`)).toBeTruthy();
    expect(callsTo('GET', '/leave-portal/holidays/').at(-1)?.query.get('year')).toBe(String(year));
    fireEvent.mouseDown(screen.getByLabelText('Year'));
    await screen.findByTitle(String(year - 2));
    const options = document.querySelectorAll('.ant-select-item-option');
    expect([...options].map((option) => option.textContent)).toEqual(
      [year - 2, year - 1, year, year + 1, year + 2].map(String),
    );
    fireEvent.click(await screen.findByTitle(String(year + 1)));
    await waitFor(() =>
      expect(callsTo('GET', '/leave-portal/holidays/').at(-1)?.query.get('year')).toBe(String(year + 1)),
    );
  });

  it('lets a colleague without a setup role look but not change', async () => {
    openSetup({ [`GET ${SETUP}/designations/`]: () => page([{ id: 1, name: 'Engineer' }]) }, HEAD);
    await openTab('Designations');
    expect(await screen.findByText('Engineer')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add designation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Engineer' })).toBeNull();
  });

  it('lets a leave administrator manage holidays but not the rest of the setup', async () => {
    const year = new Date().getFullYear();
    openSetup(
      {
        [`GET ${SETUP}/designations/`]: () => page([{ id: 1, name: 'Engineer' }]),
        [`GET ${API}/leave-portal/holidays/`]: () =>
          page([{ id: 1, date: `${year}-12-25`, name: 'Christmas', is_optional: false, location_ids: [] }]),
      },
      LEAVE_ADMIN,
    );
    await openTab('Holidays');
    expect(await screen.findByText(`25-Dec-${year}`)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Add holiday' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Edit Christmas' })).toBeTruthy();
    await openTab('Designations');
    expect(await screen.findByText('Engineer')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add designation' })).toBeNull();
  });

  it('shows access denied inside the tool when the list is refused', async () => {
    openSetup({
      [`GET ${SETUP}/departments/`]: () => ({ status: 403, body: { code: 'permission_denied' } }),
    });
    const tool = await screen.findByRole('region', { name: 'Setup' });
    expect(await within(tool).findByText(ERROR_PAGE_TEXTS.accessDenied.heading)).toBeTruthy();
  });
});
