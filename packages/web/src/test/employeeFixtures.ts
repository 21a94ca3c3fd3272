import type {
  CurrentUser,
  EmployeeDetail,
  EmployeeFormOptions,
  EmployeeListItem,
  WorkPeriod,
} from '@atrium/contracts';
import type { FakeRoutes } from './fakeApi';
import { CEO, ORG } from './fixtures';

export const EMPLOYEES = `/api/${ORG.id}/org/employees/`;

/** An employee with no management role (spec 6: My profile for employees). */
export const PLAIN_EMPLOYEE: CurrentUser = {
  ...CEO,
  id: 12,
  first_name: 'ravi',
  last_name: 'kumar',
  roles: ['org:employee'],
  primary_role: 'org:employee',
  role_objects: [{ id: 'org:employee', name: 'Employee' }],
  is_reporting_manager: false,
  employee_info: {
    ...(CEO.employee_info as NonNullable<CurrentUser['employee_info']>),
    id: 31,
    code: 'AC-031',
  },
};

export const EMPLOYEE_MANAGER: CurrentUser = {
  ...PLAIN_EMPLOYEE,
  id: 13,
  roles: ['org:employee-manager', 'org:employee'],
  primary_role: 'org:employee-manager',
  employee_info: { ...(PLAIN_EMPLOYEE.employee_info as NonNullable<CurrentUser['employee_info']>), id: 32 },
};

/** The employee list's answer: one page of `rows`, all counted. */
export function employeePage(rows: EmployeeListItem[], count = rows.length) {
  return { body: { count, count_exact: true, results: rows } };
}

export function employeeRow(id: number, first_name: string, overrides: Partial<EmployeeListItem> = {}) {
  return {
    id,
    user_id: id + 100,
    code: `AC-${String(id).padStart(3, '0')}`,
    first_name,
    last_name: 'Sharma',
    email: `${first_name.toLowerCase()}@acme.example`,
    photo: null,
    status: 'active',
    employment_type: 'full-time',
    date_of_joining: '2024-04-05',
    designation: { id: 1, name: 'Software Engineer' },
    department: { id: 2, name: 'Engineering' },
    sub_department: null,
    ...overrides,
  } satisfies EmployeeListItem;
}

export function employeeDetail(overrides: Partial<EmployeeDetail> = {}): EmployeeDetail {
  return {
    id: 31,
    user_id: 131,
    email: 'ananya@acme.example',
    is_active: true,
    photo: null,
    first_name: 'Ananya',
    middle_name: '',
    last_name: 'Sharma',
    dob: '1995-06-15',
    gender: 'female',
    blood_group: 'O+',
    marital_status: 'single',
    nationality: 'Indian',
    mobile: '9876543210',
    landline: null,
    personal_email: null,
    code: 'AC-031',
    employment_type: 'full-time',
    status: 'active',
    date_of_joining: '2024-04-05',
    total_experience: 4.5,
    designation: { id: 1, name: 'Software Engineer' },
    department: { id: 2, name: 'Engineering' },
    sub_department: null,
    grade: null,
    location: null,
    business_unit: null,
    business_region: null,
    reporting_manager: { id: 21, first_name: 'Grace', last_name: 'Hopper', code: 'AC-001' },
    is_timesheet_approver: false,
    identity: { pan: '******234F', aadhaar: '********9012' },
    skills: [
      { skill_id: 1, name: 'TypeScript', level: 'E' },
      { skill_id: 2, name: 'SQL', level: 'I' },
      { skill_id: 3, name: 'Go', level: 'x' },
    ],
    can_manage: true,
    ...overrides,
  };
}

export const FORM_OPTIONS: EmployeeFormOptions = {
  designations: [
    { id: 1, name: 'Software Engineer' },
    { id: 3, name: 'Senior Engineer' },
  ],
  departments: [{ id: 2, name: 'Engineering', sub_departments: [{ id: 5, name: 'Platform' }] }],
  grades: [{ id: 4, name: 'G4' }],
  employment_types: [
    { id: 1, name: 'full-time' },
    { id: 2, name: 'intern' },
  ],
  locations: [{ id: 6, name: 'Pune' }],
  business_units: [],
  business_regions: [],
  skills: [
    { id: 1, name: 'TypeScript' },
    { id: 2, name: 'SQL' },
    { id: 3, name: 'Go' },
  ],
};

export function workPeriod(
  id: number,
  valid_from: string,
  valid_to: string | null,
  designation: string,
  manager: string,
) {
  return {
    id,
    valid_from,
    valid_to,
    designation: { id, name: designation },
    department: { id: 2, name: 'Engineering' },
    sub_department: null,
    grade: null,
    reporting_manager: { id: id + 40, first_name: manager, last_name: 'Lead', code: `AC-0${id + 40}` },
    status: 'active',
    changed_by: 'Grace Hopper',
  } satisfies WorkPeriod;
}

/** The people API a profile screen reads, for one employee. */
export function employeeRoutes(detail: EmployeeDetail): FakeRoutes {
  const base = `${EMPLOYEES}${detail.id}/`;
  return {
    [`GET ${EMPLOYEES}form-options/`]: () => ({ body: FORM_OPTIONS }),
    [`GET ${base}`]: () => ({ body: detail }),
    [`GET ${base}work-history/`]: () => ({
      body: {
        results: [
          workPeriod(2, '2025-07-01', null, 'Senior Engineer', 'Vikram'),
          workPeriod(1, '2024-04-05', '2025-06-30', 'Software Engineer', 'Meera'),
        ],
      },
    }),
    [`GET ${base}bank-details/`]: () => ({ body: { results: [] } }),
    [`GET ${base}documents/`]: () => ({ body: { results: [] } }),
    [`GET ${EMPLOYEES}`]: () => ({ body: { count: 0, results: [] } }),
  };
}
