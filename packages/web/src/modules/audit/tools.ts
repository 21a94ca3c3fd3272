import type { ToolLoaders } from '../../app/tools/toolTypes';

/** The audit module's tool screens, one chunk each. */
export const auditTools: ToolLoaders = {
  'audit-log': () => import('./AuditLogTool').then((m) => m.AuditLogTool),
};
