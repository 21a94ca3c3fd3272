import type { TokenScopeModule } from '@atrium/contracts';

/** What each module a token may be scoped to is called on screen. */
export const SCOPE_MODULE_LABELS: Readonly<Record<TokenScopeModule, string>> = {
  workspaces: 'Workspaces',
  'org-setup': 'Organisation setup',
  templates: 'Templates',
  forms: 'Forms',
  people: 'People',
  contractors: 'Contractors and vendors',
  exits: 'Exits',
  clients: 'Clients and contacts',
  hiring: 'Hiring',
  leave: 'Leave',
  resources: 'Resource management',
  sales: 'Sales opportunities',
  projects: 'Projects',
  timesheets: 'Timesheets',
  notifications: 'Notifications',
  tasks: 'Tasks',
  imports: 'Imports and exports',
  audit: 'Audit log',
  dashboard: 'Dashboard',
  search: 'Search',
};

/** "people:read" → "People: read". */
export function scopeText(scope: string): string {
  const [module, action] = scope.split(':');
  return `${SCOPE_MODULE_LABELS[module as TokenScopeModule] ?? module}: ${action}`;
}
