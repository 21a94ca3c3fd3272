import { z } from 'zod';
import { HOLIDAY_MANAGER_ROLES, ROLES, type RoleId } from '../roles';

/** Spec 9: an upload file may hold at most this many columns. */
export const MAX_UPLOAD_COLUMNS = 100;

export interface ImportColumn {
  /** The header as it appears in the template and must appear in an upload (matched ignoring case and spaces). */
  header: string;
  /** The field name row errors are reported under. */
  field: string;
  required: boolean;
  /** What a valid value looks like, shown under the header in the template. */
  hint: string;
}

export interface ImportKind {
  title: string;
  /** The downloaded template's file name. */
  templateFile: string;
  columns: readonly ImportColumn[];
  /** The column whose value identifies a record: a row with a known key updates it, others add one. */
  keyField: string;
  /** Who may upload this kind (the CEO always may). */
  roles: readonly RoleId[];
}

const ORG_SETUP_ROLES = [ROLES.ORG_ADMIN, ROLES.SETUP_MANAGER] as const;

const column = (header: string, field: string, required: boolean, hint: string): ImportColumn => ({
  header,
  field,
  required,
  hint,
});

/** How a past leave's days are given after its dates: half days at either end, and why. */
const pastLeaveTerms = [
  column(
    'Half Day Start',
    'start_half',
    false,
    'Yes or No (default No): from the second half of the start day',
  ),
  column('Half Day End', 'end_half', false, 'Yes or No (default No): until the first half of the end day'),
  column('Reason', 'reason', false, 'Text (default Past leave)'),
];

/** The record kinds the Generic Importer takes; each has a template served publicly. */
export const IMPORT_KINDS = {
  employee_master: {
    title: 'Employee master',
    templateFile: 'employee-master-template.xlsx',
    keyField: 'code',
    roles: [ROLES.ORG_ADMIN, ROLES.EMPLOYEE_MANAGER],
    columns: [
      column('Employee Code', 'code', true, 'Unique, e.g. ACM-0101'),
      column('First Name', 'first_name', true, 'Text'),
      column('Last Name', 'last_name', false, 'Text'),
      column('Email', 'email', true, 'Work email, unique'),
      column('Employment Type', 'employment_type', false, 'full-time, part-time or intern'),
      column('Designation', 'designation', false, 'An existing designation'),
      column('Department', 'department', false, 'An existing department'),
      column('Sub Department', 'sub_department', false, 'A sub-department of that department'),
      column('Grade', 'grade', false, 'An existing grade'),
      column('Reporting Manager Code', 'reporting_manager_code', false, 'Employee code of the manager'),
      column('Date of Joining', 'date_of_joining', false, 'YYYY-MM-DD'),
      column('Total Experience', 'total_experience', false, 'Years, e.g. 4.5'),
    ],
  },
  employee_bank_details: {
    title: 'Employee bank details',
    templateFile: 'employee-bank-details-template.xlsx',
    keyField: 'account_number',
    roles: [ROLES.EMPLOYEE_MANAGER],
    columns: [
      column('Employee Code', 'code', true, 'Code of an existing employee'),
      column('Bank Name', 'bank_name', true, 'Text'),
      column('Account Holder', 'account_holder', true, 'Name on the account'),
      column('Account Number', 'account_number', true, '6 to 20 digits; an existing account is updated'),
      column('IFSC', 'ifsc', true, '11 characters, e.g. HDFC0001234'),
      column('Branch', 'branch', false, 'Text'),
      column('Primary', 'is_primary', false, 'Yes or No; the first account of an employee is primary'),
    ],
  },
  employee_skills: {
    title: 'Employee skills',
    templateFile: 'employee-skills-template.xlsx',
    keyField: 'skill',
    roles: [ROLES.EMPLOYEE_MANAGER],
    columns: [
      column('Employee Code', 'code', true, 'Code of an existing employee'),
      column('Skill', 'skill', true, 'A skill of the organisation’s catalogue'),
      column('Level', 'level', false, 'Beginner, Intermediate or Expert (default Beginner)'),
    ],
  },
  past_employee_master: {
    title: 'Past employee master',
    templateFile: 'past-employee-master-template.xlsx',
    keyField: 'code',
    roles: [ROLES.EMPLOYEE_MANAGER],
    columns: [
      column('Employee Code', 'code', true, 'Unique, e.g. ACM-0001'),
      column('First Name', 'first_name', true, 'Text'),
      column('Last Name', 'last_name', false, 'Text'),
      column('Email', 'email', true, 'Unique; they cannot sign in'),
      column('Employment Type', 'employment_type', false, 'full-time, part-time or intern'),
      column('Designation', 'designation', false, 'An existing designation'),
      column('Department', 'department', false, 'An existing department'),
      column('Date of Joining', 'date_of_joining', true, 'YYYY-MM-DD'),
      column('Last Working Day', 'last_working_day', true, 'YYYY-MM-DD, after joining and not in the future'),
      column('Exit Type', 'exit_type', false, 'resignation or termination (default resignation)'),
      column('Reason', 'reason', false, 'Text'),
    ],
  },
  exited_employees: {
    title: 'Exited employees',
    templateFile: 'exited-employees-template.xlsx',
    keyField: 'code',
    roles: [ROLES.EMPLOYEE_MANAGER],
    columns: [
      column('Employee Code', 'code', true, 'Code of a current employee'),
      column('Last Working Day', 'last_working_day', true, 'YYYY-MM-DD, after joining and before today'),
      column('Exit Type', 'exit_type', false, 'resignation or termination (default resignation)'),
      column('Reason', 'reason', false, 'Text'),
    ],
  },
  departments: {
    title: 'Departments',
    templateFile: 'departments-template.xlsx',
    keyField: 'name',
    roles: ORG_SETUP_ROLES,
    columns: [
      column('Department', 'name', true, 'Unique name'),
      column('Head Email', 'head_email', false, 'Email of an active user'),
    ],
  },
  designations: {
    title: 'Designations',
    templateFile: 'designations-template.xlsx',
    keyField: 'name',
    roles: ORG_SETUP_ROLES,
    columns: [column('Designation', 'name', true, 'Unique name')],
  },
  grades: {
    title: 'Grades',
    templateFile: 'grades-template.xlsx',
    keyField: 'name',
    roles: ORG_SETUP_ROLES,
    columns: [
      column('Grade', 'name', true, 'Unique name'),
      column('Level', 'level', true, 'Whole number from 1 to 99'),
    ],
  },
  business_units: {
    title: 'Business units',
    templateFile: 'business-units-template.xlsx',
    keyField: 'name',
    roles: ORG_SETUP_ROLES,
    columns: [column('Business Unit', 'name', true, 'Unique name')],
  },
  business_regions: {
    title: 'Business regions',
    templateFile: 'business-regions-template.xlsx',
    keyField: 'name',
    roles: ORG_SETUP_ROLES,
    columns: [column('Business Region', 'name', true, 'Unique name')],
  },
  organisation_skills: {
    title: 'Organisation skills',
    templateFile: 'organisation-skills-template.xlsx',
    keyField: 'name',
    roles: ORG_SETUP_ROLES,
    columns: [column('Skill', 'name', true, 'Unique name')],
  },
  organisation_holidays: {
    title: 'Organisation holidays',
    templateFile: 'organisation-holidays-template.xlsx',
    keyField: 'date',
    roles: HOLIDAY_MANAGER_ROLES,
    columns: [
      column('Date', 'date', true, 'YYYY-MM-DD, one holiday per date'),
      column('Holiday', 'name', true, 'Text'),
      column('Optional', 'is_optional', false, 'Yes or No (default No)'),
    ],
  },
  leave_balances: {
    title: 'Leave balances',
    templateFile: 'leave-balances-template.xlsx',
    keyField: 'leave_type',
    roles: [ROLES.LMS_ADMIN],
    columns: [
      column('Employee Code', 'code', true, 'Code of an existing employee'),
      column('Leave Type', 'leave_type', true, 'Code of a leave type, e.g. CL'),
      column(
        'Balance',
        'balance',
        true,
        'The balance in the active leave year, in halves, e.g. 7.5; below 0 only if the type allows it',
      ),
      column('Reason', 'reason', false, 'Text (default Balance set by upload)'),
    ],
  },
  past_leaves: {
    title: 'Past leaves',
    templateFile: 'past-leaves-template.xlsx',
    keyField: 'start_date',
    roles: [ROLES.LMS_ADMIN],
    columns: [
      column('Employee Code', 'code', true, 'Code of an existing employee'),
      column('Leave Type', 'leave_type', true, 'Code of a leave type counted in days, e.g. CL'),
      column('Start Date', 'start_date', true, 'YYYY-MM-DD, in an open leave year'),
      column('End Date', 'end_date', true, 'YYYY-MM-DD, from the start date, in the same leave year'),
      ...pastLeaveTerms,
    ],
  },
  clients: {
    title: 'Clients',
    templateFile: 'clients-template.xlsx',
    keyField: 'name',
    roles: [ROLES.PROJECT_SALES_HEAD],
    columns: [column('Client', 'name', true, 'Unique name')],
  },
  projects: {
    title: 'Projects',
    templateFile: 'projects-template.xlsx',
    keyField: 'name',
    roles: [ROLES.CEO],
    columns: [
      column('Project', 'name', true, 'Unique name; an existing project is updated'),
      column('Client', 'client', true, 'An existing client'),
      column('Billing Type', 'billing_type', true, 'fixed-bid or time-and-material'),
      column('Start Date', 'start_date', true, 'YYYY-MM-DD'),
      column('End Date', 'end_date', true, 'YYYY-MM-DD, not before the start date'),
      column('Project Owner Email', 'project_owner_email', true, 'Email of an active user'),
      column('Delivery Lead Email', 'delivery_lead_email', true, 'Email of an active user'),
      column('Status', 'status', false, 'draft, active or closed (default active)'),
    ],
  },
  past_timesheet_leave: {
    title: 'Past timesheet leave',
    templateFile: 'past-timesheet-leave-upload-template.xlsx',
    keyField: 'work_date',
    roles: [ROLES.TIMESHEET_MANAGER],
    columns: [
      column('Employee Code', 'code', true, 'Code of an existing employee'),
      column('Date', 'work_date', true, 'YYYY-MM-DD, before this week'),
      column('Hours', 'hours', false, 'Hours (4) or a duration (4h), at most 24 (default 8)'),
    ],
  },
  fixed_bid_milestones: {
    title: 'Fixed-bid milestones',
    templateFile: 'fixed-bid-milestones-template.xlsx',
    keyField: 'name',
    roles: [ROLES.CEO],
    columns: [
      column('Project', 'project', true, 'Code (PR-0001) or name of a fixed-bid project'),
      column('Milestone', 'name', true, 'Its name; a milestone of the project with this name is updated'),
      column('Planned Date', 'planned_date', true, "YYYY-MM-DD, within the project's dates"),
      column('Planned Amount', 'planned_amount', true, "In the project's currency, up to 2 decimals"),
      column('Actual Date', 'actual_date', false, "YYYY-MM-DD, within the project's dates"),
      column('Actual Amount', 'actual_amount', false, 'Up to 2 decimals; needed to activate the project'),
    ],
  },
  project_allocations: {
    title: 'Project allocations',
    templateFile: 'project-allocations-template.xlsx',
    keyField: 'start_date',
    roles: [ROLES.RMG_MANAGER],
    columns: [
      column('Project', 'project', true, 'Code (PR-0001) or name of an existing project'),
      column('Employee Code', 'code', true, 'Code of an existing employee or contractor'),
      column('Start Date', 'start_date', true, 'YYYY-MM-DD, within the project and from joining'),
      column('End Date', 'end_date', true, 'YYYY-MM-DD, within the project and to the last working day'),
      column('Allocation %', 'allocation_percent', false, '0 to 100, up to 2 decimals (default 100)'),
      column(
        'Status',
        'status',
        false,
        'billable, non-billable, buffer, assigned or trainee (default assigned)',
      ),
      column(
        'Resource Group',
        'resource_group',
        false,
        "A group of the project's Team Manager; the team's discrepancy rules then apply",
      ),
    ],
  },
  leave_taken_in_project: {
    title: 'Leave taken in project',
    templateFile: 'leave-taken-in-project-template.xlsx',
    keyField: 'start_date',
    roles: [ROLES.LMS_ADMIN],
    columns: [
      column('Employee Code', 'code', true, 'Code of an existing employee'),
      column('Project', 'project', true, 'Code (PR-0001) or name of a project the employee was allocated to'),
      column('Leave Type', 'leave_type', true, 'Code of a leave type counted in days, e.g. CL'),
      column('Start Date', 'start_date', true, 'YYYY-MM-DD, in an open leave year and the allocation'),
      column('End Date', 'end_date', true, 'YYYY-MM-DD, from the start date, in the same leave year'),
      ...pastLeaveTerms,
    ],
  },
  past_timesheets: {
    title: 'Past timesheets',
    templateFile: 'past-timesheets-template.xlsx',
    keyField: 'work_date',
    roles: [ROLES.TIMESHEET_MANAGER],
    columns: [
      column('Employee Code', 'code', true, 'Code of an existing employee or contractor'),
      column(
        'Project',
        'project',
        false,
        'Code (PR-0001) or name of a project they were allocated to that day',
      ),
      column(
        'Task',
        'task',
        false,
        'Without a project: bench, training, internal or leave (default internal)',
      ),
      column('Date', 'work_date', true, 'YYYY-MM-DD, before this week'),
      column('Hours', 'hours', true, 'Hours (7.5) or a duration (7h 30m), at most 24 a day'),
      column('Billable', 'is_billable', false, 'Yes or No (default: as the allocation that day)'),
    ],
  },
} as const satisfies Record<string, ImportKind>;

export type ImportKindId = keyof typeof IMPORT_KINDS;
export const IMPORT_KIND_IDS = Object.keys(IMPORT_KINDS) as [ImportKindId, ...ImportKindId[]];
export const ImportKindIdSchema = z.enum(IMPORT_KIND_IDS);

/** All-or-nothing writes nothing when any row is bad; skip-bad-rows writes the good ones and counts the rest. */
export const IMPORT_MODES = ['all_or_nothing', 'skip_invalid_rows'] as const;
export const ImportModeSchema = z.enum(IMPORT_MODES);
export type ImportMode = z.infer<typeof ImportModeSchema>;

export const ImportParamsSchema = z.object({ kind: ImportKindIdSchema });
export const TemplateParamsSchema = z.object({ template: z.string().max(100) });
