import { defineTools, everyoneInWorkspace } from '../tools/define-tools';
import {
  canRaiseHiringRequest,
  canReadCandidates,
  canReadOnboarding,
  canReadPastFeedback,
  canReadTasStats,
  canUseApplications,
  canUseHiring,
} from './hiring.rules';

/** The hiring module's tools and who may use them. */
export const HIRING_TOOLS = defineTools({
  'hiring-request-list': canUseHiring,
  'hiring-request-form': canRaiseHiringRequest,
  'hiring-request-detail': canUseHiring,
  'hiring-request-details': canUseHiring,
  'candidate-list': canReadCandidates,
  'candidate-viewer': canReadCandidates,
  'candidate-profile-viewer': canReadCandidates,
  'candidate-application-tracker': canUseApplications,
  'candidate-application-tracker-2': canUseApplications,
  /** Each interviewer's own interviews and scorecards: anyone who opens the workspace. */
  'interviews-feedback': everyoneInWorkspace,
  'past-feedback-viewer': canReadPastFeedback,
  'tas-stats': canReadTasStats,
  'onboarding-candidate-list': canReadOnboarding,
});
