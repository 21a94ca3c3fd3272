import { z } from 'zod';
import { TEXT_LIMITS } from '../constants/limits';
import { EXIT_TYPES } from '../exits/exit.schemas';
import { CURRENCIES } from '../format/money';
import { ALLOCATION_STATUSES, PROJECT_BILLING_TYPES } from '../format/status';
import { PROJECT_STATUSES } from '../projects/project-terms';
import { HOLIDAY_MANAGER_ROLES, ROLES, type RoleId } from '../roles';
import { NON_PROJECT_TASKS } from '../timesheets/timesheets.schemas';
import { code, column, date, email, type ImportColumn, text, yesNo } from './import-columns';

export type { ColumnMatch, ColumnValue, ImportColumn } from './import-columns';

/** Spec 9: an upload file may hold at most this many columns. */
export const MAX_UPLOAD_COLUMNS = 100;

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

const employmentType = {
  type: 'one_of',
  values: ['full-time', 'part-time', 'intern'],
  fallback: 'full-time',
} as const;
const exitType = { type: 'one_of', values: EXIT_TYPES, fallback: 'resignation' } as const;
const MAX_AMOUNT = 9_999_999_999_999.99;
const shortText = text(TEXT_LIMITS.short);
/** Names of people and of catalogue entries. */
const nameText = text(100);
const longText = text(TEXT_LIMITS.long);
const amount = { type: 'number', min: 0, max: MAX_AMOUNT, decimals: 2 } as const;
/** A currency code, in any case. */
const currency = code(3, {
  pattern: new RegExp(`^(${CURRENCIES.join('|')})$`),
  message: `Use one of: ${CURRENCIES.join(', ')}.`,
});

/** How a past leave's days are given after its dates: half days at either end, and why. */
const pastLeaveTerms = [
  column(
    'Half Day Start',
    'start_half',
    false,
    'Yes or No (default No): from the second half of the start day',
    yesNo,
  ),
  column(
    'Half Day End',
    'end_half',
    false,
    'Yes or No (default No): until the first half of the end day',
    yesNo,
  ),
  column('Reason', 'reason', false, 'Text (default Past leave)', longText),
];

/** The record kinds the Generic Importer takes; each has a template served publicly. */
export const IMPORT_KINDS = {
  employee_master: {
    title: 'Employee master',
    templateFile: 'employee-master-template.xlsx',
    keyField: 'code',
    roles: [ROLES.ORG_ADMIN, ROLES.EMPLOYEE_MANAGER],
    columns: [
      column('Employee Code', 'code', true, 'Unique, e.g. ACM-0101', code(30)),
      column('First Name', 'first_name', true, 'Text', nameText),
      column('Last Name', 'last_name', false, 'Text', nameText),
      column('Email', 'email', true, 'Work email, unique', email),
      column('Employment Type', 'employment_type', false, 'full-time, part-time or intern', employmentType),
      column('Designation', 'designation', false, 'An existing designation', nameText),
      column('Department', 'department', false, 'An existing department', nameText),
      column('Sub Department', 'sub_department', false, 'A sub-department of that department', nameText),
      column('Grade', 'grade', false, 'An existing grade', nameText),
      column(
        'Reporting Manager Code',
        'reporting_manager_code',
        false,
        'Employee code of the manager',
        code(30),
      ),
      column('Date of Joining', 'date_of_joining', false, 'YYYY-MM-DD', date),
      column('Total Experience', 'total_experience', false, 'Years, e.g. 4.5', {
        type: 'number',
        min: 0,
        max: 60,
      }),
      column(
        'Timesheet Approver',
        'is_timesheet_approver',
        false,
        'Yes or No: approves the timesheets of the people reporting to them (empty leaves it as it is)',
        { type: 'yes_no' },
      ),
    ],
  },
  employee_bank_details: {
    title: 'Employee bank details',
    templateFile: 'employee-bank-details-template.xlsx',
    keyField: 'account_number',
    roles: [ROLES.EMPLOYEE_MANAGER],
    columns: [
      column('Employee Code', 'code', true, 'Code of an existing employee', shortText),
      column('Bank Name', 'bank_name', true, 'Text', text()),
      column('Account Holder', 'account_holder', true, 'Name on the account', text()),
      column(
        'Account Number',
        'account_number',
        true,
        '6 to 20 digits; an existing account is updated',
        text(20, { pattern: /^\d{6,20}$/, message: 'Enter 6 to 20 digits.' }),
      ),
      column(
        'IFSC',
        'ifsc',
        true,
        '11 characters, e.g. HDFC0001234',
        code(11, { pattern: /^[A-Z]{4}0[A-Z0-9]{6}$/, message: 'Enter an IFSC like HDFC0001234.' }),
      ),
      column('Branch', 'branch', false, 'Text', text()),
      column('Primary', 'is_primary', false, 'Yes or No; the first account of an employee is primary', yesNo),
    ],
  },
  employee_skills: {
    title: 'Employee skills',
    templateFile: 'employee-skills-template.xlsx',
    keyField: 'skill',
    roles: [ROLES.EMPLOYEE_MANAGER],
    columns: [
      column('Employee Code', 'code', true, 'Code of an existing employee', shortText),
      column('Skill', 'skill', true, 'A skill of the organisation’s catalogue', nameText),
      column('Level', 'level', false, 'Beginner, Intermediate or Expert (default Beginner)', text()),
    ],
  },
  past_employee_master: {
    title: 'Past employee master',
    templateFile: 'past-employee-master-template.xlsx',
    keyField: 'code',
    roles: [ROLES.EMPLOYEE_MANAGER],
    columns: [
      column('Employee Code', 'code', true, 'Unique, e.g. ACM-0001', code(30)),
      column('First Name', 'first_name', true, 'Text', nameText),
      column('Last Name', 'last_name', false, 'Text', nameText),
      column('Email', 'email', true, 'Unique; they cannot sign in', email),
      column('Employment Type', 'employment_type', false, 'full-time, part-time or intern', employmentType),
      column('Designation', 'designation', false, 'An existing designation', nameText),
      column('Department', 'department', false, 'An existing department', nameText),
      column('Date of Joining', 'date_of_joining', true, 'YYYY-MM-DD', date),
      column(
        'Last Working Day',
        'last_working_day',
        true,
        'YYYY-MM-DD, after joining and not in the future',
        date,
      ),
      column('Exit Type', 'exit_type', false, 'resignation or termination (default resignation)', exitType),
      column('Reason', 'reason', false, 'Text', longText),
    ],
  },
  exited_employees: {
    title: 'Exited employees',
    templateFile: 'exited-employees-template.xlsx',
    keyField: 'code',
    roles: [ROLES.EMPLOYEE_MANAGER],
    columns: [
      column('Employee Code', 'code', true, 'Code of a current employee', code(30)),
      column(
        'Last Working Day',
        'last_working_day',
        true,
        'YYYY-MM-DD, after joining and before today',
        date,
      ),
      column('Exit Type', 'exit_type', false, 'resignation or termination (default resignation)', exitType),
      column('Reason', 'reason', false, 'Text', longText),
    ],
  },
  departments: {
    title: 'Departments',
    templateFile: 'departments-template.xlsx',
    keyField: 'name',
    roles: ORG_SETUP_ROLES,
    columns: [
      column('Department', 'name', true, 'Unique name', shortText),
      column('Head Email', 'head_email', false, 'Email of an active user', email),
    ],
  },
  designations: {
    title: 'Designations',
    templateFile: 'designations-template.xlsx',
    keyField: 'name',
    roles: ORG_SETUP_ROLES,
    columns: [column('Designation', 'name', true, 'Unique name', shortText)],
  },
  grades: {
    title: 'Grades',
    templateFile: 'grades-template.xlsx',
    keyField: 'name',
    roles: ORG_SETUP_ROLES,
    columns: [
      column('Grade', 'name', true, 'Unique name', shortText),
      column('Level', 'level', true, 'Whole number from 1 to 99', {
        type: 'number',
        min: 1,
        max: 99,
        decimals: 0,
      }),
    ],
  },
  business_units: {
    title: 'Business units',
    templateFile: 'business-units-template.xlsx',
    keyField: 'name',
    roles: ORG_SETUP_ROLES,
    columns: [column('Business Unit', 'name', true, 'Unique name', shortText)],
  },
  business_regions: {
    title: 'Business regions',
    templateFile: 'business-regions-template.xlsx',
    keyField: 'name',
    roles: ORG_SETUP_ROLES,
    columns: [column('Business Region', 'name', true, 'Unique name', shortText)],
  },
  organisation_skills: {
    title: 'Organisation skills',
    templateFile: 'organisation-skills-template.xlsx',
    keyField: 'name',
    roles: ORG_SETUP_ROLES,
    columns: [column('Skill', 'name', true, 'Unique name', shortText)],
  },
  organisation_holidays: {
    title: 'Organisation holidays',
    templateFile: 'organisation-holidays-template.xlsx',
    keyField: 'date',
    roles: HOLIDAY_MANAGER_ROLES,
    columns: [
      column('Date', 'date', true, 'YYYY-MM-DD, one holiday per date', date),
      column('Holiday', 'name', true, 'Text', shortText),
      column('Optional', 'is_optional', false, 'Yes or No (default No)', yesNo),
    ],
  },
  leave_balances: {
    title: 'Leave balances',
    templateFile: 'leave-balances-template.xlsx',
    keyField: 'leave_type',
    roles: [ROLES.LMS_ADMIN],
    columns: [
      column('Employee Code', 'code', true, 'Code of an existing employee', shortText),
      column('Leave Type', 'leave_type', true, 'Code of a leave type, e.g. CL', shortText),
      column(
        'Balance',
        'balance',
        true,
        'The balance in the active leave year, in halves, e.g. 7.5; below 0 only if the type allows it',
        { type: 'number', min: -9999.5, max: 9999.5 },
      ),
      column('Reason', 'reason', false, 'Text (default Balance set by upload)', longText),
    ],
  },
  past_leaves: {
    title: 'Past leaves',
    templateFile: 'past-leaves-template.xlsx',
    keyField: 'start_date',
    roles: [ROLES.LMS_ADMIN],
    columns: [
      column('Employee Code', 'code', true, 'Code of an existing employee', shortText),
      column('Leave Type', 'leave_type', true, 'Code of a leave type counted in days, e.g. CL', shortText),
      column('Start Date', 'start_date', true, 'YYYY-MM-DD, in an open leave year', date),
      column('End Date', 'end_date', true, 'YYYY-MM-DD, from the start date, in the same leave year', date),
      ...pastLeaveTerms,
    ],
  },
  clients: {
    title: 'Clients',
    templateFile: 'clients-template.xlsx',
    keyField: 'name',
    roles: [ROLES.PROJECT_SALES_HEAD],
    columns: [column('Client', 'name', true, 'Unique name', shortText)],
  },
  projects: {
    title: 'Projects',
    templateFile: 'projects-template.xlsx',
    keyField: 'name',
    roles: [ROLES.CEO],
    columns: [
      column('Project', 'name', true, 'Unique name; an existing project is updated', shortText),
      column('Client', 'client', true, 'An existing client', shortText),
      column('Billing Type', 'billing_type', true, 'fixed-bid or time-and-material', {
        type: 'one_of',
        values: PROJECT_BILLING_TYPES,
      }),
      column('Start Date', 'start_date', true, 'YYYY-MM-DD', date),
      column('End Date', 'end_date', true, 'YYYY-MM-DD, not before the start date', date),
      column('Project Owner Email', 'project_owner_email', true, 'Email of an active user', email),
      column('Delivery Lead Email', 'delivery_lead_email', true, 'Email of an active user', email),
      column('Status', 'status', false, 'draft, active or closed (default active)', {
        type: 'one_of',
        values: PROJECT_STATUSES,
        fallback: 'active',
      }),
    ],
  },
  past_timesheet_leave: {
    title: 'Past timesheet leave',
    templateFile: 'past-timesheet-leave-upload-template.xlsx',
    keyField: 'work_date',
    roles: [ROLES.TIMESHEET_MANAGER],
    columns: [
      column('Employee Code', 'code', true, 'Code of an existing employee', shortText),
      column('Date', 'work_date', true, 'YYYY-MM-DD, before this week', date),
      column('Hours', 'hours', false, 'Hours (4) or a duration (4h), at most 24 (default 8)', {
        type: 'hours',
        fallback: 8 * 60,
      }),
    ],
  },
  fixed_bid_milestones: {
    title: 'Fixed-bid milestones',
    templateFile: 'fixed-bid-milestones-template.xlsx',
    keyField: 'name',
    roles: [ROLES.CEO],
    columns: [
      column('Project', 'project', true, 'Code (PR-0001) or name of a fixed-bid project', shortText),
      column(
        'Milestone',
        'name',
        true,
        'Its name; a milestone of the project with this name is updated',
        shortText,
      ),
      column('Planned Date', 'planned_date', true, "YYYY-MM-DD, within the project's dates", date),
      column('Planned Amount', 'planned_amount', true, "In the project's currency, up to 2 decimals", amount),
      column('Actual Date', 'actual_date', false, "YYYY-MM-DD, within the project's dates", date),
      column(
        'Actual Amount',
        'actual_amount',
        false,
        'Up to 2 decimals; needed to activate the project',
        amount,
      ),
    ],
  },
  project_allocations: {
    title: 'Project allocations',
    templateFile: 'project-allocations-template.xlsx',
    keyField: 'start_date',
    roles: [ROLES.RMG_MANAGER],
    columns: [
      column('Project', 'project', true, 'Code (PR-0001) or name of an existing project', shortText),
      column('Employee Code', 'code', true, 'Code of an existing employee or contractor', shortText),
      column('Start Date', 'start_date', true, 'YYYY-MM-DD, within the project and from joining', date),
      column(
        'End Date',
        'end_date',
        true,
        'YYYY-MM-DD, within the project and to the last working day',
        date,
      ),
      column('Allocation %', 'allocation_percent', false, '0 to 100, up to 2 decimals (default 100)', {
        type: 'number',
        min: 0,
        max: 100,
        decimals: 2,
        fallback: 100,
      }),
      column(
        'Status',
        'status',
        false,
        'billable, non-billable, buffer, assigned or trainee (default assigned)',
        { type: 'one_of', values: ALLOCATION_STATUSES, fallback: 'assigned' },
      ),
      column(
        'Resource Group',
        'resource_group',
        false,
        "A group of the project's Team Manager; the team's discrepancy rules then apply",
        shortText,
      ),
    ],
  },
  project_custom_fields: {
    title: 'Project custom fields',
    templateFile: 'project-custom-fields-template.xlsx',
    keyField: 'field',
    roles: [ROLES.CEO],
    columns: [
      column('Project', 'project', true, 'Code (PR-0001) or name of a project that is not closed', shortText),
      column('Field', 'field', true, 'Name of a project custom field', shortText),
      column(
        'Value',
        'value',
        false,
        "As the field's type: text, a number, a date as YYYY-MM-DD or one of its options; empty clears it unless the field is required",
        longText,
      ),
    ],
  },
  billing_roles: {
    title: 'Billing roles',
    templateFile: 'billing-roles-template.xlsx',
    keyField: 'name',
    roles: [ROLES.FINANCE_EXECUTIVE, ROLES.ORG_ADMIN],
    columns: [
      column('Billing Role', 'name', true, 'Its name; a new name adds a billing role', text()),
      column('Currency', 'currency', true, 'INR, USD or EUR', currency),
      column('Rate', 'rate', true, 'The negotiated rate, more than 0, up to 2 decimals', {
        ...amount,
        min: 0.01,
      }),
      column('Cost Rate', 'cost_rate', false, 'What an hour of the role costs, up to 2 decimals', amount),
      column(
        'Effective From',
        'effective_from',
        true,
        "YYYY-MM-DD; replaces the role's rate in this currency from this date",
        date,
      ),
    ],
  },
  leave_taken_in_project: {
    title: 'Leave taken in project',
    templateFile: 'leave-taken-in-project-template.xlsx',
    keyField: 'start_date',
    roles: [ROLES.LMS_ADMIN],
    columns: [
      column('Employee Code', 'code', true, 'Code of an existing employee', shortText),
      column(
        'Project',
        'project',
        true,
        'Code (PR-0001) or name of a project the employee was allocated to',
        shortText,
      ),
      column('Leave Type', 'leave_type', true, 'Code of a leave type counted in days, e.g. CL', shortText),
      column('Start Date', 'start_date', true, 'YYYY-MM-DD, in an open leave year and the allocation', date),
      column('End Date', 'end_date', true, 'YYYY-MM-DD, from the start date, in the same leave year', date),
      ...pastLeaveTerms,
    ],
  },
  past_timesheets: {
    title: 'Past timesheets',
    templateFile: 'past-timesheets-template.xlsx',
    keyField: 'work_date',
    roles: [ROLES.TIMESHEET_MANAGER],
    columns: [
      column('Employee Code', 'code', true, 'Code of an existing employee or contractor', shortText),
      column(
        'Project',
        'project',
        false,
        'Code (PR-0001) or name of a project they were allocated to that day',
        shortText,
      ),
      column(
        'Task',
        'task',
        false,
        'Without a project: bench, training, internal or leave (default internal)',
        { type: 'one_of', values: NON_PROJECT_TASKS, fallback: 'internal' },
      ),
      column('Date', 'work_date', true, 'YYYY-MM-DD, before this week', date),
      column('Hours', 'hours', true, 'Hours (7.5) or a duration (7h 30m), at most 24 a day', {
        type: 'hours',
      }),
      column('Billable', 'is_billable', false, 'Yes or No (default: as the allocation that day)', {
        type: 'yes_no',
      }),
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
