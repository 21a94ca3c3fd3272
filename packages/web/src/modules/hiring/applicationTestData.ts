import { type Application, DEFAULT_HIRING_FLOW, type Interview, SCORECARD_CRITERIA } from '@atrium/contracts';
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { API } from './hiringTestData';

export const FLOW_ROUTE = { [`GET ${API}/flow/`]: () => ({ body: { stages: DEFAULT_HIRING_FLOW } }) };

export const APPLICATION: Application = {
  id: 31,
  candidate: {
    id: 12,
    name: 'Priya Sharma',
    email: 'priya.sharma@example.com',
    experience: 5,
    is_blacklisted: false,
  },
  hiring_request: { id: 7, code: 'HR-0007', title: 'Senior Software Engineer · Engineering', status: 'open' },
  recruiter: { id: 41, name: 'Pooja Desai' },
  stage: { key: 'screening', name: 'Screening', kind: 'screening', index: 0 },
  status: 'in-progress',
  source: 'naukri',
  status_reason: null,
  stage_since: '2026-11-20T09:00:00.000Z',
  created: '2026-11-20T09:00:00.000Z',
  updated: '2026-11-20T09:00:00.000Z',
};

export const AT_INTERVIEW: Application = {
  ...APPLICATION,
  id: 32,
  candidate: { ...APPLICATION.candidate, id: 13, name: 'Rahul Verma' },
  stage: { key: 'interview-1', name: 'Technical interview', kind: 'interview', index: 1 },
};

export const INTERVIEW: Interview = {
  id: 51,
  application_id: 32,
  candidate: { id: 13, name: 'Rahul Verma' },
  hiring_request: { id: 7, code: 'HR-0007', title: 'Senior Software Engineer · Engineering' },
  application_status: 'in-progress',
  stage: { key: 'interview-1', name: 'Technical interview' },
  starts_at: '2026-12-02T05:00:00.000Z',
  duration_minutes: 60,
  meeting_link: 'https://meet.example.com/abc',
  status: 'accepted',
  decline_reason: null,
  interviewers: [{ id: 40, name: 'Karan Malhotra', has_feedback: false }],
  scheduled_by: { id: 41, name: 'Pooja Desai' },
  my_feedback: null,
  created: '2026-11-25T09:00:00.000Z',
};

export const SCORECARD = {
  id: 61,
  interviewer: { id: 40, name: 'Karan Malhotra' },
  ratings: SCORECARD_CRITERIA.map((criterion) => ({ criterion, rating: 4 })),
  average: 4,
  recommendation: 'hire' as const,
  comments: 'Clear thinking, solid TypeScript.',
  submitted: '2026-12-02T07:00:00.000Z',
};

/** The dialog over the drawer whose title is `title` (in tests dialogs share one title id, so not by its name). */
export async function dialogTitled(title: string) {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen.getAllByRole('dialog').find((dialog) => dialog.textContent?.startsWith(title));
    expect(found).toBeTruthy();
  });
  return found as HTMLElement;
}
