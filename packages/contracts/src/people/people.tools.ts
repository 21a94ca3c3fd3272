import { canSeeHierarchyButton } from '../roles/visibility';
import { defineTools, everyoneInWorkspace } from '../tools/define-tools';
import { isEmployeeManager } from './people-permissions';

/** The people module's tools and who may use them. */
export const PEOPLE_TOOLS = defineTools({
  'org-hierarchy': canSeeHierarchyButton,
  'user-profile-viewer': everyoneInWorkspace,
  'employee-list': isEmployeeManager,
  'employee-form': isEmployeeManager,
  // Someone else's full record is for employee managers; everyone has their own under My Profile.
  'employee-viewer': isEmployeeManager,
  'details-viewer': isEmployeeManager,
});
