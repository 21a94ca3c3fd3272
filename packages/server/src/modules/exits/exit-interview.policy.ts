import { type Actor, canTakeExitInterview, type ExitStatus, isExitManager } from '@atrium/contracts';
import type { ReadPolicy } from '../../platform/http/policy-answer';

/** The part of an exit its interview's rules look at: whose exit it is, and where it stands. */
export interface InterviewExit {
  status: ExitStatus;
  employee: { user_id: number };
}

/** Reading and filling in an exit's interview: exit managers and the CEO every one, the leaver their own. */
export const exitInterviewPolicy = (actor: Actor): ReadPolicy<InterviewExit> => ({
  seesEvery: isExitManager(actor),
  mayRead: (exit) => canTakeExitInterview(actor, exit.employee.user_id),
});

/** Whether the interview may still be filled in: once, on an active form, and not on a withdrawn exit. */
export function interviewAnswerable(exit: InterviewExit, hasForm: boolean, answered: boolean): boolean {
  return hasForm && !answered && exit.status !== 'withdrawn';
}
