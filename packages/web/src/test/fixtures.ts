import type {
  CurrentUser,
  EmployeeDetail,
  PublicOrganization,
  WorkspaceConfig,
  WorkspaceTool,
} from '@atrium/contracts';

export const ORG: PublicOrganization = {
  id: 7,
  name: 'Acme Corporation',
  slug: 'acme',
  logo: null,
  employee_primary_login_provider: 'internal',
  employee_secondary_login_providers: ['google'],
  organization_setting: { department_display_name: 'function', sub_department_display_name: 'sub function' },
  project_permission_variant: 'acme',
};

export const CEO: CurrentUser = {
  id: 11,
  organization_id: ORG.id,
  email: 'ceo@acme.example',
  username: 'ceo@acme.example',
  first_name: 'grace',
  middle_name: '',
  last_name: 'hopper',
  gender: null,
  dob: null,
  blood_group: null,
  marital_status: null,
  nationality: null,
  mobile: null,
  landline: null,
  photo: null,
  user_type: 'employee',
  tour_seen: false,
  is_active: true,
  is_candidate: false,
  is_employee: true,
  is_contractor: false,
  is_org_admin: true,
  is_superuser: false,
  is_approver: false,
  is_department_head: false,
  is_reporting_manager: true,
  is_timesheet_approver: false,
  departments: [],
  sub_department_ids: [],
  primary_role: 'org:full-access',
  roles: ['org:full-access', 'org:employee'],
  role_objects: [
    { id: 'org:full-access', name: 'CEO' },
    { id: 'org:employee', name: 'Employee' },
  ],
  employee_info: {
    id: 21,
    code: 'AC-001',
    employment_type: 'full-time',
    status: 'active',
    total_experience: 12,
    designation: { id: 1, name: 'Chief Executive Officer' },
    department: { id: 2, name: 'Leadership' },
  },
  contractor_info: null,
};

/** The CEO's own employee record, as My Profile (the user-profile-viewer) reads it. */
export const CEO_RECORD: EmployeeDetail = {
  id: 21,
  user_id: CEO.id,
  email: CEO.email,
  is_active: true,
  photo: null,
  first_name: 'Grace',
  middle_name: '',
  last_name: 'Hopper',
  dob: null,
  gender: null,
  blood_group: null,
  marital_status: null,
  nationality: null,
  mobile: null,
  landline: null,
  personal_email: null,
  code: 'AC-001',
  employment_type: 'full-time',
  status: 'active',
  date_of_joining: '2020-01-06',
  total_experience: 12,
  designation: { id: 1, name: 'Chief Executive Officer' },
  department: { id: 2, name: 'Leadership' },
  sub_department: null,
  grade: null,
  location: null,
  business_unit: null,
  business_region: null,
  reporting_manager: null,
  is_timesheet_approver: false,
  identity: { pan: null, aadhaar: null },
  skills: [],
  can_manage: true,
};

const tool = (identifier: string, title: string, container_id = 'main'): WorkspaceTool => ({
  identifier,
  title,
  data: {},
  container_id,
});

/**
 * The workspace the test organisation's people land in: the signed-in user's profile beside a tool that
 * is not built yet. Any workspace a test does not answer itself looks like this (see BASE_ROUTES).
 */
export function workspaceFixture(name: string, overrides: Partial<WorkspaceConfig> = {}): WorkspaceConfig {
  return {
    id: 1,
    name,
    display_name: name === 'default' ? 'Dashboard' : name,
    layout_id: 3,
    tools: [tool('user-profile-viewer', 'Profile Viewer'), tool('aam', 'Tasks', 'side')],
    tools_data: {},
    ...overrides,
  };
}

export const EXPLORE_WORKSPACE: WorkspaceConfig = workspaceFixture('explore', {
  id: 17,
  display_name: 'Explore',
  layout_id: 1,
  tools: [tool('explore-workspace', 'Explore Workspaces')],
});

export const AUDIT_LOG_WORKSPACE: WorkspaceConfig = workspaceFixture('audit-log', {
  id: 15,
  display_name: 'Audit Log',
  layout_id: 1,
  tools: [tool('audit-log', 'Audit Log')],
});
