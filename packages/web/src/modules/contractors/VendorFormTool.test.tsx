import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, openTool, VENDOR } from './contractorsTestData';

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Vendor Form', () => {
  it('checks GSTIN and PAN before sending, then adds the vendor and opens it', async () => {
    const { callsTo, router } = openTool(
      'vendor-form',
      {},
      { [`POST ${API}/vendors/`]: () => ({ status: 201, body: VENDOR }) },
    );
    await screen.findByLabelText('Name');
    fill('Name', 'Northwind Staffing');
    fill('GSTIN', '29AAACN1234F1Z');
    fill('PAN', 'AAACN-1234');
    fireEvent.click(screen.getByRole('button', { name: 'Add vendor' }));
    expect(await screen.findByText('Please enter a valid 15-character GST number')).toBeTruthy();
    expect(await screen.findByText('Please enter a valid PAN (up to 10 letters and digits)')).toBeTruthy();
    expect(callsTo('POST', '/vendors/')).toHaveLength(0);
    fill('GSTIN', '29aaacn1234f1z5');
    fill('PAN', 'AAACN1234F');
    fireEvent.click(screen.getByRole('button', { name: 'Add vendor' }));
    await waitFor(() => expect(callsTo('POST', '/vendors/')).toHaveLength(1));
    expect(callsTo('POST', '/vendors/')[0]?.body).toEqual({
      name: 'Northwind Staffing',
      gst: '29AAACN1234F1Z5',
      pan: 'AAACN1234F',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor-details'));
  });

  it('requires a name', async () => {
    openTool('vendor-form', {}, {});
    fireEvent.click(await screen.findByRole('button', { name: 'Add vendor' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
  });

  it('shows the server’s field errors next to the field', async () => {
    openTool(
      'vendor-form',
      {},
      {
        [`POST ${API}/vendors/`]: () => ({
          status: 400,
          body: { code: 'invalid', codes: { name: ['integrity_error'] } },
        }),
      },
    );
    await screen.findByLabelText('Name');
    fill('Name', 'Northwind Staffing');
    fireEvent.click(screen.getByRole('button', { name: 'Add vendor' }));
    expect(await screen.findByText('Record already exist!')).toBeTruthy();
  });

  it('edits the vendor in option vendor_id, status included', async () => {
    const { callsTo } = openTool(
      'vendor-form',
      { vendor_id: VENDOR.id },
      {
        [`GET ${API}/vendors/${VENDOR.id}/`]: () => ({ body: VENDOR }),
        [`PATCH ${API}/vendors/${VENDOR.id}/`]: () => ({ body: VENDOR }),
      },
    );
    expect(await screen.findByDisplayValue('Northwind Staffing')).toBeTruthy();
    fill('Phone', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save vendor' }));
    await waitFor(() => expect(callsTo('PATCH', `/vendors/${VENDOR.id}/`)).toHaveLength(1));
    expect(callsTo('PATCH', `/vendors/${VENDOR.id}/`)[0]?.body).toMatchObject({
      phone: null,
      status: 'active',
    });
  });
});
