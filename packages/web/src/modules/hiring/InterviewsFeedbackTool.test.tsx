import { ROLES } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../test/renderTool';
import { INTERVIEW, SCORECARD } from './applicationTestData';
import { API, installHiringApi, page } from './hiringTestData';
import { InterviewsFeedbackTool } from './InterviewsFeedbackTool';

const PROPOSED = {
  ...INTERVIEW,
  id: 52,
  status: 'proposed' as const,
  candidate: { id: 15, name: 'Kavya Reddy' },
};
const GIVEN = { ...INTERVIEW, id: 53, candidate: { id: 16, name: 'Ananya Iyer' }, my_feedback: SCORECARD };

describe('Interview Candidate List', () => {
  it('lists the caller’s interviews and takes a scorecard once the slot is accepted', async () => {
    const { callsTo } = installHiringApi(
      {
        [`GET ${API}/interviews/`]: () => page([INTERVIEW, PROPOSED, GIVEN]),
        [`PUT ${API}/interviews/${INTERVIEW.id}/feedback/`]: () => ({
          body: { ...INTERVIEW, my_feedback: SCORECARD },
        }),
      },
      [ROLES.EMPLOYEE],
      40,
    );
    renderTool(InterviewsFeedbackTool, 'Interview Candidate List');
    const table = await screen.findByRole('table', { name: 'Your interviews' });
    expect(await within(table).findByText('Kavya Reddy')).toBeTruthy();
    expect(within(table).getByText('Once the slot is accepted')).toBeTruthy();
    expect(within(table).getByText('Hire · 4/5')).toBeTruthy();
    expect(callsTo('GET', '/interviews/').at(-1)?.query.get('when')).toBe('upcoming');
    fireEvent.click(within(table).getByRole('button', { name: 'Give feedback' }));
    const dialog = await screen.findByRole('dialog', { name: /Feedback: Rahul Verma/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit feedback' }));
    await waitFor(() => expect(within(dialog).getAllByText('Rate this criterion')).toHaveLength(5));
    // Each criterion's fourth star (Ant Design's stars are radios without names of their own).
    for (const star of dialog.querySelectorAll(
      '.ant-rate-star[aria-posinset="4"] > div, [role="radio"][aria-posinset="4"]',
    ))
      fireEvent.click(star);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Hire' }));
    fireEvent.change(within(dialog).getByLabelText('Comments'), { target: { value: 'Solid.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit feedback' }));
    await waitFor(() => expect(callsTo('PUT', `/interviews/${INTERVIEW.id}/feedback/`)).toHaveLength(1));
    const body = callsTo('PUT', `/interviews/${INTERVIEW.id}/feedback/`)[0]?.body as {
      ratings: { rating: number }[];
      recommendation: string;
      comments: string;
    };
    expect(body.ratings.map((r) => r.rating)).toEqual([4, 4, 4, 4, 4]);
    expect(body).toMatchObject({ recommendation: 'hire', comments: 'Solid.' });
  });

  it('says when there are none', async () => {
    installHiringApi({ [`GET ${API}/interviews/`]: () => page([]) }, [ROLES.EMPLOYEE]);
    renderTool(InterviewsFeedbackTool, 'Interview Candidate List');
    expect(await screen.findByText(/No upcoming interviews/)).toBeTruthy();
  });
});
