import { accessTokensModule } from './modules/access-tokens';
import { accountsModule } from './modules/accounts';
import { auditModule } from './modules/audit';
import { contractorsModule } from './modules/contractors';
import { dashboardModule } from './modules/dashboard';
import { exitsModule } from './modules/exits';
import { formsModule } from './modules/forms';
import { importsModule } from './modules/imports';
import { integrationsModule } from './modules/integrations';
import { leaveModule } from './modules/leave';
import { notificationsModule } from './modules/notifications';
import { orgSetupModule } from './modules/org-setup';
import { orgsModule } from './modules/orgs';
import { peopleModule, setupPeople } from './modules/people';
import { projectsModule } from './modules/projects';
import { searchModule } from './modules/search';
import { tasksModule } from './modules/tasks';
import { templatesModule } from './modules/templates';
import { projectTime, timesheetsModule } from './modules/timesheets';
import { workspacesModule } from './modules/workspaces';
import type { AtriumModule } from './platform/module-kit';

/**
 * Every domain module of the application. Search lists its results in this order (workspaces, then employees,
 * then contractors).
 */
export const modules: readonly AtriumModule[] = [
  orgsModule,
  accountsModule,
  workspacesModule,
  orgSetupModule(setupPeople),
  templatesModule,
  integrationsModule,
  formsModule,
  accessTokensModule,
  peopleModule,
  contractorsModule,
  exitsModule,
  leaveModule,
  projectsModule(projectTime),
  timesheetsModule,
  notificationsModule,
  tasksModule,
  importsModule,
  auditModule,
  dashboardModule,
  searchModule,
];
