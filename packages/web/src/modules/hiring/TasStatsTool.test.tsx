import { DEFAULT_HIRING_FLOW, ROLES } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../test/renderTool';
import { API, installHiringApi } from './hiringTestData';
import { TasStatsTool } from './TasStatsTool';

const STATS = {
  total: 3,
  funnel: DEFAULT_HIRING_FLOW.map((stage, index) => ({
    stage,
    current: index < 3 ? 1 : 0,
    reached: Math.max(0, 3 - index),
  })),
  sources: [
    { source: 'referral', applications: 2 },
    { source: 'naukri', applications: 1 },
  ],
  time_in_stage: [{ stage: 'screening', average_days: 4.5 }],
  by_department: [{ id: 3, name: 'Engineering', applications: 3, in_progress: 2, joined: 0, rejected: 1 }],
  by_recruiter: [{ id: 41, name: 'Pooja Desai', applications: 3, in_progress: 2, joined: 0, rejected: 1 }],
};

describe('Talent Acquisition Statistics', () => {
  it('shows the funnel, sources, time in stage and breakdowns, and narrows to a department', async () => {
    const { callsTo } = installHiringApi(
      {
        [`GET ${API}/stats/`]: () => ({ body: STATS }),
        [`GET ${API}/recruiters/`]: () => ({ body: { results: [{ id: 41, name: 'Pooja Desai' }] } }),
      },
      [ROLES.TAS_RECRUITMENT_MANAGER],
    );
    renderTool(TasStatsTool, 'Talent Acquisition Statistics');
    expect(await screen.findByText('Funnel by stage')).toBeTruthy();
    expect(screen.getByText('3 reached · 1 there now')).toBeTruthy();
    expect(screen.getByText('Referral')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Time in stage' })).getByText('Screening')).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'By department' })).getByText('Engineering'),
    ).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'By recruiter' })).getByText('Pooja Desai')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Department' }));
    fireEvent.click(await screen.findByTitle('Engineering'));
    await waitFor(() => expect(callsTo('GET', '/stats/').at(-1)?.query.get('department_id')).toBe('3'));
  });

  it('says when there is nothing to count', async () => {
    installHiringApi({ [`GET ${API}/stats/`]: () => ({ body: { ...STATS, total: 0 } }) }, [
      ROLES.TAS_ANALYST,
    ]);
    renderTool(TasStatsTool, 'Talent Acquisition Statistics');
    expect(await screen.findByText('No applications yet for these filters.')).toBeTruthy();
  });
});
