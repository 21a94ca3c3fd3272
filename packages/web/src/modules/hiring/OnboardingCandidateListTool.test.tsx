import { type Offer, ROLES } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../test/renderTool';
import { ApplicationTrackerTool } from './ApplicationTrackerTool';
import { APPLICATION, dialogTitled, FLOW_ROUTE } from './applicationTestData';
import { API, installHiringApi, page } from './hiringTestData';
import { OnboardingCandidateListTool } from './OnboardingCandidateListTool';

const OFFER: Offer = {
  id: 81,
  application_id: 34,
  candidate: { id: 15, name: 'Siddharth Rao', email: 'siddharth.rao@example.com' },
  hiring_request: { id: 7, code: 'HR-0007', title: 'Senior Software Engineer · Engineering', status: 'open' },
  ctc: null,
  joining_date: '2026-11-20',
  status: 'accepted',
  status_reason: null,
  offered_by: { id: 41, name: 'Pooja Desai' },
  offered_at: '2026-11-10T09:00:00.000Z',
  decided_at: '2026-11-12T09:00:00.000Z',
  joined_at: null,
  employee_id: null,
  checklist: { done: 4, total: 4 },
  is_overdue: true,
  documents: {
    pan: 'XXXX821K',
    aadhaar: 'XXXX5678',
    bank_proof: { file_name: 'cheque.pdf', uploaded_at: '2026-11-15T09:00:00.000Z' },
  },
  tasks: [
    {
      id: 91,
      team: 'it',
      title: 'Laptop and email account',
      owner: { id: 43, name: 'Nisha Menon' },
      due_date: '2026-11-18',
      completed_at: '2026-11-17T09:00:00.000Z',
      completed_by: { id: 43, name: 'Nisha Menon' },
    },
  ],
  actions: ['not-joining', 'reschedule', 'onboard', 'join'],
};

describe('Onboarding Candidate List', () => {
  it('lists who accepted an offer with the joining date and checklist, and joins them after the checklist', async () => {
    const { callsTo } = installHiringApi(
      {
        [`GET ${API}/offers/`]: () => page([OFFER]),
        [`GET ${API}/offers/${OFFER.id}/`]: () => ({ body: OFFER }),
        [`POST ${API}/offers/${OFFER.id}/join/`]: () => ({
          body: { ...OFFER, status: 'joined', employee_id: 99, actions: [] },
        }),
      },
      [ROLES.TAS_ONBOARDING_MANAGER],
    );
    renderTool(OnboardingCandidateListTool, 'Onboarding Candidate List');
    const table = await screen.findByRole('table', { name: 'Onboarding candidates' });
    const row = (await within(table).findByText('Siddharth Rao')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Overdue')).toBeTruthy();
    expect(within(row).getByText('4/4')).toBeTruthy();
    expect(within(row).getByText('Accepted')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Onboard' }));
    const drawer = await screen.findByRole('dialog', { name: /Onboarding: Siddharth Rao/ });
    expect(await within(drawer).findByText('XXXX821K')).toBeTruthy();
    expect(within(drawer).getByText('Laptop and email account')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Mark as joined' }));
    const join = await dialogTitled('Siddharth Rao joins');
    fireEvent.change(within(join).getByLabelText('Employee code'), { target: { value: 'AC-120' } });
    fireEvent.click(within(join).getByRole('button', { name: 'Mark as joined' }));
    await waitFor(() => expect(callsTo('POST', `/offers/${OFFER.id}/join/`)).toHaveLength(1));
    expect(callsTo('POST', `/offers/${OFFER.id}/join/`)[0]?.body).toEqual({ code: 'AC-120' });
  });

  it('lets a recruiter make an offer from an application at the offer stage', async () => {
    const atOffer = {
      ...APPLICATION,
      stage: { key: 'offer', name: 'Offer', kind: 'offer' as const, index: 4 },
    };
    const { callsTo } = installHiringApi(
      {
        ...FLOW_ROUTE,
        [`GET ${API}/applications/`]: () => page([atOffer]),
        [`GET ${API}/hiring-requests/`]: () => page([]),
        [`GET ${API}/applications/${atOffer.id}/`]: () => ({ body: atOffer }),
        [`GET ${API}/applications/${atOffer.id}/history/`]: () => ({ body: { results: [] } }),
        [`GET ${API}/applications/${atOffer.id}/interviews/`]: () => ({ body: { results: [] } }),
        [`GET ${API}/applications/${atOffer.id}/offer/`]: () => ({ body: { offer: null } }),
        [`POST ${API}/applications/${atOffer.id}/offer/`]: () => ({
          status: 201,
          body: { ...OFFER, application_id: atOffer.id, status: 'offered', actions: ['accept', 'decline'] },
        }),
      },
      [ROLES.TAS_RECRUITER],
    );
    renderTool(ApplicationTrackerTool, 'Candidate Application Tracker', { application: atOffer.id });
    const drawer = await screen.findByRole('dialog', { name: /Priya Sharma · HR-0007/ });
    expect(await within(drawer).findByText('No offer made yet.')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Make offer' }));
    const form = await dialogTitled('Offer to Priya Sharma');
    fireEvent.change(within(form).getByLabelText('Annual CTC'), { target: { value: '1800000' } });
    const date = within(form).getByLabelText('Expected joining date');
    fireEvent.mouseDown(date);
    fireEvent.change(date, { target: { value: '04-Jan-2027' } });
    fireEvent.keyDown(date, { key: 'Enter' });
    fireEvent.click(within(form).getByRole('button', { name: 'Make offer' }));
    await waitFor(() => expect(callsTo('POST', `/applications/${atOffer.id}/offer/`)).toHaveLength(1));
    expect(callsTo('POST', `/applications/${atOffer.id}/offer/`)[0]?.body).toEqual({
      ctc: 1_800_000,
      joining_date: '2027-01-04',
    });
  });
});
