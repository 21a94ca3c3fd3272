import { ROLES } from '@atrium/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../test/renderTool';
import { INTERVIEW, SCORECARD } from './applicationTestData';
import { API, CANDIDATE, installHiringApi } from './hiringTestData';
import { PastFeedbackViewerTool } from './PastFeedbackViewerTool';

describe('Past Feedback Viewer', () => {
  it('shows each round’s scorecards across the candidate’s applications', async () => {
    const { my_feedback: _mine, ...interview } = { ...INTERVIEW, status: 'completed' as const };
    installHiringApi(
      {
        [`GET ${API}/candidates/${CANDIDATE.id}/`]: () => ({ body: CANDIDATE }),
        [`GET ${API}/candidates/${CANDIDATE.id}/feedback/`]: () => ({
          body: { results: [{ interview, feedback: [SCORECARD] }] },
        }),
      },
      [ROLES.TAS_RECRUITER],
    );
    renderTool(PastFeedbackViewerTool, 'Past Feedback Viewer', { id: CANDIDATE.id });
    expect(await screen.findByText('Priya Sharma: interview feedback')).toBeTruthy();
    expect(
      screen.getByText(/HR-0007 · Senior Software Engineer · Engineering — Technical interview/),
    ).toBeTruthy();
    expect(screen.getByText('Karan Malhotra')).toBeTruthy();
    expect(screen.getByText('Average 4/5')).toBeTruthy();
    expect(screen.getByText('Clear thinking, solid TypeScript.')).toBeTruthy();
  });

  it('says when the candidate has had no interviews', async () => {
    installHiringApi(
      {
        [`GET ${API}/candidates/${CANDIDATE.id}/`]: () => ({ body: CANDIDATE }),
        [`GET ${API}/candidates/${CANDIDATE.id}/feedback/`]: () => ({ body: { results: [] } }),
      },
      [ROLES.TAS_RECRUITER],
    );
    renderTool(PastFeedbackViewerTool, 'Past Feedback Viewer', { id: CANDIDATE.id });
    expect(await screen.findByText('No interviews yet for this candidate.')).toBeTruthy();
  });
});
