import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, CONTRACTOR, openTool, page, VENDOR } from './contractorsTestData';

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Contractor Form', () => {
  it('adds a contractor on a vendor and opens their profile', async () => {
    const { callsTo, router } = openTool(
      'contractor-form',
      {},
      {
        [`GET ${API}/vendors/`]: () => page([VENDOR]),
        [`POST ${API}/contractors/`]: () => ({ status: 201, body: { id: 5, user_id: 50 } }),
      },
    );
    await screen.findByLabelText('First name');
    fill('First name', 'Ravi');
    fill('Last name', 'Shankar');
    fill('Email', 'ravi@acme.example');
    fill('Contractor code', 'C-0002');
    fireEvent.mouseDown(screen.getByLabelText('Vendor'));
    fireEvent.click(await screen.findByTitle('Northwind Staffing'));
    fireEvent.click(screen.getByRole('button', { name: 'Add contractor' }));
    await waitFor(() => expect(callsTo('POST', '/contractors/')).toHaveLength(1));
    expect(callsTo('POST', '/contractors/')[0]?.body).toEqual({
      first_name: 'Ravi',
      last_name: 'Shankar',
      email: 'ravi@acme.example',
      code: 'C-0002',
      mobile: null,
      vendor_id: VENDOR.id,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/contractor-details'));
    expect(await screen.findByText('They will get an email to set their password.')).toBeTruthy();
  });

  it('validates the name, email, code and mobile before sending', async () => {
    const { callsTo } = openTool('contractor-form', {}, { [`GET ${API}/vendors/`]: () => page([]) });
    await screen.findByLabelText('First name');
    fireEvent.click(screen.getByRole('button', { name: 'Add contractor' }));
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(3));
    fill('Email', 'not-an-email');
    fill('Mobile', '12');
    expect(await screen.findByText('Please enter valid email address.')).toBeTruthy();
    expect(await screen.findByText('Please enter a 10-digit number, or + and 7 to 15 digits')).toBeTruthy();
    expect(callsTo('POST', '/contractors/')).toHaveLength(0);
  });

  it('shows a taken code from the server next to the field', async () => {
    openTool(
      'contractor-form',
      {},
      {
        [`GET ${API}/vendors/`]: () => page([]),
        [`POST ${API}/contractors/`]: () => ({
          status: 400,
          body: { code: 'invalid', codes: { code: ['integrity_error'] } },
        }),
      },
    );
    await screen.findByLabelText('First name');
    fill('First name', 'Ravi');
    fill('Email', 'ravi@acme.example');
    fill('Contractor code', 'C-0001');
    fireEvent.click(screen.getByRole('button', { name: 'Add contractor' }));
    expect(await screen.findByText('Record already exist!')).toBeTruthy();
  });

  it('changes the contractor in option contractor_id, including their status', async () => {
    const { callsTo } = openTool(
      'contractor-form',
      { contractor_id: CONTRACTOR.id },
      {
        [`GET ${API}/contractors/${CONTRACTOR.id}/`]: () => ({ body: CONTRACTOR }),
        [`GET ${API}/vendors/`]: () => page([VENDOR]),
        [`PATCH ${API}/contractors/${CONTRACTOR.id}/`]: () => ({ body: CONTRACTOR }),
      },
    );
    expect(await screen.findByDisplayValue('C-0001')).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
    fireEvent.mouseDown(screen.getByLabelText('Status'));
    fireEvent.click(await screen.findByTitle('Inactive'));
    fireEvent.click(screen.getByRole('button', { name: 'Save contractor' }));
    await waitFor(() => expect(callsTo('PATCH', `/contractors/${CONTRACTOR.id}/`)).toHaveLength(1));
    expect(callsTo('PATCH', `/contractors/${CONTRACTOR.id}/`)[0]?.body).toEqual({
      first_name: 'Ravi',
      last_name: 'Shankar',
      code: 'C-0001',
      mobile: null,
      vendor_id: VENDOR.id,
      status: 'inactive',
    });
  });

  it('changes a contractor’s mobile under the same phone rule as when adding them', async () => {
    const { callsTo } = openTool(
      'contractor-form',
      { contractor_id: CONTRACTOR.id },
      {
        [`GET ${API}/contractors/${CONTRACTOR.id}/`]: () => ({
          body: { ...CONTRACTOR, mobile: '9876543210' },
        }),
        [`GET ${API}/vendors/`]: () => page([VENDOR]),
        [`PATCH ${API}/contractors/${CONTRACTOR.id}/`]: () => ({ body: CONTRACTOR }),
      },
    );
    expect(await screen.findByDisplayValue('9876543210')).toBeTruthy();
    fill('Mobile', '98765');
    fireEvent.click(screen.getByRole('button', { name: 'Save contractor' }));
    expect(await screen.findByText('Please enter a 10-digit number, or + and 7 to 15 digits')).toBeTruthy();
    expect(callsTo('PATCH', `/contractors/${CONTRACTOR.id}/`)).toHaveLength(0);

    fill('Mobile', '+919812345678');
    fireEvent.click(screen.getByRole('button', { name: 'Save contractor' }));
    await waitFor(() => expect(callsTo('PATCH', `/contractors/${CONTRACTOR.id}/`)).toHaveLength(1));
    expect(callsTo('PATCH', `/contractors/${CONTRACTOR.id}/`)[0]?.body).toMatchObject({
      mobile: '+919812345678',
    });
  });

  it('shows the server’s refusal of a mobile next to the field', async () => {
    openTool(
      'contractor-form',
      { contractor_id: CONTRACTOR.id },
      {
        [`GET ${API}/contractors/${CONTRACTOR.id}/`]: () => ({ body: CONTRACTOR }),
        [`GET ${API}/vendors/`]: () => page([VENDOR]),
        [`PATCH ${API}/contractors/${CONTRACTOR.id}/`]: () => ({
          status: 400,
          body: { code: 'invalid', codes: { mobile: ['invalid_phone'] } },
        }),
      },
    );
    expect(await screen.findByDisplayValue('C-0001')).toBeTruthy();
    fill('Mobile', '9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Save contractor' }));
    expect(await screen.findByText('Please enter a 10-digit number, or + and 7 to 15 digits')).toBeTruthy();
  });
});
