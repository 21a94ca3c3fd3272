import { hasRole } from '../roles/checks';
import { ROLES } from '../roles/role-ids';
import { defineTools } from '../tools/define-tools';

/** The audit module's tools and who may use them. */
export const AUDIT_TOOLS = defineTools({ 'audit-log': (actor) => hasRole(actor, ROLES.AUDIT_MANAGER) });
