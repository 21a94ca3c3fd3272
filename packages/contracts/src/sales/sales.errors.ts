import { defineErrors } from '../errors/define-errors';

/** Opportunities', the sales process's, business plans' and targets' error codes. */
export const SALES_ERRORS = defineErrors({
  sales_stage_tasks_pending: {
    status: 400,
    message: 'This stage cannot be completed until its mandatory tasks are done',
  },
  sales_stage_fields_missing: {
    status: 400,
    message: 'This stage cannot be completed until its required fields are filled in',
  },
  opportunity_closed: { status: 400, message: 'This opportunity is won or lost' },
  opportunity_stage_not_allowed: { status: 400, message: 'Not possible at this stage' },
  opportunity_stage_other_pipeline: {
    status: 400,
    message: 'This stage belongs to another pipeline than the opportunity’s',
  },
  opportunity_pipeline_fixed: {
    status: 400,
    message: 'An opportunity stays in the pipeline it was added to',
  },
  sales_pipeline_name_taken: { status: 409, message: 'Another pipeline already has this name' },
  opportunity_end_before_start: { status: 400, message: 'The end date must not be before the start date' },
  follow_up_done: { status: 400, message: 'This follow-up is already done' },
  business_plan_active_exists: {
    status: 409,
    message: 'Another business plan is already active for this financial year',
  },
  target_duplicate: { status: 409, message: 'This person or team already has a target in this plan' },
  target_amount_negative: { status: 400, message: 'A target amount cannot be negative' },
  target_amount_required: { status: 400, message: 'Set a target for at least one quarter' },
  target_holder_required: { status: 400, message: 'Choose either a sales person or a team' },
  target_not_sales_person: { status: 400, message: 'This person does not hold a sales role' },
});
