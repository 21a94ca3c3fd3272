import { type ClientDetail, type Contact, TASK_MESSAGES } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_ROUTES, type FakeRoutes, installFakeApi } from '../../test/fakeApi';
import { ORG } from '../../test/fixtures';
import { GEO_ROUTES } from '../../test/geoFakes';
import { renderTool } from '../../test/renderTool';
import { taskFixture } from '../../test/taskFixtures';
import { ClientDetailTool } from './ClientDetailTool';
import { ClientFormTool } from './ClientFormTool';
import { ClientListTool } from './ClientListTool';
import { ContactFormTool } from './ContactFormTool';
import { ContactManagerTool } from './ContactManagerTool';

const API = `/api/${ORG.id}/clients`;
const page = <T,>(results: T[], count = results.length) => ({ body: { count, results } });

const CLIENT: ClientDetail = {
  id: 3,
  name: 'Initech',
  gstin: '27AAACI1234F1Z5',
  pan: 'AAACI1234F',
  currency: 'INR',
  business_region: { id: 2, name: 'West' },
  owner: { id: 11, name: 'Grace Hopper' },
  address_line: 'One BKC',
  city: 'Mumbai',
  state: 'Maharashtra',
  country: 'India',
  postal_code: '400051',
  contact_count: 1,
  created: '2026-01-05T09:00:00Z',
};

const CONTACT: Contact = {
  id: 8,
  client_contact_id: 8,
  client: { id: 3, name: 'Initech' },
  salutation: 'Mr',
  first_name: 'Rohan',
  last_name: 'Kapoor',
  position: 'Chief Technology Officer',
  mobile: '9820012345',
  email: 'rohan@initech.example',
  additional_notes: null,
  can_resource_access: true,
  created: '2026-01-05T09:00:00Z',
};

function open(routes: FakeRoutes) {
  window.localStorage.setItem('atrium.access', 'token-1');
  const api = installFakeApi({ ...BASE_ROUTES, ...GEO_ROUTES, ...routes });
  const callsTo = (method: string, path: string) =>
    api.calls.filter((call) => call.method === method && call.path === `${API}${path}`);
  return { ...api, callsTo };
}

describe('Client List', () => {
  it('lists clients with GSTIN, place, currency, owner and contacts, searches on the server and opens one', async () => {
    const { callsTo } = open({ [`GET ${API}/clients/`]: () => page([CLIENT], 12) });
    const { router } = renderTool(ClientListTool, 'Client List');
    const table = await screen.findByRole('table', { name: 'Clients' });
    const row = (await within(table).findByText('Initech')).closest('tr') as HTMLElement;
    expect(within(row).getByText('27AAACI1234F1Z5')).toBeTruthy();
    expect(within(row).getByText('Mumbai, Maharashtra, India')).toBeTruthy();
    expect(within(row).getByText('Grace Hopper')).toBeTruthy();
    expect(screen.getByText('12 clients')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search clients' }), { target: { value: 'mum' } });
    await waitFor(() =>
      expect(Object.fromEntries(callsTo('GET', '/clients/').at(-1)?.query ?? [])).toMatchObject({
        search: 'mum',
      }),
    );
    fireEvent.click(within(row).getByText('Initech'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client-detail'));
  });

  it('exports the clients its search and currency select to Excel as a download task', async () => {
    const { calls } = open({
      [`GET ${API}/clients/`]: () => page([CLIENT], 1),
      [`POST /api/${ORG.id}/exports/clients/`]: () => ({
        status: 202,
        body: taskFixture(9, { task_type: 'download', kind: 'clients', display_name: 'Clients export' }),
      }),
    });
    renderTool(ClientListTool, 'Client List', { search: 'init', currency: 'INR' });
    await screen.findByText('Initech');
    fireEvent.click(await screen.findByRole('button', { name: /Export to Excel/ }));
    expect(await screen.findByText(TASK_MESSAGES.download_task_started)).toBeTruthy();
    expect(calls.find((call) => call.path === `/api/${ORG.id}/exports/clients/`)?.body).toEqual({
      search: 'init',
      currency: 'INR',
    });
  });

  it('says so when no client matches', async () => {
    open({ [`GET ${API}/clients/`]: () => page([]) });
    renderTool(ClientListTool, 'Client List');
    expect(await screen.findByText('No clients match these filters.')).toBeTruthy();
  });
});

describe('Client Form', () => {
  it('checks GSTIN and PAN before sending, then adds the client and opens it', async () => {
    const { callsTo } = open({
      [`POST ${API}/clients/`]: () => ({ status: 201, body: CLIENT }),
      [`GET /api/${ORG.id}/org/employees/form-options/`]: () => ({ body: { business_regions: [] } }),
    });
    const { router } = renderTool(ClientFormTool, 'Client Form');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Initech' } });
    fireEvent.change(screen.getByLabelText('GSTIN'), { target: { value: '27AAACI1234F1Z' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add client' }));
    expect(await screen.findByText('Please enter a valid 15-character GST number')).toBeTruthy();
    expect(callsTo('POST', '/clients/')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('GSTIN'), { target: { value: '27aaaci1234f1z5' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Mumbai' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add client' }));
    await waitFor(() => expect(callsTo('POST', '/clients/')).toHaveLength(1));
    expect(callsTo('POST', '/clients/')[0]?.body).toMatchObject({
      name: 'Initech',
      gstin: '27AAACI1234F1Z5',
      currency: 'INR',
      city: 'Mumbai',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/client-detail'));
  });
});

describe('Client Form: the billing address’s place', () => {
  const FORM_OPTIONS = {
    [`GET /api/${ORG.id}/org/employees/form-options/`]: () => ({ body: { business_regions: [] } }),
    [`POST ${API}/clients/`]: () => ({ status: 201, body: CLIENT }),
  };
  async function choose(label: string, option: string) {
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
    fireEvent.click(await screen.findByTitle(option));
  }
  /** Clicks the suggestion shown in the open list (the list's screen-reader copy is not clicked). */
  async function pickSuggestion(name: string) {
    const shown = (await screen.findAllByText(name)).find((element) =>
      element.closest('.ant-select-item-option'),
    );
    fireEvent.click(shown as HTMLElement);
  }
  const typeCity = (text: string) =>
    fireEvent.change(screen.getByRole('combobox', { name: 'City' }), { target: { value: text } });

  it('picks a country, then one of its states, then a city suggested as it is typed', async () => {
    const { calls, callsTo } = open(FORM_OPTIONS);
    renderTool(ClientFormTool, 'Client Form');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Initech' } });
    const state = screen.getByRole('combobox', { name: 'State' });
    expect(state.closest('.ant-select')?.className).toContain('disabled');
    await choose('Country', 'India');
    await choose('State', 'Karnataka');
    typeCity('ben');
    await pickSuggestion('Bengaluru');
    const asked = calls.filter((call) => call.path === '/api/public/geo/cities/').at(-1);
    expect(Object.fromEntries(asked?.query ?? [])).toMatchObject({
      country: 'IN',
      state: 'KA',
      search: 'ben',
    });
    expect(asked?.authorization).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add client' }));
    await waitFor(() => expect(callsTo('POST', '/clients/')).toHaveLength(1));
    expect(callsTo('POST', '/clients/')[0]?.body).toMatchObject({
      country: 'India',
      state: 'Karnataka',
      city: 'Bengaluru',
    });
  });

  it('keeps a city the lists do not know as typed, and a new country clears the state and city', async () => {
    const { callsTo } = open(FORM_OPTIONS);
    renderTool(ClientFormTool, 'Client Form');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Initech' } });
    await choose('Country', 'India');
    await choose('State', 'Maharashtra');
    typeCity('Lonavala');
    await choose('Country', 'Sri Lanka');
    expect((screen.getByRole('combobox', { name: 'City' }) as HTMLInputElement).value).toBe('');
    await choose('Country', 'India');
    await choose('State', 'Maharashtra');
    typeCity('Lonavala');
    fireEvent.click(screen.getByRole('button', { name: 'Add client' }));
    await waitFor(() => expect(callsTo('POST', '/clients/')).toHaveLength(1));
    expect(callsTo('POST', '/clients/')[0]?.body).toMatchObject({
      country: 'India',
      state: 'Maharashtra',
      city: 'Lonavala',
    });
  });

  it('takes the place as typed when the lists cannot be had', async () => {
    const { callsTo } = open({
      ...FORM_OPTIONS,
      'GET /api/public/geo/countries/': () => ({ status: 429, body: { code: 'rate_limited' } }),
    });
    renderTool(ClientFormTool, 'Client Form');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Initech' } });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Country' }), {
      target: { value: 'Atlantis' },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'State' }), { target: { value: 'Deep' } });
    typeCity('Poseidonia');
    fireEvent.click(screen.getByRole('button', { name: 'Add client' }));
    await waitFor(() => expect(callsTo('POST', '/clients/')).toHaveLength(1));
    expect(callsTo('POST', '/clients/')[0]?.body).toMatchObject({
      country: 'Atlantis',
      state: 'Deep',
      city: 'Poseidonia',
    });
  });

  it('without a country, finds a city anywhere and fills in its state and country', async () => {
    const { callsTo } = open(FORM_OPTIONS);
    renderTool(ClientFormTool, 'Client Form');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Initech' } });
    typeCity('kan');
    await pickSuggestion('Kandy');
    fireEvent.click(screen.getByRole('button', { name: 'Add client' }));
    await waitFor(() => expect(callsTo('POST', '/clients/')).toHaveLength(1));
    expect(callsTo('POST', '/clients/')[0]?.body).toMatchObject({
      country: 'Sri Lanka',
      state: 'Central Province',
      city: 'Kandy',
    });
  });
});

describe('Client Details and contacts', () => {
  it('shows the billing details and the client’s contacts, and deletes one after confirmation', async () => {
    const { callsTo } = open({
      [`GET ${API}/clients/3/`]: () => ({ body: CLIENT }),
      [`GET ${API}/contacts/`]: () => page([CONTACT]),
      [`DELETE ${API}/contacts/8/`]: () => ({ status: 204 }),
    });
    renderTool(ClientDetailTool, 'Client Details', { id: 3 });
    expect(await screen.findByText('One BKC, Mumbai, Maharashtra, India, 400051')).toBeTruthy();
    const contacts = await screen.findByRole('table', { name: 'Contacts' });
    expect(await within(contacts).findByText('Mr Rohan Kapoor')).toBeTruthy();
    expect(within(contacts).getByText('Can see resources')).toBeTruthy();
    expect(Object.fromEntries(callsTo('GET', '/contacts/').at(-1)?.query ?? [])).toMatchObject({
      client_id: '3',
    });
    fireEvent.click(within(contacts).getByRole('button', { name: 'Delete Mr Rohan Kapoor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete contact' });
    expect(callsTo('DELETE', '/contacts/8/')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo('DELETE', '/contacts/8/')).toHaveLength(1));
  });

  it('lists every client’s contacts in the Contact Manager', async () => {
    open({ [`GET ${API}/contacts/`]: () => page([CONTACT], 1) });
    renderTool(ContactManagerTool, 'Contact Manager');
    const table = await screen.findByRole('table', { name: 'Contacts' });
    expect(await within(table).findByRole('link', { name: 'Initech' })).toBeTruthy();
    expect(within(table).getByText('Chief Technology Officer')).toBeTruthy();
  });

  it('adds a contact at the client it was opened for, with the mobile checked first', async () => {
    const { callsTo } = open({
      [`GET ${API}/clients/`]: () => page([CLIENT]),
      [`POST ${API}/contacts/`]: () => ({ status: 201, body: CONTACT }),
    });
    renderTool(ContactFormTool, 'Contact Form', { client_id: 3 });
    fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'Rohan' } });
    fireEvent.change(screen.getByLabelText('Mobile'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    expect(await screen.findByText('Please enter a 10-digit number, or + and 7 to 15 digits')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Mobile'), { target: { value: '9820012345' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'May see the resources who work for this client' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    await waitFor(() => expect(callsTo('POST', '/contacts/')).toHaveLength(1));
    expect(callsTo('POST', '/contacts/')[0]?.body).toMatchObject({
      client_id: 3,
      first_name: 'Rohan',
      mobile: '9820012345',
      can_resource_access: true,
    });
  });
});
