import {
  APPLICATION_STATUS_TEXTS,
  type Application,
  type ApplicationAction,
  type ApplicationState,
  type ApplicationStatus,
  allowedApplicationActions,
  INTERVIEW_STATUS_TEXTS,
  type InterviewStatus,
  mayActOnApplications,
} from '@atrium/contracts';
import { useActor } from '../../../platform/useCan';
import { StatusBadge } from '../../../ui/StatusBadge';

/** The application's status as its badge reads: 'In progress', 'On hold'. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <StatusBadge status={status} label={APPLICATION_STATUS_TEXTS[status]} />;
}

const INTERVIEW_BADGES: Record<InterviewStatus, string> = {
  proposed: 'pending',
  accepted: 'candidate-accepted',
  declined: 'candidate-rejected',
  'in-progress': 'in-progress',
  completed: 'completed',
};

/** An interview's status as its badge reads, coloured as the spec's candidate-accepted and candidate-rejected. */
export function InterviewStatusBadge({ status }: { status: InterviewStatus }) {
  return <StatusBadge status={INTERVIEW_BADGES[status]} label={INTERVIEW_STATUS_TEXTS[status]} />;
}

/** What the state machine reads of an application as answered. */
export const applicationState = (application: Application): ApplicationState => ({
  status: application.status,
  stage_index: application.stage.index,
  candidate_blacklisted: application.candidate.is_blacklisted,
  request_status: application.hiring_request.status,
});

/**
 * The actions the caller may take on the application now: their role on its request allows them (recruitment
 * managers any, its recruiter theirs) and its state does.
 */
export function useApplicationActions(application: Application, stages: number): ApplicationAction[] {
  const actor = useActor();
  if (!actor) return [];
  const people = { raised_by_id: 0, recruiter_id: application.recruiter?.id ?? null };
  if (!mayActOnApplications(actor, people)) return [];
  return allowedApplicationActions(applicationState(application), stages);
}

/** "Technical interview · since 12 Nov 2026" is left to screens; this is the stage's "2 of 6". */
export const stagePlace = (application: Application, stages: number) =>
  `${application.stage.index + 1} of ${stages}`;

/** How long an application has stood at its stage: "today", "1 day", "12 days". */
export function daysAtStage(since: string, now = Date.now()): string {
  const days = Math.max(0, Math.floor((now - Date.parse(since)) / 86_400_000));
  if (days === 0) return 'today';
  return `${days} day${days === 1 ? '' : 's'}`;
}
