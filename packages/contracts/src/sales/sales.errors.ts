import { defineErrors } from '../errors/define-errors';

/** Opportunities' and the sales process's error codes. */
export const SALES_ERRORS = defineErrors({
  sales_stage_tasks_pending: {
    status: 400,
    message: 'This stage cannot be completed until its mandatory tasks are done',
  },
  opportunity_closed: { status: 400, message: 'This opportunity is won or lost' },
  opportunity_stage_not_allowed: { status: 400, message: 'Not possible at this stage' },
  opportunity_end_before_start: { status: 400, message: 'The end date must not be before the start date' },
  follow_up_done: { status: 400, message: 'This follow-up is already done' },
});
