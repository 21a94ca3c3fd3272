import { defineErrors } from '../errors/define-errors';

/** Hiring requests' and candidates' error codes. */
export const HIRING_ERRORS = defineErrors({
  hiring_request_on_hold: { status: 400, message: 'This hiring request is on hold: resume it first' },
  hiring_request_closed: { status: 400, message: 'This hiring request is closed' },
  hiring_request_not_approved: { status: 400, message: 'This hiring request is not approved yet' },
  hiring_request_action_not_allowed: {
    status: 400,
    message: 'This action is not allowed in the hiring request’s current state',
  },
  min_ctc_above_max: { status: 400, message: 'Minimum CTC must not exceed maximum CTC' },
  min_experience_above_max: { status: 400, message: 'Minimum experience must not exceed maximum experience' },
  too_many_locations: { status: 400, message: 'Up to 3 preferred locations are allowed' },
  too_many_specializations: { status: 400, message: 'At most two specializations are allowed' },
  recruiter_not_found: { status: 400, message: 'Please choose an active recruiter' },
  candidate_duplicate: { status: 409, message: 'This candidate is already in the candidate pool' },
  candidate_blacklisted: { status: 400, message: 'This candidate is blacklisted' },
  candidate_not_blacklisted: { status: 400, message: 'This candidate is not blacklisted' },
  resume_must_be_pdf: { status: 400, message: 'Please upload one PDF file only' },
  application_rejected: {
    status: 400,
    message: 'This application is rejected: it cannot move to the next stage',
  },
  application_on_hold: { status: 400, message: 'This application is on hold: resume it first' },
  application_action_not_allowed: {
    status: 400,
    message: 'This action is not allowed in the application’s current state',
  },
  application_stage_not_allowed: {
    status: 400,
    message: 'An application moves on one stage at a time, or skips forward with a reason',
  },
  application_duplicate: {
    status: 409,
    message: 'This candidate has already applied to this hiring request',
  },
  hiring_flow_invalid: {
    status: 400,
    message: 'A hiring flow needs at least two stages with distinct keys, ending with a single joined stage',
  },
  interview_stage_required: {
    status: 400,
    message: 'Interviews are scheduled for an application standing at an interview stage',
  },
  interview_already_scheduled: {
    status: 409,
    message: 'An interview is already scheduled for this round',
  },
  interview_schedule_locked: {
    status: 400,
    message: 'An in-progress or completed interview schedule cannot be edited',
  },
  interview_slot_decided: { status: 400, message: 'This time slot has already been accepted or declined' },
  interview_slot_not_accepted: {
    status: 400,
    message: 'Feedback is given once the candidate has accepted the time slot',
  },
  interviewer_not_found: {
    status: 400,
    message: 'Please choose active people of the organisation as interviewers',
  },
  offer_stage_required: { status: 400, message: 'Offers are made at the offer stage' },
  offer_action_not_allowed: { status: 400, message: 'Not allowed in the offer’s current state' },
  onboarding_incomplete: { status: 400, message: 'Complete the onboarding checklist first' },
});
