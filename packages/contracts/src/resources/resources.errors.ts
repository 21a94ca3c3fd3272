import { defineErrors } from '../errors/define-errors';

/** Resource requests' and the RMG pool's error codes. */
export const RESOURCES_ERRORS = defineErrors({
  resource_request_final: { status: 400, message: 'This resource request is closed or cancelled' },
  resource_request_fully_booked: {
    status: 400,
    message: 'Everyone this resource request asks for is allocated or held already',
  },
  resource_request_person_held: { status: 400, message: 'This person is already held for this request' },
  resource_request_positions_above_missing: {
    status: 400,
    message: 'Hire no more people than the resource request still needs',
  },
  resource_request_filled: {
    status: 400,
    message: 'Someone is already allocated against this resource request: close it instead',
  },
  resource_request_action_not_allowed: {
    status: 400,
    message: 'This action is not allowed in the resource request’s current state',
  },
  resource_request_end_before_start: {
    status: 400,
    message: 'The end date must not be before the start date',
  },
  resource_group_not_in_project: { status: 400, message: 'Please choose a resource group of this project' },
  forecast_scenario_end_before_start: {
    status: 400,
    message: 'The need’s end date must not be before its start date',
  },
  forecast_scenario_unknown_project: {
    status: 400,
    message: 'A change names a project this organisation does not have',
  },
  forecast_scenario_unknown_employee: {
    status: 400,
    message: 'A change names someone who is not a current employee of this organisation',
  },
  forecast_scenario_unknown_designation: {
    status: 400,
    message: 'A change names a designation this organisation does not have',
  },
  resource_request_person_allocated: {
    status: 409,
    message: 'This person is already allocated against this resource request',
  },
});
