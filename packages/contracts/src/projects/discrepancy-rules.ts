/**
 * The project and allocation discrepancy rules of spec 5, one message each. A team manager lists every
 * discrepancy of a project; saving a group or an allocation that would have one of its own is refused.
 */
export const DISCREPANCY_MESSAGES = {
  project_dates_required: 'Project start and end dates are required',
  project_people_required: 'Project owner, delivery lead and client are required',
  billing_start_before_project_start: 'Billing start date must not be earlier than the project start date',
  project_end_before_billing_end: 'Project end date must not be earlier than the billing end date',
  group_start_after_end: 'Group start date must not be after its end date',
  group_start_before_project_start: 'Group start date must not be earlier than the project start date',
  group_end_after_project_end: 'Group end date must not be after the project end date',
  resource_count_mismatch: 'Resource count must equal the required count',
  billing_role_required: 'Billable or buffer resources need a billing role on their group',
  billing_rate_missing: 'Please add negotiated billing rates before continuing',
  resource_without_group: 'A resource must belong to a resource group',
  allocation_start_after_end: 'Allocation start date must not be after its end date',
  resource_start_before_group_start: 'Resource start date must not be earlier than the group start date',
  resource_end_after_group_end: 'Resource end date must not be after the group end date',
  resource_percent_above_group: 'Resource allocation % must not be above the group requirement',
  resource_start_before_joining: 'Resource start date must not be before their date of joining',
  allocation_after_last_working_day: 'Allocation end date must not be after the last working day',
  allocation_outside_contract: 'Allocation must fall within contract dates',
  billable_outside_billing_dates: 'A resource may not be billable or buffer outside the billing dates',
  milestone_outside_project_window: 'Milestone dates must fall within the project dates',
  milestone_after_project_end: 'Milestone date must not be after the project end date',
  actual_milestone_amount_required: 'Actual Milestone Amount is required for project activation',
  opportunity_terms_mismatch:
    'Project billing type, start and end dates, and billing dates must match the sales opportunity',
  opportunity_client_mismatch: 'Project and opportunity client must match',
  requirements_exceed_estimations: 'Resource requirements must not exceed estimations',
} as const;

export type DiscrepancyRule = keyof typeof DISCREPANCY_MESSAGES;
export const DISCREPANCY_RULES = Object.keys(DISCREPANCY_MESSAGES) as DiscrepancyRule[];

/**
 * The field of the group or allocation form each rule is about, so a refused save names the cause under it. The
 * rest (the project's own rules, billing dates and rates) read above the form's buttons.
 */
export const DISCREPANCY_FIELDS: Partial<Readonly<Record<DiscrepancyRule, string>>> = {
  group_start_after_end: 'end_date',
  group_start_before_project_start: 'start_date',
  group_end_after_project_end: 'end_date',
  billing_role_required: 'billing_role_id',
  allocation_start_after_end: 'end_date',
  resource_start_before_group_start: 'start_date',
  resource_end_after_group_end: 'end_date',
  resource_percent_above_group: 'allocation_percent',
  resource_start_before_joining: 'start_date',
  allocation_after_last_working_day: 'end_date',
  allocation_outside_contract: 'contractor_id',
};

export const isDiscrepancyRule = (rule: string): rule is DiscrepancyRule =>
  Object.hasOwn(DISCREPANCY_MESSAGES, rule);
