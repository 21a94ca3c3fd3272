import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../test/renderTool';
import { HiringRequestFormTool } from './HiringRequestFormTool';
import { API, installHiringApi, REQUEST } from './hiringTestData';

const number = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('spinbutton', { name: label }), { target: { value } });

async function choose(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
}

describe('Hiring Request Form', () => {
  it('shows each broken rule under its field before sending anything', async () => {
    const { callsTo } = installHiringApi({});
    renderTool(HiringRequestFormTool, 'Hiring Request Form');
    fireEvent.click(await screen.findByRole('button', { name: 'Raise hiring request' }));
    expect(await screen.findAllByText('This field is required')).not.toHaveLength(0);
    number('Minimum experience (years)', '9');
    number('Maximum experience (years)', '3');
    number('Minimum CTC (INR a year)', '900000');
    number('Maximum CTC (INR a year)', '100000');
    fireEvent.click(screen.getByRole('button', { name: 'Raise hiring request' }));
    expect(await screen.findByText('Minimum experience must not exceed maximum experience')).toBeTruthy();
    expect(screen.getByText('Minimum CTC must not exceed maximum CTC')).toBeTruthy();
    expect(callsTo('POST', '/hiring-requests/')).toHaveLength(0);
  });

  it('raises a request and puts a refusal the server sends under its field', async () => {
    const { callsTo } = installHiringApi({
      [`POST ${API}/hiring-requests/`]: () => ({
        status: 400,
        body: { code: 'invalid', codes: { locations: ['too_many_locations'] } },
      }),
    });
    renderTool(HiringRequestFormTool, 'Hiring Request Form');
    await choose('Designation', 'Senior Software Engineer');
    await choose('Department', 'Engineering');
    number('Minimum experience (years)', '2');
    number('Maximum experience (years)', '5');
    const date = screen.getByLabelText('Target date');
    fireEvent.mouseDown(date);
    fireEvent.change(date, { target: { value: '31-Dec-2026' } });
    fireEvent.keyDown(date, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Raise hiring request' }));
    await waitFor(() => expect(callsTo('POST', '/hiring-requests/')).toHaveLength(1));
    expect(callsTo('POST', '/hiring-requests/')[0]?.body).toMatchObject({
      designation_id: 2,
      department_id: 3,
      positions: 1,
      min_experience: 2,
      max_experience: 5,
      target_date: '2026-12-31',
      min_ctc: null,
      max_ctc: null,
    });
    expect(await screen.findByText('Up to 3 preferred locations are allowed')).toBeTruthy();
  });

  it('suggests preferred locations as a city is typed, and keeps one it does not know as typed', async () => {
    const { calls, callsTo } = installHiringApi({
      [`GET ${API}/hiring-requests/${REQUEST.id}/`]: () => ({ body: REQUEST }),
      [`PATCH ${API}/hiring-requests/${REQUEST.id}/`]: () => ({ body: REQUEST }),
    });
    renderTool(HiringRequestFormTool, 'Hiring Request Form', { id: REQUEST.id });
    const save = await screen.findByRole('button', { name: 'Save hiring request' });
    const field = screen.getByRole('combobox', { name: /Preferred locations/ });
    fireEvent.change(field, { target: { value: 'Ka' } });
    const suggestion = await screen.findByText('Central Province, Sri Lanka');
    const asked = calls.filter((call) => call.path === '/api/public/geo/global-cities/').at(-1);
    expect(Object.fromEntries(asked?.query ?? [])).toMatchObject({ search: 'Ka' });
    fireEvent.click(suggestion);
    fireEvent.change(field, { target: { value: 'Lonavala' } });
    fireEvent.keyDown(field, { key: 'Enter', keyCode: 13, which: 13 });
    fireEvent.click(save);
    await waitFor(() => expect(callsTo('PATCH', `/hiring-requests/${REQUEST.id}/`)).toHaveLength(1));
    expect(callsTo('PATCH', `/hiring-requests/${REQUEST.id}/`)[0]?.body).toMatchObject({
      locations: ['Pune', 'Kandy', 'Lonavala'],
    });
  });

  it('edits a request, keeping a CTC range its editor may not see', async () => {
    const { callsTo } = installHiringApi({
      [`GET ${API}/hiring-requests/${REQUEST.id}/`]: () => ({ body: REQUEST }),
      [`PATCH ${API}/hiring-requests/${REQUEST.id}/`]: () => ({ body: { ...REQUEST, positions: 4 } }),
    });
    renderTool(HiringRequestFormTool, 'Hiring Request Form', { id: REQUEST.id });
    const form = await screen.findByRole('button', { name: 'Save hiring request' });
    expect(screen.getByText('Salary figures are hidden from you; leave blank to keep them.')).toBeTruthy();
    number('Positions', '4');
    fireEvent.click(form);
    await waitFor(() => expect(callsTo('PATCH', `/hiring-requests/${REQUEST.id}/`)).toHaveLength(1));
    const body = callsTo('PATCH', `/hiring-requests/${REQUEST.id}/`)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ positions: 4, locations: ['Pune'] });
    expect(body).not.toHaveProperty('min_ctc');
    expect(within(document.body).queryByText('This field is required')).toBeNull();
  });
});
