import { isToolIdentifier, parseToolKey } from '@atrium/contracts';
import { accessTokensTools } from '../../modules/access-tokens';
import { auditTools } from '../../modules/audit';
import { clientsTools } from '../../modules/clients';
import { contractorsTools } from '../../modules/contractors';
import { dashboardTools } from '../../modules/dashboard';
import { exitsTools } from '../../modules/exits';
import { formsTools } from '../../modules/forms';
import { hiringTools } from '../../modules/hiring';
import { importsTools } from '../../modules/imports';
import { integrationsTools } from '../../modules/integrations';
import { leaveTools } from '../../modules/leave';
import { orgSetupTools } from '../../modules/org-setup';
import { peopleTools } from '../../modules/people';
import { projectsTools } from '../../modules/projects';
import { resourcesTools } from '../../modules/resources';
import { salesTools } from '../../modules/sales';
import { templatesTools } from '../../modules/templates';
import { timesheetsTools } from '../../modules/timesheets';
import { workspacesTools } from '../../modules/workspaces';
import type { ToolLoader, ToolLoaders } from '../../platform/tools/toolTypes';

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
  ...projectsTools,
  ...timesheetsTools,
  ...templatesTools,
  ...integrationsTools,
  ...formsTools,
  ...accessTokensTools,
  ...hiringTools,
  ...clientsTools,
  ...resourcesTools,
  ...salesTools,
};

/** The loader for a workspace tool key, or null for a tool that is not built yet. */
export function toolLoaderFor(toolKey: string): ToolLoader | null {
  const { identifier } = parseToolKey(toolKey);
  return isToolIdentifier(identifier) ? (TOOL_LOADERS[identifier] ?? null) : null;
}
