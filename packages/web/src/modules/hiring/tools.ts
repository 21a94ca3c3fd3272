import type { ToolLoaders } from '../../platform/tools/toolTypes';

/** The hiring module's tool screens (requests, the candidate pool, applications, interviews), one chunk each. */
export const hiringTools: ToolLoaders = {
  'hiring-request-list': () => import('./HiringRequestListTool').then((m) => m.HiringRequestListTool),
  'hiring-request-form': () => import('./HiringRequestFormTool').then((m) => m.HiringRequestFormTool),
  'hiring-request-detail': () => import('./HiringRequestDetailTool').then((m) => m.HiringRequestDetailTool),
  'hiring-request-details': () =>
    import('./HiringRequestDetailsTool').then((m) => m.HiringRequestDetailsTool),
  'candidate-list': () => import('./CandidateListTool').then((m) => m.CandidateListTool),
  'candidate-viewer': () => import('./CandidateViewerTool').then((m) => m.CandidateViewerTool),
  'candidate-profile-viewer': () =>
    import('./CandidateProfileViewerTool').then((m) => m.CandidateProfileViewerTool),
  'candidate-application-tracker': () =>
    import('./ApplicationTrackerTool').then((m) => m.ApplicationTrackerTool),
  'candidate-application-tracker-2': () =>
    import('./ApplicationBoardTool').then((m) => m.ApplicationBoardTool),
  'interviews-feedback': () => import('./InterviewsFeedbackTool').then((m) => m.InterviewsFeedbackTool),
  'past-feedback-viewer': () => import('./PastFeedbackViewerTool').then((m) => m.PastFeedbackViewerTool),
  'tas-stats': () => import('./TasStatsTool').then((m) => m.TasStatsTool),
  'onboarding-candidate-list': () =>
    import('./OnboardingCandidateListTool').then((m) => m.OnboardingCandidateListTool),
};
