import { isDepartmentHead, isSubDepartmentHead } from '../roles/checks';
import { canManageOrgSetup } from '../roles/org-setup-permissions';
import { defineTools } from '../tools/define-tools';

/** The org setup module's tools and who may use them. */
export const ORG_SETUP_TOOLS = defineTools({
  org: canManageOrgSetup,
  'department-viewer': (actor) => isDepartmentHead(actor) || canManageOrgSetup(actor),
  'sub-department-viewer': (actor) => isSubDepartmentHead(actor) || canManageOrgSetup(actor),
});
