import type { ToolLoaders } from '../../platform/tools/toolTypes';

/** The audit module's tool screens, one chunk each. */
export const auditTools: ToolLoaders = {
  'audit-log': () => import('./AuditLogTool').then((m) => m.AuditLogTool),
};
