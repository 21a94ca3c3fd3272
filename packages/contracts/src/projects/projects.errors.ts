import { defineErrors } from '../errors/define-errors';

/** Projects' error codes: owners, leads, clients, allocations, milestones and billing. */
export const PROJECT_ERRORS = defineErrors({
  group_discripancy: { status: 400, message: 'Please resolve discripancies from this group' },
  project_owner_cannot_be_none: { status: 400, message: 'Please assign a project owner on this project' },
  delivery_lead_cannot_be_none: { status: 400, message: 'Please assign delivery lead' },
  client_cannot_be_none: { status: 400, message: 'Client is required' },
  allocation_start_date_cannot_be_none: { status: 400, message: 'Project start date is required' },
  allocation_end_date_cannot_be_none: { status: 400, message: 'Project end date is required' },
  actual_milestone_amount_is_required_for_project_activation: {
    status: 400,
    message: 'Actual Milestone Amount is required for project activation',
  },
  negotiated_billing_rates_do_not_exist: {
    status: 400,
    message: 'Please add negotiated billing rates before continuing',
  },
});
