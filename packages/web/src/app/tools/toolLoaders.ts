import { isToolIdentifier, parseToolKey } from '@atrium/contracts';
import { auditTools } from '../../modules/audit/tools';
import { contractorsTools } from '../../modules/contractors/tools';
import { dashboardTools } from '../../modules/dashboard/tools';
import { exitsTools } from '../../modules/exits/tools';
import { importsTools } from '../../modules/imports/tools';
import { leaveTools } from '../../modules/leave/tools';
import { orgSetupTools } from '../../modules/org-setup/tools';
import { peopleTools } from '../../modules/people/tools';
import { workspacesTools } from '../../modules/workspaces/tools';
import type { ToolLoader, ToolLoaders } from './toolTypes';

/** Every tool built so far, by identifier; a module adds its tools.ts here. */
export const TOOL_LOADERS: ToolLoaders = {
  ...workspacesTools,
  ...auditTools,
  ...contractorsTools,
  ...dashboardTools,
  ...exitsTools,
  ...peopleTools,
  ...importsTools,
  ...orgSetupTools,
  ...leaveTools,
};

/** The loader for a workspace tool key, or null for a tool that is not built yet. */
export function toolLoaderFor(toolKey: string): ToolLoader | null {
  const { identifier } = parseToolKey(toolKey);
  return isToolIdentifier(identifier) ? (TOOL_LOADERS[identifier] ?? null) : null;
}
