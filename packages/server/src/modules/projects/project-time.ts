import type { SQL } from 'drizzle-orm';

/**
 * What projects reads of the time people log on projects, for its figures (a fixed bid's spent time, revenue
 * leakage). The timesheets module, built on projects, provides it when the modules are composed
 * (`projectsModule(projectTime)`): projects never names timesheets' tables nor knows which statuses count.
 */
export interface ProjectTime {
  /**
   * The organisation's time entries as a table to select from: `organization_id`, `project_id`, `employee_id` or
   * `contractor_id`, `work_date`, `minutes`, `is_billable`, `updated_at`, and whether the time counts as approved
   * (`approved`) and whether it stands as logged, not rejected (`logged`).
   */
  entriesSql(organizationId: number): SQL;
}
