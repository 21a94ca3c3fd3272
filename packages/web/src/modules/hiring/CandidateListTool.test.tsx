import { ROLES } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../test/renderTool';
import { CandidateListTool } from './CandidateListTool';
import { API, CANDIDATE, installHiringApi, page } from './hiringTestData';

const TWIN = { ...CANDIDATE, id: 13, email: 'priya.s.sharma@example.net', phone: '9876500011' };

describe('Candidate Pool', () => {
  it('lists the pool and searches it by skill and experience range', async () => {
    const { callsTo } = installHiringApi({ [`GET ${API}/candidates/`]: () => page([CANDIDATE, TWIN]) });
    renderTool(CandidateListTool, 'Candidate Pool');
    const table = await screen.findByRole('table', { name: 'Candidates' });
    await waitFor(() => expect(within(table).getAllByText('Priya Sharma')).toHaveLength(2));
    const skill = screen.getByLabelText('Skill');
    fireEvent.change(skill, { target: { value: 'React' } });
    fireEvent.keyDown(skill, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(callsTo('GET', '/candidates/').at(-1)?.query.get('skill')).toBe('React'));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Minimum years of experience' }), {
      target: { value: '3' },
    });
    await waitFor(() => expect(callsTo('GET', '/candidates/').at(-1)?.query.get('min_experience')).toBe('3'));
  });

  it('catches a duplicate at entry and names the candidate already in the pool', async () => {
    const { callsTo } = installHiringApi({
      [`GET ${API}/candidates/`]: () => page([CANDIDATE]),
      [`POST ${API}/candidates/`]: () => ({
        status: 409,
        body: {
          code: 'candidate_duplicate',
          codes: { email: ['candidate_duplicate'] },
          detail: 'Priya Sharma (candidate #12) is already in the candidate pool with this email',
        },
      }),
    });
    renderTool(CandidateListTool, 'Candidate Pool');
    fireEvent.click(await screen.findByRole('button', { name: 'Add candidate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add candidate' });
    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'Priya' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), {
      target: { value: 'PRIYA.SHARMA@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add candidate' }));
    expect(
      await within(dialog).findByText(
        'Priya Sharma (candidate #12) is already in the candidate pool with this email',
      ),
    ).toBeTruthy();
    expect(callsTo('POST', '/candidates/')[0]?.body).toMatchObject({ first_name: 'Priya', last_name: '' });
  });

  it('suggests the current location as a city is typed', async () => {
    const { callsTo } = installHiringApi({
      [`GET ${API}/candidates/`]: () => page([]),
      [`POST ${API}/candidates/`]: ({ body }) => ({
        status: 201,
        body: { ...CANDIDATE, ...(body as object) },
      }),
    });
    renderTool(CandidateListTool, 'Candidate Pool');
    fireEvent.click(await screen.findByRole('button', { name: 'Add candidate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add candidate' });
    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'Asha' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'asha@example.com' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Current location' }), {
      target: { value: 'Kan' },
    });
    fireEvent.click(await screen.findByText('Central Province, Sri Lanka'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add candidate' }));
    await waitFor(() => expect(callsTo('POST', '/candidates/')).toHaveLength(1));
    expect(callsTo('POST', '/candidates/')[0]?.body).toMatchObject({ current_location: 'Kandy' });
  });

  it('offers adding candidates only to who may', async () => {
    installHiringApi({ [`GET ${API}/candidates/`]: () => page([]) }, [ROLES.TAS_ANALYST]);
    renderTool(CandidateListTool, 'Candidate Pool');
    expect(await screen.findByText('No candidates match these filters.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add candidate' })).toBeNull();
  });
});
