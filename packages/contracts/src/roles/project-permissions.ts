import { z } from 'zod';
import type { Actor, PermissionProject } from './actor';
import { isCeo, isDeliveryLead, isProjectOwner, isRmgManager, isSalesExecutive, isSalesHead } from './checks';

export const PROJECT_PERMISSION_VARIANTS = [
  'default',
  'nm',
  'amd',
  'olympus',
  'datametica',
  'acme',
  'zensoft',
] as const;

export const ProjectPermissionVariantSchema = z.enum(PROJECT_PERMISSION_VARIANTS);

export type ProjectPermissionVariant = z.infer<typeof ProjectPermissionVariantSchema>;

export const PROJECT_ACTIONS = [
  'project_create_update',
  'project_settings_read',
  'team_manager_read',
  'team_manager_update',
  'resource_planning_update',
  'project_allocations_read',
] as const;

export type ProjectAction = (typeof PROJECT_ACTIONS)[number];

const PROJECT_CHECKS = {
  ceo: isCeo,
  delivery_lead: isDeliveryLead,
  project_owner: isProjectOwner,
  sales_head: isSalesHead,
  sales_executive: isSalesExecutive,
  rmg_manager: isRmgManager,
} satisfies Record<string, (actor: Actor, project?: PermissionProject) => boolean>;

export type ProjectCheck = keyof typeof PROJECT_CHECKS;

type PermissionTable = Readonly<Record<ProjectAction, readonly ProjectCheck[]>>;

const DEFAULT_PERMISSIONS: PermissionTable = {
  project_create_update: ['delivery_lead', 'ceo'],
  project_settings_read: ['delivery_lead', 'project_owner', 'ceo'],
  team_manager_read: ['delivery_lead', 'project_owner', 'ceo'],
  team_manager_update: ['delivery_lead', 'project_owner', 'ceo'],
  resource_planning_update: ['delivery_lead', 'sales_head', 'sales_executive', 'ceo'],
  project_allocations_read: ['ceo'],
};

const RMG_LED_PERMISSIONS: PermissionTable = {
  project_create_update: ['ceo'],
  project_settings_read: ['ceo'],
  team_manager_read: ['rmg_manager'],
  team_manager_update: ['ceo', 'rmg_manager'],
  resource_planning_update: ['sales_head', 'sales_executive', 'ceo'],
  project_allocations_read: ['rmg_manager'],
};

const RMG_SHARED_PERMISSIONS: PermissionTable = {
  ...DEFAULT_PERMISSIONS,
  team_manager_read: ['delivery_lead', 'project_owner', 'ceo', 'rmg_manager'],
  team_manager_update: ['delivery_lead', 'project_owner', 'ceo', 'rmg_manager'],
  project_allocations_read: ['ceo', 'rmg_manager'],
};

export const PROJECT_PERMISSIONS: Readonly<Record<ProjectPermissionVariant, PermissionTable>> = {
  default: DEFAULT_PERMISSIONS,
  nm: DEFAULT_PERMISSIONS,
  amd: RMG_SHARED_PERMISSIONS,
  olympus: RMG_LED_PERMISSIONS,
  datametica: RMG_LED_PERMISSIONS,
  acme: RMG_LED_PERMISSIONS,
  zensoft: RMG_SHARED_PERMISSIONS,
};

/** Each check as a person reads it, the project's own people named as such. */
const PROJECT_CHECK_NAMES: Readonly<Record<ProjectCheck, string>> = {
  ceo: 'the CEO',
  delivery_lead: 'its delivery lead',
  project_owner: 'its owner',
  sales_head: 'the sales head',
  sales_executive: 'its sales executive',
  rmg_manager: 'the RMG manager',
};

/** Who may take the action under the variant, in words: "its delivery lead, the sales head or the CEO". */
export function whoMayDoProjectAction(variant: ProjectPermissionVariant, action: ProjectAction): string {
  const names = PROJECT_PERMISSIONS[variant][action].map((check) => PROJECT_CHECK_NAMES[check]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? 'no one');
}

export function canDoProjectAction(
  variant: ProjectPermissionVariant,
  action: ProjectAction,
  actor: Actor,
  project?: PermissionProject,
): boolean {
  return PROJECT_PERMISSIONS[variant][action].some((check) => PROJECT_CHECKS[check](actor, project));
}
