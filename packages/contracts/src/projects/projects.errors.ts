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
  project_end_before_start: { status: 400, message: 'Project end date must not be before its start date' },
  billing_end_before_start: {
    status: 400,
    message: 'Billing end date must not be before billing start date',
  },
  billing_start_before_project_start: {
    status: 400,
    message: 'Billing start date must not be earlier than the project start date',
  },
  project_end_before_billing_end: {
    status: 400,
    message: 'Project end date must not be earlier than the billing end date',
  },
  draft_project_cannot_be_extended: { status: 400, message: 'A draft project cannot be extended' },
  project_status_change_not_allowed: { status: 400, message: 'The project cannot move to this status' },
  project_name_taken: { status: 409, message: 'A project with this name exists already' },
  project_closed: { status: 400, message: 'A closed project cannot be changed' },
  allocation_overlap: {
    status: 400,
    message: 'This person is already allocated to this project on some of these dates',
  },
  billing_role_name_taken: { status: 409, message: 'A billing role with this name exists already' },
  inactive_milestone: { status: 400, message: 'An inactive milestone cannot be checked in or completed' },
  milestone_outside_project: { status: 400, message: 'Milestone dates must fall within the project dates' },
  negotiated_billing_rates_do_not_exist: {
    status: 400,
    message: 'Please add negotiated billing rates before continuing',
  },
});
