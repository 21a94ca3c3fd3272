import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './modules/accounts';
import { auditRoutes } from './modules/audit';
import { contractExpiryJob, contractorRoutes, contractorSearchProvider } from './modules/contractors';
import { dashboardRoutes } from './modules/dashboard';
import { exitRoutes, recordCompletedExits } from './modules/exits';
import {
  type AnyImportHandler,
  type ExportHandler,
  exportJob,
  importJob,
  importRoutes,
  templateRoutes,
} from './modules/imports';
import {
  holidayImport,
  holidayRoutes,
  leaveAccrualJob,
  leaveAdminRoutes,
  leaveBalanceImport,
  leaveInProjectImport,
  leaveRequestRoutes,
  leaveRoutes,
  leaveYearEndJob,
  pastLeaveImport,
} from './modules/leave';
import { notificationEmailJob, notificationMessageLoader, notificationRoutes } from './modules/notifications';
import { orgPublicRoutes } from './modules/orgs';
import {
  businessRegionImport,
  businessUnitImport,
  departmentImport,
  designationImport,
  employeeBankImport,
  employeeExport,
  employeeFileRoutes,
  employeeMasterImport,
  employeeRecordRoutes,
  employeeSearchProvider,
  employeeSkillImport,
  exitedEmployeeImport,
  gradeImport,
  organisationSkillImport,
  orgSetupRoutes,
  pastEmployeeImport,
  peopleRoutes,
  photoRoutes,
} from './modules/people';
import { clientImport, projectAllocationImport, projectImport } from './modules/projects';
import { searchRoutes } from './modules/search';
import { taskMessageLoader, taskRoutes } from './modules/tasks';
import { workspaceRoutes, workspaceSearchProvider } from './modules/workspaces';
import type { AppContext } from './platform/app-context';
import type { JobDefinition } from './platform/jobs/job-queue';
import type { RealtimeLoader } from './platform/realtime/realtime-hub';

/** Routes under `/api/public/`. */
export const publicModules: FastifyPluginAsyncZod[] = [orgPublicRoutes, templateRoutes, photoRoutes];

/** What the header search looks through, in the order results are listed. */
const searchProviders = [workspaceSearchProvider, employeeSearchProvider, contractorSearchProvider];

/** The record kinds the Generic Importer takes, each from the module that owns the records. */
const importHandlers = [
  employeeMasterImport,
  employeeSkillImport,
  departmentImport,
  designationImport,
  gradeImport,
  holidayImport,
  leaveBalanceImport,
  pastLeaveImport,
  leaveInProjectImport,
  clientImport,
  projectImport,
  projectAllocationImport,
  businessUnitImport,
  businessRegionImport,
  organisationSkillImport,
  pastEmployeeImport(recordCompletedExits),
  exitedEmployeeImport(recordCompletedExits),
] as unknown as AnyImportHandler[];

/** The record kinds that export to Excel. */
const exportHandlers: ExportHandler[] = [employeeExport];

/** Routes under `/api/{orgId}/`: the organisation, the session and each route's permission are checked first. */
export const orgModules: FastifyPluginAsyncZod[] = [
  accountRoutes,
  auditRoutes,
  contractorRoutes,
  dashboardRoutes,
  exitRoutes,
  importRoutes,
  leaveRoutes,
  leaveAdminRoutes,
  leaveRequestRoutes,
  holidayRoutes,
  notificationRoutes,
  peopleRoutes,
  employeeRecordRoutes,
  employeeFileRoutes,
  orgSetupRoutes,
  searchRoutes(searchProviders),
  taskRoutes,
  workspaceRoutes,
];

/** The background jobs every server process works on. */
export function jobDefinitions(ctx: AppContext): JobDefinition<never>[] {
  return [
    notificationEmailJob(ctx),
    contractExpiryJob(ctx),
    leaveAccrualJob(ctx),
    leaveYearEndJob(ctx),
    importJob(
      ctx,
      new Map(
        [...importHandlers, employeeBankImport(ctx.sealer) as unknown as AnyImportHandler].map((handler) => [
          handler.kind,
          handler,
        ]),
      ),
    ),
    exportJob(ctx, new Map(exportHandlers.map((handler) => [handler.kind, handler]))),
  ] as JobDefinition<never>[];
}

/** What each kind of realtime event loads for the socket of the user it is for. */
export function realtimeLoaders(ctx: AppContext): Record<string, RealtimeLoader> {
  return { task: taskMessageLoader(ctx), notification: notificationMessageLoader(ctx) };
}
