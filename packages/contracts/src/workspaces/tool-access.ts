import { ACCESS_TOKENS_TOOLS } from '../access-tokens/access-tokens.tools';
import { AUDIT_TOOLS } from '../audit/audit.tools';
import { CLIENTS_TOOLS } from '../clients/clients.tools';
import { CONTRACTORS_TOOLS } from '../contractors/contractors.tools';
import { DASHBOARD_TOOLS } from '../dashboard/dashboard.tools';
import { EXITS_TOOLS } from '../exits/exits.tools';
import { FORMS_TOOLS } from '../forms/forms.tools';
import { HIRING_TOOLS } from '../hiring/hiring.tools';
import { IMPORTS_TOOLS } from '../imports/imports.tools';
import { INTEGRATIONS_TOOLS } from '../integrations/integrations.tools';
import { LEAVE_TOOLS } from '../leave/leave.tools';
import { ORG_SETUP_TOOLS } from '../org-setup/org-setup.tools';
import { PEOPLE_TOOLS } from '../people/people.tools';
import { PROJECTS_TOOLS } from '../projects/projects.tools';
import { RESOURCES_TOOLS } from '../resources/resources.tools';
import { SALES_TOOLS } from '../sales/sales.tools';
import { TEMPLATES_TOOLS } from '../templates/templates.tools';
import { TIMESHEETS_TOOLS } from '../timesheets/timesheets.tools';
import { mergeTools } from '../tools/define-tools';
import { parseToolKey } from '../tools/tool-key';
import { isToolIdentifier, type ToolIdentifier } from '../tools/tool-registry';
import type { WorkspaceActor } from './workspace-access';
import { WORKSPACES_TOOLS } from './workspaces.tools';

/**
 * Every built tool with who may use it, by the module that owns it. A module declares its tools in its own
 * folder: <module>/<module>.tools.ts, with defineTools, then one line here. A tool declared by two modules is
 * refused.
 */
const TOOL_USERS = mergeTools({
  workspaces: WORKSPACES_TOOLS,
  audit: AUDIT_TOOLS,
  contractors: CONTRACTORS_TOOLS,
  dashboard: DASHBOARD_TOOLS,
  exits: EXITS_TOOLS,
  imports: IMPORTS_TOOLS,
  integrations: INTEGRATIONS_TOOLS,
  leave: LEAVE_TOOLS,
  'org-setup': ORG_SETUP_TOOLS,
  people: PEOPLE_TOOLS,
  projects: PROJECTS_TOOLS,
  timesheets: TIMESHEETS_TOOLS,
  templates: TEMPLATES_TOOLS,
  forms: FORMS_TOOLS,
  'access-tokens': ACCESS_TOKENS_TOOLS,
  hiring: HIRING_TOOLS,
  clients: CLIENTS_TOOLS,
  resources: RESOURCES_TOOLS,
  sales: SALES_TOOLS,
});

/** The tools that exist: each has a screen in the web app. A tool missing here is not built yet. */
export const BUILT_TOOLS: ReadonlySet<ToolIdentifier> = new Set(TOOL_USERS.keys());

export function isToolBuilt(toolKey: string): boolean {
  const { identifier } = parseToolKey(toolKey);
  return isToolIdentifier(identifier) && BUILT_TOOLS.has(identifier);
}

/** Whether a workspace shows this tool (a key, '#path' allowed) to the actor: built, and theirs to use. */
export function canUseTool(actor: WorkspaceActor, toolKey: string): boolean {
  const { identifier } = parseToolKey(toolKey);
  const users = isToolIdentifier(identifier) ? TOOL_USERS.get(identifier) : undefined;
  return users?.(actor) ?? false;
}
