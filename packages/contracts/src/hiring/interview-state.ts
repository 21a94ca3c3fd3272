/**
 * An interview schedule (spec 3, 4): a recruiter proposes one time slot at a time with interviewers and a meeting
 * link; the slot is accepted or declined on the candidate's behalf (a declined one is proposed again); once the
 * accepted slot has begun the interview is in progress, and once every interviewer has given feedback it is
 * completed. An in-progress or completed schedule cannot be edited. Pure.
 */
export const INTERVIEW_STATUSES = ['proposed', 'accepted', 'declined', 'in-progress', 'completed'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

export const INTERVIEW_STATUS_TEXTS: Record<InterviewStatus, string> = {
  proposed: 'Slot proposed',
  accepted: 'Slot accepted',
  declined: 'Slot declined',
  'in-progress': 'In progress',
  completed: 'Completed',
};

/** What is stored: proposed, accepted, declined or completed; in progress is an accepted slot that has begun. */
export function interviewStatusAt(
  stored: Exclude<InterviewStatus, 'in-progress'>,
  startsAt: string,
  now: Date,
): InterviewStatus {
  return stored === 'accepted' && Date.parse(startsAt) <= now.getTime() ? 'in-progress' : stored;
}

export type InterviewAction = 'edit' | 'accept' | 'decline' | 'feedback';

/** Why an interview refuses an action, or null when it allows it. */
export function interviewRefusal(status: InterviewStatus, action: InterviewAction): string | null {
  if (action === 'edit')
    return status === 'in-progress' || status === 'completed' ? 'interview_schedule_locked' : null;
  if (action === 'accept' || action === 'decline')
    return status === 'proposed' ? null : 'interview_slot_decided';
  return status === 'accepted' || status === 'in-progress' ? null : 'interview_slot_not_accepted';
}

/** The criteria of the structured scorecard every round uses, each rated 1 to 5. */
export const SCORECARD_CRITERIA = [
  'Technical skills',
  'Problem solving',
  'Communication',
  'Ownership',
  'Culture fit',
] as const;

export const RECOMMENDATIONS = ['strong-hire', 'hire', 'no-hire', 'strong-no-hire'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];
export const RECOMMENDATION_TEXTS: Record<Recommendation, string> = {
  'strong-hire': 'Strong hire',
  hire: 'Hire',
  'no-hire': 'No hire',
  'strong-no-hire': 'Strong no hire',
};
