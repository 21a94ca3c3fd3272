import { describe, expect, it } from 'vitest';
import type { Actor } from './actor';
import { ROLES, type RoleId } from './role-ids';
import {
  canSeeHierarchyButton,
  canSeeMyProfile,
  canSeeSalaryMaskToggle,
  type ProfileOwner,
} from './visibility';

function buildActor(roles: RoleId[], overrides: Partial<Actor> = {}): Actor {
  return {
    roles,
    departments: [],
    sub_department_ids: [],
    is_timesheet_approver: false,
    user_id: 1,
    ...overrides,
  };
}

const MASK_VIEWERS: [string, Actor][] = [
  ['CEO', buildActor([ROLES.CEO])],
  ['salary manager', buildActor([ROLES.SALARY_MANAGER])],
  ['delivery lead', buildActor([ROLES.DELIVERY_LEAD])],
  ['project owner', buildActor([ROLES.PROJECT_OWNER])],
  ['finance executive', buildActor([ROLES.FINANCE_EXECUTIVE])],
  ['sub-department head', buildActor([], { sub_department_ids: [3] })],
];

const NON_MASK_VIEWERS: [string, Actor][] = [
  ['employee', buildActor([ROLES.EMPLOYEE])],
  ['department head', buildActor([], { departments: [3] })],
  ['finance:ceo', buildActor([ROLES.FINANCE_CEO])],
  ['RMG manager', buildActor([ROLES.RMG_MANAGER])],
];

describe('canSeeSalaryMaskToggle', () => {
  it.each(
    ['salary-management', 'project-overview'].flatMap((workspace) =>
      MASK_VIEWERS.map(([who, actor]) => [workspace, who, actor] as const),
    ),
  )('shows in %s to a %s', (workspace, _who, actor) => {
    expect(canSeeSalaryMaskToggle(actor, workspace)).toBe(true);
  });

  it.each(NON_MASK_VIEWERS)('hides from a %s', (_who, actor) => {
    expect(canSeeSalaryMaskToggle(actor, 'salary-management')).toBe(false);
  });

  it.each(['default', 'project-list', 'salary', 'Salary-Management', ''])(
    'hides in workspace %j',
    (workspace) => {
      expect(canSeeSalaryMaskToggle(buildActor([ROLES.CEO]), workspace)).toBe(false);
    },
  );
});

describe('canSeeHierarchyButton', () => {
  it.each<[string, RoleId[], boolean, boolean]>([
    ['CEO', [ROLES.CEO], false, true],
    ['employee manager', [ROLES.EMPLOYEE_MANAGER], false, true],
    ['reporting manager', [ROLES.EMPLOYEE], true, true],
    ['employee', [ROLES.EMPLOYEE], false, false],
    ['org admin', [ROLES.ORG_ADMIN], false, false],
  ])('%s → %s', (_who, roles, isReportingManager, expected) => {
    const actor = { ...buildActor(roles), is_reporting_manager: isReportingManager };
    expect(canSeeHierarchyButton(actor)).toBe(expected);
  });
});

describe('canSeeMyProfile', () => {
  it.each<[ProfileOwner, boolean]>([
    [{ user_type: 'employee' }, true],
    [{ user_type: 'contractor' }, true],
    [{ is_employee: true }, true],
    [{ is_contractor: true }, true],
    [{ user_type: 'candidate', is_contractor: true }, true],
    [{ user_type: 'candidate' }, false],
    [{ user_type: null, is_employee: false, is_contractor: false }, false],
    [{}, false],
  ])('%j → %s', (user, expected) => {
    expect(canSeeMyProfile(user)).toBe(expected);
  });
});
