import { describe, expect, it } from 'vitest';
import type { Actor, PermissionProject } from './actor';
import {
  canDoProjectAction,
  PROJECT_ACTIONS,
  PROJECT_PERMISSION_VARIANTS,
  type ProjectAction,
  type ProjectPermissionVariant,
  ProjectPermissionVariantSchema,
  whoMayDoProjectAction,
} from './project-permissions';
import { ROLES, type RoleId } from './role-ids';

function buildActor(roles: RoleId[], userId: number): Actor {
  return { roles, departments: [], sub_department_ids: [], is_timesheet_approver: false, user_id: userId };
}

const PROJECT: PermissionProject = {
  delivery_lead_id: 10,
  project_owner_id: 20,
  assigned_sales_executive_id: 30,
  sales_executive_id: 31,
};

const PERSONAS = {
  ceo: buildActor([ROLES.CEO], 1),
  deliveryLead: buildActor([ROLES.DELIVERY_LEAD], 10),
  projectOwner: buildActor([ROLES.PROJECT_OWNER], 20),
  salesHead: buildActor([ROLES.PROJECT_SALES_HEAD], 40),
  salesExecutive: buildActor([ROLES.PROJECT_SALES_EXECUTIVE], 30),
  rmgManager: buildActor([ROLES.RMG_MANAGER], 50),
  employee: buildActor([ROLES.EMPLOYEE], 60),
};

type Persona = keyof typeof PERSONAS;
type ExpectedTable = Record<ProjectAction, Persona[]>;

const DEFAULT: ExpectedTable = {
  project_create_update: ['ceo', 'deliveryLead'],
  project_settings_read: ['ceo', 'deliveryLead', 'projectOwner'],
  team_manager_read: ['ceo', 'deliveryLead', 'projectOwner'],
  team_manager_update: ['ceo', 'deliveryLead', 'projectOwner'],
  resource_planning_update: ['ceo', 'deliveryLead', 'salesHead', 'salesExecutive'],
  project_allocations_read: ['ceo'],
};

const RMG_LED: ExpectedTable = {
  project_create_update: ['ceo'],
  project_settings_read: ['ceo'],
  team_manager_read: ['ceo', 'rmgManager'],
  team_manager_update: ['ceo', 'rmgManager'],
  resource_planning_update: ['ceo', 'salesHead', 'salesExecutive'],
  project_allocations_read: ['ceo', 'rmgManager'],
};

const RMG_SHARED: ExpectedTable = {
  project_create_update: ['ceo', 'deliveryLead'],
  project_settings_read: ['ceo', 'deliveryLead', 'projectOwner'],
  team_manager_read: ['ceo', 'deliveryLead', 'projectOwner', 'rmgManager'],
  team_manager_update: ['ceo', 'deliveryLead', 'projectOwner', 'rmgManager'],
  resource_planning_update: ['ceo', 'deliveryLead', 'salesHead', 'salesExecutive'],
  project_allocations_read: ['ceo', 'rmgManager'],
};

const EXPECTED: Record<ProjectPermissionVariant, ExpectedTable> = {
  default: DEFAULT,
  nm: DEFAULT,
  amd: RMG_SHARED,
  zensoft: RMG_SHARED,
  olympus: RMG_LED,
  datametica: RMG_LED,
  acme: RMG_LED,
};

const CELLS = PROJECT_PERMISSION_VARIANTS.flatMap((variant) =>
  PROJECT_ACTIONS.flatMap((action) =>
    (Object.keys(PERSONAS) as Persona[]).map(
      (persona) => [variant, action, persona, EXPECTED[variant][action].includes(persona)] as const,
    ),
  ),
);

describe('canDoProjectAction on a project', () => {
  it.each(CELLS)('%s / %s / %s → %s', (variant, action, persona, expected) => {
    expect(canDoProjectAction(variant, action, PERSONAS[persona], PROJECT)).toBe(expected);
  });
});

describe('canDoProjectAction and project membership', () => {
  const otherProject: PermissionProject = {
    delivery_lead_id: 11,
    project_owner_id: 21,
    assigned_sales_executive_id: 32,
    sales_executive_id: 33,
  };

  it.each<[ProjectPermissionVariant, ProjectAction, Persona]>([
    ['default', 'project_create_update', 'deliveryLead'],
    ['default', 'project_settings_read', 'projectOwner'],
    ['default', 'resource_planning_update', 'salesExecutive'],
    ['amd', 'team_manager_update', 'projectOwner'],
  ])('%s / %s: a %s of another project is refused', (variant, action, persona) => {
    expect(canDoProjectAction(variant, action, PERSONAS[persona], otherProject)).toBe(false);
  });

  it.each<[ProjectPermissionVariant, ProjectAction, Persona]>([
    ['default', 'project_create_update', 'deliveryLead'],
    ['default', 'project_settings_read', 'projectOwner'],
    ['default', 'resource_planning_update', 'salesExecutive'],
  ])('%s / %s: a %s passes when no project is given', (variant, action, persona) => {
    expect(canDoProjectAction(variant, action, PERSONAS[persona])).toBe(true);
  });

  it.each<[ProjectPermissionVariant, ProjectAction, Persona]>([
    ['default', 'resource_planning_update', 'salesHead'],
    ['olympus', 'team_manager_read', 'rmgManager'],
    ['default', 'project_create_update', 'ceo'],
  ])('%s / %s: a %s passes on any project', (variant, action, persona) => {
    expect(canDoProjectAction(variant, action, PERSONAS[persona], otherProject)).toBe(true);
  });
});

describe('whoMayDoProjectAction', () => {
  it.each<[ProjectPermissionVariant, ProjectAction, string]>([
    [
      'default',
      'resource_planning_update',
      'its delivery lead, the sales head, its sales executive or the CEO',
    ],
    ['acme', 'team_manager_update', 'the CEO or the RMG manager'],
    ['acme', 'project_allocations_read', 'the RMG manager'],
  ])('%s / %s: %s', (variant, action, expected) => {
    expect(whoMayDoProjectAction(variant, action)).toBe(expected);
  });
});

describe('ProjectPermissionVariantSchema', () => {
  it.each(['default', 'nm', 'amd', 'olympus', 'datametica', 'acme', 'zensoft'])('accepts %s', (variant) => {
    expect(ProjectPermissionVariantSchema.parse(variant)).toBe(variant);
  });

  it.each(['', 'Default', 'other', null])('rejects %j', (variant) => {
    expect(ProjectPermissionVariantSchema.safeParse(variant).success).toBe(false);
  });
});
