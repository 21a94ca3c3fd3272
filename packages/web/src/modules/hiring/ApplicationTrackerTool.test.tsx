import { ROLES, type RoleId } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../test/renderTool';
import { ApplicationTrackerTool } from './ApplicationTrackerTool';
import { APPLICATION, AT_INTERVIEW, dialogTitled, FLOW_ROUTE, INTERVIEW } from './applicationTestData';
import { API, installHiringApi, page, REQUEST } from './hiringTestData';

const HELD = {
  ...APPLICATION,
  id: 33,
  status: 'on-hold' as const,
  candidate: { ...APPLICATION.candidate, name: 'Neha Kapoor' },
};

function openTracker(roles: RoleId[] = [ROLES.TAS_RECRUITMENT_MANAGER]) {
  let current = APPLICATION;
  const api = installHiringApi(
    {
      ...FLOW_ROUTE,
      [`GET ${API}/applications/`]: () => page([current, HELD, AT_INTERVIEW]),
      [`GET ${API}/hiring-requests/`]: () => page([{ ...REQUEST, status: 'open' }]),
      [`GET ${API}/recruiters/`]: () => ({ body: { results: [{ id: 41, name: 'Pooja Desai' }] } }),
      [`GET ${API}/applications/${APPLICATION.id}/`]: () => ({ body: current }),
      [`GET ${API}/applications/${APPLICATION.id}/history/`]: () => ({
        body: {
          results: [
            {
              id: 1,
              action: 'apply',
              from_stage: null,
              to_stage: 'screening',
              from_status: null,
              to_status: 'in-progress',
              reason: null,
              by: { id: 41, name: 'Pooja Desai' },
              at: '2026-11-20T09:00:00.000Z',
            },
          ],
        },
      }),
      [`GET ${API}/applications/${APPLICATION.id}/interviews/`]: () => ({ body: { results: [] } }),
      [`GET ${API}/applications/${AT_INTERVIEW.id}/`]: () => ({ body: AT_INTERVIEW }),
      [`GET ${API}/applications/${AT_INTERVIEW.id}/history/`]: () => ({ body: { results: [] } }),
      [`GET ${API}/applications/${AT_INTERVIEW.id}/interviews/`]: () => ({
        body: { results: [{ ...INTERVIEW, status: 'proposed' }] },
      }),
      [`POST ${API}/applications/${APPLICATION.id}/transitions/`]: ({ body }) => {
        const { action } = body as { action: string };
        current = {
          ...current,
          ...(action === 'move'
            ? {
                stage: {
                  key: 'interview-1',
                  name: 'Technical interview',
                  kind: 'interview' as const,
                  index: 1,
                },
              }
            : { status: action === 'hold' ? ('on-hold' as const) : ('rejected' as const) }),
        };
        return { body: current };
      },
      [`POST ${API}/interviews/${INTERVIEW.id}/slot/`]: () => ({ body: INTERVIEW }),
    },
    roles,
  );
  return api;
}

describe('Candidate Application Tracker', () => {
  it('lists applications with their stage and status, and filters in the query it sends', async () => {
    const { callsTo } = openTracker();
    renderTool(ApplicationTrackerTool, 'Candidate Application Tracker');
    const table = await screen.findByRole('table', { name: 'Applications' });
    expect(await within(table).findByText('Neha Kapoor')).toBeTruthy();
    expect(within(table).getByText('On hold')).toBeTruthy();
    expect(within(table).getByText('Technical interview')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search applications' }), {
      target: { value: 'priya' },
    });
    await waitFor(() => expect(callsTo('GET', '/applications/').at(-1)?.query.get('search')).toBe('priya'));
  });

  it('moves an application on only after a confirmation, and rejects only with a reason', async () => {
    const { callsTo } = openTracker();
    renderTool(ApplicationTrackerTool, 'Candidate Application Tracker', { application: APPLICATION.id });
    const drawer = await screen.findByRole('dialog', { name: /Priya Sharma · HR-0007/ });
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Move to Technical interview' }));
    const confirm = await dialogTitled('Move to the next stage');
    expect(callsTo('POST', `/applications/${APPLICATION.id}/transitions/`)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Move on' }));
    await waitFor(() =>
      expect(callsTo('POST', `/applications/${APPLICATION.id}/transitions/`)).toHaveLength(1),
    );
    expect(callsTo('POST', `/applications/${APPLICATION.id}/transitions/`)[0]?.body).toEqual({
      action: 'move',
      to_stage: 'interview-1',
    });
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Reject' }));
    const reject = await dialogTitled('Reject application');
    fireEvent.click(within(reject).getByRole('button', { name: 'Reject' }));
    expect(await within(reject).findByText('This field is required')).toBeTruthy();
    fireEvent.change(within(reject).getByLabelText('Reason'), { target: { value: 'Not a fit' } });
    fireEvent.click(within(reject).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(callsTo('POST', `/applications/${APPLICATION.id}/transitions/`)).toHaveLength(2),
    );
    expect(callsTo('POST', `/applications/${APPLICATION.id}/transitions/`)[1]?.body).toEqual({
      action: 'reject',
      reason: 'Not a fit',
    });
  });

  it('accepts a proposed slot on the candidate’s behalf after a confirmation', async () => {
    const { callsTo } = openTracker();
    renderTool(ApplicationTrackerTool, 'Candidate Application Tracker', { application: AT_INTERVIEW.id });
    const drawer = await screen.findByRole('dialog', { name: /Rahul Verma · HR-0007/ });
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Accept slot' }));
    const confirm = await dialogTitled('Accept time slot');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Accept slot' }));
    await waitFor(() => expect(callsTo('POST', `/interviews/${INTERVIEW.id}/slot/`)).toHaveLength(1));
    expect(callsTo('POST', `/interviews/${INTERVIEW.id}/slot/`)[0]?.body).toEqual({ decision: 'accept' });
  });

  it('offers an analyst no moves', async () => {
    openTracker([ROLES.TAS_ANALYST]);
    renderTool(ApplicationTrackerTool, 'Candidate Application Tracker', { application: APPLICATION.id });
    const drawer = await screen.findByRole('dialog', { name: /Priya Sharma · HR-0007/ });
    expect(await within(drawer).findByText('Added to the request')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: /Move to/ })).toBeNull();
  });
});
