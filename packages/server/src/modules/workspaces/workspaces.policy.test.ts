import { ROLES, type RoleId, type WorkspaceAccessRule } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { actorWith } from '../../test/policy-actors';
import { mayOpenWorkspace } from './workspaces.policy';
import type { WorkspaceRow } from './workspaces.queries';

const caller = (roles: RoleId[], isReportingManager = false) => ({
  ...actorWith(roles),
  is_reporting_manager: isReportingManager,
});
const workspace = (roles: RoleId[], accessRule: WorkspaceAccessRule | null = null) =>
  ({ roles, accessRule }) as WorkspaceRow;

describe('workspaces policy', () => {
  it.each([
    ['anyone, a workspace naming no role', caller([ROLES.EMPLOYEE]), workspace([]), true],
    ['a holder of its role', caller([ROLES.LMS_ADMIN]), workspace([ROLES.LMS_ADMIN]), true],
    ['one without its role', caller([ROLES.EMPLOYEE]), workspace([ROLES.LMS_ADMIN]), false],
    [
      'a reporting manager, by its rule',
      caller([ROLES.EMPLOYEE], true),
      workspace([], 'hierarchy-viewer'),
      true,
    ],
    ['one its rule refuses', caller([ROLES.EMPLOYEE]), workspace([], 'hierarchy-viewer'), false],
    [
      'a holder of its role its rule refuses',
      caller([ROLES.LMS_ADMIN]),
      workspace([ROLES.LMS_ADMIN], 'hierarchy-viewer'),
      false,
    ],
  ])('%s opens it: %s', (_who, actor, row, expected) => {
    expect(mayOpenWorkspace(actor, row)).toBe(expected);
  });
});
