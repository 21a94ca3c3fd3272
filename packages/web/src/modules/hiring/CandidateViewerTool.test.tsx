import { ROLES } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../test/renderTool';
import { APPLICATION } from './applicationTestData';
import { CandidateViewerTool } from './CandidateViewerTool';
import { API, CANDIDATE, installHiringApi, page, REQUEST } from './hiringTestData';

function openCandidate(roles?: (typeof ROLES)[keyof typeof ROLES][]) {
  let current = CANDIDATE;
  const api = installHiringApi(
    {
      [`GET ${API}/candidates/${CANDIDATE.id}/`]: () => ({ body: current }),
      [`GET ${API}/applications/`]: () => page([APPLICATION]),
      [`GET ${API}/hiring-requests/`]: () => page([{ ...REQUEST, status: 'open' }]),
      [`POST ${API}/applications/`]: () => ({ status: 201, body: APPLICATION }),
      [`POST ${API}/candidates/${CANDIDATE.id}/blacklist/`]: ({ body }) => {
        current = { ...current, is_blacklisted: true, blacklist_reason: (body as { reason: string }).reason };
        return { body: current };
      },
    },
    roles,
  );
  renderTool(CandidateViewerTool, 'Candidate Profile Viewer', { id: CANDIDATE.id });
  return api;
}

describe('Candidate Profile Viewer', () => {
  it('shows the profile with the PAN masked, and blacklists only after a confirmation with a reason', async () => {
    const { callsTo } = openCandidate([ROLES.TAS_RECRUITMENT_MANAGER]);
    expect(await screen.findByText('XXXX234F')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Blacklist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Blacklist candidate' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Blacklist' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'No show twice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Blacklist' }));
    await waitFor(() => expect(callsTo('POST', `/candidates/${CANDIDATE.id}/blacklist/`)).toHaveLength(1));
    expect(await screen.findByText(/Blacklisted.*No show twice/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeTruthy();
  });

  it('lets a recruiter edit and upload a resume, but not blacklist', async () => {
    openCandidate([ROLES.TAS_RECRUITER]);
    expect(await screen.findByRole('button', { name: 'Upload resume' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Blacklist' })).toBeNull();
  });

  it('lists the candidate’s applications and adds them to an open hiring request', async () => {
    const { callsTo } = openCandidate([ROLES.TAS_RECRUITER]);
    const applications = await screen.findByRole('table', { name: 'Applications' });
    expect(
      await within(applications).findByText('HR-0007 · Senior Software Engineer · Engineering'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add to hiring request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Priya Sharma to a hiring request' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Hiring request' }));
    fireEvent.click(await screen.findByTitle('HR-0007 · Senior Software Engineer · Engineering'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(callsTo('POST', '/applications/')).toHaveLength(1));
    expect(callsTo('POST', '/applications/')[0]?.body).toEqual({
      candidate_id: CANDIDATE.id,
      hiring_request_id: 7,
    });
  });
});
