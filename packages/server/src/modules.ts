import { accessTokensModule } from './modules/access-tokens';
import { accountsModule } from './modules/accounts';
import { auditModule } from './modules/audit';
import { clientsModule } from './modules/clients';
import { contractorsModule } from './modules/contractors';
import { dashboardModule } from './modules/dashboard';
import { exitsModule } from './modules/exits';
import { formsModule } from './modules/forms';
import { hiringModule } from './modules/hiring';
import { importsModule } from './modules/imports';
import { integrationsModule, teamsNotifications } from './modules/integrations';
import { leaveCardDecision, leaveModule } from './modules/leave';
import { notificationsModule } from './modules/notifications';
import { orgSetupModule } from './modules/org-setup';
import { orgsModule } from './modules/orgs';
import { loadActingUser, peopleModule, setupPeople } from './modules/people';
import { projectsModule } from './modules/projects';
import { resourcesModule } from './modules/resources';
import { opportunityTerms, salesModule } from './modules/sales';
import { searchModule } from './modules/search';
import { tasksModule } from './modules/tasks';
import { templatesModule } from './modules/templates';
import { projectTime, timesheetCardDecision, timesheetsModule } from './modules/timesheets';
import { workspacesModule } from './modules/workspaces';
import type { AtriumModule } from './platform/module-kit';

/** What approvers decide from Microsoft Teams cards: leave and timesheets, acting as the person who pressed. */
const cardDecisions = {
  actorOf: loadActingUser,
  decisions: [leaveCardDecision, timesheetCardDecision],
};

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
  integrationsModule(cardDecisions),
  formsModule,
  accessTokensModule,
  peopleModule,
  contractorsModule,
  exitsModule,
  clientsModule,
  hiringModule,
  leaveModule,
  projectsModule(projectTime, opportunityTerms),
  timesheetsModule,
  notificationsModule([teamsNotifications(cardDecisions)]),
  tasksModule,
  resourcesModule,
  salesModule,
  importsModule,
  auditModule,
  dashboardModule,
  searchModule,
];
