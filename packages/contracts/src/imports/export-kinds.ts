import { z } from 'zod';
import { canReadClients } from '../clients/clients.rules';
import { CURRENCIES } from '../format/money';
import { PROJECT_BILLING_TYPES } from '../format/status';
import { IdSchema } from '../ids';
import { EmployeeListQuerySchema } from '../people/employee-list.schemas';
import { PROJECT_STATUSES } from '../projects/project-terms';
import { canListProjects } from '../projects/projects.rules';
import { canReadRmgPool } from '../resources/resources.rules';
import { POOL_STATES, RELEASE_WINDOWS } from '../resources/rmg-pool.schemas';
import { type Actor, hasAnyRole, ROLES } from '../roles';

/*
 * Excel exports: a module of their own, apart from the import kinds' column tables, so a list screen that
 * offers an export does not load every upload template's columns.
 */

/** Filters the Employees export carries over from the employee list: the list's own. */
export const EmployeeExportRequestSchema = EmployeeListQuerySchema.pick({
  search: true,
  status: true,
  employment_type: true,
  joined_by: true,
})
  .extend({ department: IdSchema.optional() })
  .strict();
export type EmployeeExportRequest = z.infer<typeof EmployeeExportRequestSchema>;

/**
 * Filters the Projects export carries over from the Project List: its search and filters, not its paging or
 * order. Written out rather than picked from the list's query schema, so the shell's bundle (which reads
 * EXPORT_KINDS) does not carry every project schema; a test keeps the two alike.
 */
export const ProjectExportRequestSchema = z.strictObject({
  search: z.string().trim().max(100).optional(),
  status: z.enum(PROJECT_STATUSES).optional(),
  billing_type: z.enum(PROJECT_BILLING_TYPES).optional(),
  client_id: IdSchema.optional(),
});
export type ProjectExportRequest = z.infer<typeof ProjectExportRequestSchema>;

/** Filters the RMG pool export carries over from the RMG Pool list: its search and filters. */
export const PoolExportRequestSchema = z.strictObject({
  search: z.string().trim().max(100).optional(),
  state: z.enum(POOL_STATES).optional(),
  release_within: z
    .number()
    .int()
    .refine((days) => (RELEASE_WINDOWS as readonly number[]).includes(days), 'invalid')
    .optional(),
  skill_id: IdSchema.optional(),
});
export type PoolExportRequest = z.infer<typeof PoolExportRequestSchema>;

/** Filters the Clients export carries over from the Client List: its search and currency. */
export const ClientExportRequestSchema = z.strictObject({
  search: z.string().trim().max(100).optional(),
  currency: z.enum(CURRENCIES).optional(),
});
export type ClientExportRequest = z.infer<typeof ClientExportRequestSchema>;

/** One kind of Excel export: who may start it (the server checks it again when the job runs) and its filters. */
export interface ExportKind {
  title: string;
  may: (actor: Actor) => boolean;
  request: z.ZodType<Record<string, unknown>>;
}

const EMPLOYEE_EXPORT_ROLES = [ROLES.ORG_ADMIN, ROLES.EMPLOYEE_MANAGER] as const;

/** Record kinds that can be exported to Excel through a download task. */
export const EXPORT_KINDS = {
  employees: {
    title: 'Employees',
    may: (actor: Actor) => hasAnyRole(actor, EMPLOYEE_EXPORT_ROLES),
    request: EmployeeExportRequestSchema,
  },
  /** Everyone who may list projects, each holding the projects their Project List shows. */
  projects: { title: 'Projects', may: canListProjects, request: ProjectExportRequestSchema },
  /** The RMG pool on the day the export runs: RMG managers and the CEO. */
  'rmg-pool': { title: 'RMG pool', may: canReadRmgPool, request: PoolExportRequestSchema },
  /** Every client with its billing details: whoever may read clients. */
  clients: { title: 'Clients', may: canReadClients, request: ClientExportRequestSchema },
} as const satisfies Record<string, ExportKind>;
export type ExportKindId = keyof typeof EXPORT_KINDS;
export const EXPORT_KIND_IDS = Object.keys(EXPORT_KINDS) as [ExportKindId, ...ExportKindId[]];
export const ExportKindIdSchema = z.enum(EXPORT_KIND_IDS);
/** The body an export of one kind is started with. */
export type ExportRequestOf<K extends ExportKindId> = z.infer<(typeof EXPORT_KINDS)[K]['request']>;
export type ExportRequest = ExportRequestOf<ExportKindId>;
