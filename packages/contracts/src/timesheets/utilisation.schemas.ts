import { z } from 'zod';
import { listQuerySchema, pageSchema } from '../lists';

/** Utilisation (spec 4, timesheet feeds): billable hours against capacity, per person, project or department. */
export const UTILISATION_GROUPS = ['person', 'project', 'department'] as const;
export type UtilisationGroup = (typeof UTILISATION_GROUPS)[number];
export const UTILISATION_GROUP_TEXTS: Record<UtilisationGroup, string> = {
  person: 'By person',
  project: 'By project',
  department: 'By department',
};

/** The hours of a working day (Monday to Friday) that capacity counts. */
export const WORKING_DAY_HOURS = 8;

/** The key of the department rows of contractors (who have no department) and of employees of no department. */
export const CONTRACTORS_ROW_ID = -1;
export const NO_DEPARTMENT_ROW_ID = 0;

export const UTILISATION_SORTABLE = [
  'name',
  'code',
  'billable_hours',
  'capacity_hours',
  'utilisation',
] as const;
export const UtilisationQuerySchema = listQuerySchema(UTILISATION_SORTABLE).extend({
  /** `YYYY-MM`; last month, in the organisation's time zone, when absent. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'invalid')
    .optional(),
  by: z.enum(UTILISATION_GROUPS).default('person'),
  /** A person's name or code, a project's name or code (`PR-7`), a department's name. */
  search: z.string().trim().max(100).optional(),
});
export type UtilisationQuery = z.infer<typeof UtilisationQuerySchema>;

const hours = z.number();
/** Billable ÷ capacity, in percent with one decimal; null when there is no capacity. */
const utilisation = z.number().nullable();

/**
 * One person, project or department of the month. `id` is the row's key: an employee's id or a contractor's negated;
 * a project's id; a department's id, `NO_DEPARTMENT_ROW_ID` or `CONTRACTORS_ROW_ID`.
 */
export const UtilisationRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The employee's or contractor's code, the project's (`PR-0007`); none for a department. */
  code: z.string().nullable(),
  billable_hours: hours,
  capacity_hours: hours,
  utilisation,
});
export type UtilisationRow = z.infer<typeof UtilisationRowSchema>;

export const UtilisationPageSchema = pageSchema(UtilisationRowSchema).extend({
  month: z.string(),
  by: z.enum(UTILISATION_GROUPS),
  /** Every row the search lists, not only the page's. */
  totals: z.object({ billable_hours: hours, capacity_hours: hours, utilisation }),
});
export type UtilisationPage = z.infer<typeof UtilisationPageSchema>;
