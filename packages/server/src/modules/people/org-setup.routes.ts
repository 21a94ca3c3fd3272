import {
  canManageOrgSetup,
  canReadDepartment,
  canReadSubDepartment,
  canSeeSalary,
  DepartmentCreateSchema,
  DepartmentPageSchema,
  DepartmentQuerySchema,
  DepartmentSchema,
  DepartmentUpdateSchema,
  EmploymentTypeCreateSchema,
  EmploymentTypePageSchema,
  EmploymentTypeQuerySchema,
  EmploymentTypeSchema,
  EmploymentTypeUpdateSchema,
  GradeCreateSchema,
  GradePageSchema,
  GradeQuerySchema,
  GradeSchema,
  GradeUpdateSchema,
  LocationCreateSchema,
  LocationPageSchema,
  LocationQuerySchema,
  LocationSchema,
  LocationUpdateSchema,
  NamedRecordInputSchema,
  NamedRecordPageSchema,
  NamedRecordQuerySchema,
  NamedRecordSchema,
  OrgSetupParamsSchema,
  SubDepartmentCreateSchema,
  SubDepartmentPageSchema,
  SubDepartmentQuerySchema,
  SubDepartmentSchema,
  SubDepartmentUpdateSchema,
  UnitMemberPageSchema,
  UnitMemberQuerySchema,
} from '@atrium/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AuditBy } from '../../platform/audit/record-audit';
import type { RequestActor } from '../../platform/auth/actor';
import type { Queryable, Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import { crudRoutes } from '../../platform/http/crud-routes';
import { requireActor } from '../../platform/tenancy/org-scope';
import * as setup from './org-setup.service';
import { findUnitMembers, type Unit } from './org-setup-members';
import * as units from './org-units.service';

type App = Parameters<FastifyPluginAsyncZod>[0];

const tags = ['org-setup'];

/** A catalogue's services as they are written: on a transaction of the organisation, by someone. */
interface CatalogueServices<Query, Create, Update> {
  list(db: Queryable, organizationId: number, query: Query): Promise<unknown>;
  add(tx: Tx, organizationId: number, input: Create, audit: AuditBy): Promise<unknown>;
  change(tx: Tx, organizationId: number, id: number, input: Update, audit: AuditBy): Promise<unknown>;
  remove(tx: Tx, organizationId: number, id: number, audit: AuditBy): Promise<void>;
}

/** Fields only some callers may see or set (a grade's CTC band); setup managers hold the rest. */
interface RestrictedFields {
  fields: readonly string[];
  /** Who may see and change the fields; they may change a record through them alone. */
  canKeep(actor: RequestActor): boolean;
}

const withoutFields = (row: unknown, fields: readonly string[]) =>
  Object.fromEntries(Object.entries(row as object).filter(([key]) => !fields.includes(key)));

/** The answer without the restricted fields for a caller who may not see them. */
function presentedFor(restricted: RestrictedFields) {
  return (actor: RequestActor, answer: unknown) => {
    if (restricted.canKeep(actor)) return answer;
    const page = answer as { results?: unknown[] };
    if (Array.isArray(page.results))
      return { ...page, results: page.results.map((row) => withoutFields(row, restricted.fields)) };
    return withoutFields(answer, restricted.fields);
  };
}

/** Refuses restricted fields from a caller who may not keep them, and other fields from one who may only keep them. */
function writeCheckFor(restricted: RestrictedFields) {
  return (actor: RequestActor, input: unknown) => {
    const keys = Object.keys((input ?? {}) as object);
    if (keys.some((key) => restricted.fields.includes(key)) && !restricted.canKeep(actor))
      throw new AppError('permission_denied');
    if (!canManageOrgSetup(actor) && keys.some((key) => !restricted.fields.includes(key)))
      throw new AppError('permission_denied');
  };
}

/** One catalogue under `/org/setup/{path}/`: listed by every signed-in user, changed by setup managers. */
function catalogueRoutes<Query, Create, Update>(
  app: App,
  catalogue: {
    path: string;
    title: string;
    schemas: {
      query: z.ZodType<Query>;
      page: z.ZodType;
      row: z.ZodType;
      create: z.ZodType<Create>;
      update: z.ZodType<Update>;
    };
    services: CatalogueServices<Query, Create, Update>;
    restricted?: RestrictedFields;
  },
) {
  const { services, restricted } = catalogue;
  crudRoutes(app, {
    path: `/org/setup/${catalogue.path}/`,
    tags,
    title: catalogue.title,
    permissions: {
      read: 'signed-in',
      write: canManageOrgSetup,
      change: restricted
        ? (actor: RequestActor) => canManageOrgSetup(actor) || restricted.canKeep(actor)
        : canManageOrgSetup,
    },
    schemas: { ...catalogue.schemas, params: OrgSetupParamsSchema },
    list: (scope, query) => services.list(scope.tx, scope.org.id, query),
    add: (scope, input) => services.add(scope.tx, scope.org.id, input, scope.by),
    change: (scope, id, input) => services.change(scope.tx, scope.org.id, id, input, scope.by),
    remove: (scope, id) => services.remove(scope.tx, scope.org.id, id, scope.by),
    ...(restricted ? { present: presentedFor(restricted), assertMayWrite: writeCheckFor(restricted) } : {}),
  });
}

/** A unit's people for the Department Viewer: its heads, setup managers and the CEO. */
function memberRoutes(
  app: App,
  path: string,
  unitOf: (tx: Tx, request: FastifyRequest, id: number) => Promise<Unit>,
) {
  app.get(
    `/org/setup/${path}/:id/members/`,
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: 'The people of one unit who have not exited, for its head',
        params: OrgSetupParamsSchema,
        querystring: UnitMemberQuerySchema,
        response: { 200: UnitMemberPageSchema },
      },
    },
    (request) =>
      request.inOrg(async (tx) =>
        findUnitMembers(tx, request.org.id, await unitOf(tx, request, request.params.id), request.query),
      ),
  );
}

export const orgSetupRoutes: FastifyPluginAsyncZod = async (app) => {
  catalogueRoutes(app, {
    path: 'departments',
    title: 'departments, with heads, sub-department counts and head counts',
    schemas: {
      query: DepartmentQuerySchema,
      page: DepartmentPageSchema,
      row: DepartmentSchema,
      create: DepartmentCreateSchema,
      update: DepartmentUpdateSchema,
    },
    services: {
      list: units.listDepartments,
      add: units.addDepartment,
      change: units.changeDepartment,
      remove: units.removeDepartment,
    },
  });
  catalogueRoutes(app, {
    path: 'sub-departments',
    title: 'sub-departments, with heads and head counts',
    schemas: {
      query: SubDepartmentQuerySchema,
      page: SubDepartmentPageSchema,
      row: SubDepartmentSchema,
      create: SubDepartmentCreateSchema,
      update: SubDepartmentUpdateSchema,
    },
    services: {
      list: units.listSubDepartments,
      add: units.addSubDepartment,
      change: units.changeSubDepartment,
      remove: units.removeSubDepartment,
    },
  });
  for (const [path, catalogue] of Object.entries(setup.NAMED_CATALOGUES)) {
    catalogueRoutes(app, {
      path,
      title: path.replace('-', ' '),
      schemas: {
        query: NamedRecordQuerySchema,
        page: NamedRecordPageSchema,
        row: NamedRecordSchema,
        create: NamedRecordInputSchema,
        update: NamedRecordInputSchema,
      },
      services: {
        list: (db, organizationId, query) => setup.listNamedRecords(db, catalogue, organizationId, query),
        add: (tx, organizationId, input, by) =>
          setup.addNamedRecord(tx, catalogue, organizationId, input, by),
        change: (tx, organizationId, id, input, by) =>
          setup.changeNamedRecord(tx, catalogue, organizationId, id, input, by),
        remove: (tx, organizationId, id, by) =>
          setup.removeNamedRecord(tx, catalogue, organizationId, id, by),
      },
    });
  }
  catalogueRoutes(app, {
    path: 'grades',
    title: 'grades, with their CTC ranges',
    schemas: {
      query: GradeQuerySchema,
      page: GradePageSchema,
      row: GradeSchema,
      create: GradeCreateSchema,
      update: GradeUpdateSchema,
    },
    restricted: { fields: ['min_ctc', 'max_ctc'], canKeep: canSeeSalary },
    services: {
      list: setup.listGrades,
      add: setup.addGrade,
      change: setup.changeGrade,
      remove: setup.removeGrade,
    },
  });
  catalogueRoutes(app, {
    path: 'employment-types',
    title: 'employment types, with notice periods',
    schemas: {
      query: EmploymentTypeQuerySchema,
      page: EmploymentTypePageSchema,
      row: EmploymentTypeSchema,
      create: EmploymentTypeCreateSchema,
      update: EmploymentTypeUpdateSchema,
    },
    services: {
      list: setup.listEmploymentTypes,
      add: setup.addEmploymentType,
      change: setup.changeEmploymentType,
      remove: setup.removeEmploymentType,
    },
  });
  catalogueRoutes(app, {
    path: 'locations',
    title: 'locations, at least one of them a headquarters',
    schemas: {
      query: LocationQuerySchema,
      page: LocationPageSchema,
      row: LocationSchema,
      create: LocationCreateSchema,
      update: LocationUpdateSchema,
    },
    services: {
      list: setup.listLocations,
      add: setup.addLocation,
      change: setup.changeLocation,
      remove: setup.removeLocation,
    },
  });

  memberRoutes(app, 'departments', async (tx, request, id) => {
    await units.requireDepartment(tx, request.org.id, id);
    if (!canReadDepartment(requireActor(request), id)) throw new AppError('permission_denied');
    return { kind: 'department', id };
  });
  memberRoutes(app, 'sub-departments', async (tx, request, id) => {
    const unit = await units.findSubDepartmentUnit(tx, request.org.id, id);
    if (!canReadSubDepartment(requireActor(request), unit)) throw new AppError('permission_denied');
    return { kind: 'sub_department', id };
  });
};
