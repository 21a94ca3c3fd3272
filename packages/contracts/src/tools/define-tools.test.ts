import { describe, expect, it } from 'vitest';
import { hasRole } from '../roles/checks';
import { ROLES, type RoleId } from '../roles/role-ids';
import type { WorkspaceActor } from '../workspaces/workspace-access';
import { defineTools, everyoneInWorkspace, mergeTools } from './define-tools';

const actor = (roles: RoleId[]): WorkspaceActor => ({
  roles,
  departments: [],
  sub_department_ids: [],
  is_timesheet_approver: false,
  user_id: 1,
  is_reporting_manager: false,
});

const FIRST = defineTools({ widgets: everyoneInWorkspace });
const SECOND = defineTools({ 'audit-log': (who) => hasRole(who, ROLES.AUDIT_MANAGER) });
const CLASHING = defineTools({ widgets: () => false });

describe('mergeTools', () => {
  it('puts every module’s tools in one map, each with who may use it', () => {
    const merged = mergeTools({ first: FIRST, second: SECOND });
    expect([...merged.keys()]).toEqual(['widgets', 'audit-log']);
    expect(merged.get('audit-log')?.(actor([ROLES.AUDIT_MANAGER]))).toBe(true);
    expect(merged.get('audit-log')?.(actor([ROLES.EMPLOYEE]))).toBe(false);
    expect(merged.get('widgets')?.(actor([ROLES.EMPLOYEE]))).toBe(true);
  });

  it('refuses a tool declared by two modules, naming the tool and both modules', () => {
    expect(() => mergeTools({ first: FIRST, second: SECOND, clashing: CLASHING })).toThrow(
      'Tool "widgets" is declared by both first and clashing',
    );
  });
});
