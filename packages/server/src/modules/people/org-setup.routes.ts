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
import { requireActor } from '../../platform/tenancy/org-scope';
import * as setup from './org-setup.service';
import { findUnitMembers, type Unit } from './org-setup-members';
import * as units from './org-units.service';

type App = Parameters<FastifyPluginAsyncZod>[0];

const tags = ['org-setup'];
const audit = (request: FastifyRequest): AuditBy => ({
  actorUserId: requireActor(request).user_id,
  requestId: request.id,
});

/** One catalogue under `/org/setup/{path}/`: listed by every signed-in user, changed by setup managers. */
interface Catalogue<Query, Create, Update> {
  path: string;
  title: string;
  schemas: {
    query: z.ZodType<Query>;
    page: z.ZodType;
    row: z.ZodType;
    create: z.ZodType<Create>;
    update: z.ZodType<Update>;
  };
  list(db: Queryable, organizationId: number, query: Query): Promise<unknown>;
  add(tx: Tx, organizationId: number, input: Create, audit: AuditBy): Promise<unknown>;
  change(tx: Tx, organizationId: number, id: number, input: Update, audit: AuditBy): Promise<unknown>;
  remove(tx: Tx, organizationId: number, id: number, audit: AuditBy): Promise<void>;
  add(tx: Tx, organizationId: number, input: Create, audit: AuditBy): Promise<unknown>;
  change(tx: Tx, organizationId: number, id: number, input: Update, audit: AuditBy): Promise<unknown>;
  remove(tx: Tx, organizationId: number, id: number, audit: AuditBy): Promise<void>;
  /** Fields only some callers may see or set (a grade's CTC band); setup managers hold the rest. */
  restricted?: RestrictedFields;
}

interface RestrictedFields {
  fields: readonly string[];
  /** Who may see and change the fields; they may change a record through them alone. */
  canKeep(actor: RequestActor): boolean;
}

const withoutFields = (row: unknown, fields: readonly string[]) =>
  Object.fromEntries(Object.entries(row as object).filter(([key]) => !fields.includes(key)));

/** The answer without the restricted fields for a caller who may not see them. */
function presented(request: FastifyRequest, restricted: RestrictedFields | undefined, answer: unknown) {
  if (!restricted || restricted.canKeep(requireActor(request))) return answer;
  const page = answer as { results?: unknown[] };
  if (Array.isArray(page.results))
    return { ...page, results: page.results.map((row) => withoutFields(row, restricted.fields)) };
  return withoutFields(answer, restricted.fields);
}

/** Refuses restricted fields from a caller who may not keep them, and other fields from one who may only keep them. */
function assertMayWrite(request: FastifyRequest, restricted: RestrictedFields | undefined, input: unknown) {
  const actor = requireActor(request);
  if (canManageOrgSetup(actor) && !restricted) return;
  const keys = Object.keys((input ?? {}) as object);
  const touchesRestricted = keys.some((key) => restricted?.fields.includes(key));
  if (touchesRestricted && !restricted?.canKeep(actor)) throw new AppError('permission_denied');
  if (!canManageOrgSetup(actor) && keys.some((key) => !restricted?.fields.includes(key)))
    throw new AppError('permission_denied');
}

function catalogueRoutes<Query, Create, Update>(app: App, catalogue: Catalogue<Query, Create, Update>) {
  const base = `/org/setup/${catalogue.path}/`;
  const { schemas } = catalogue;
  const { restricted } = catalogue;
  const manage = { permission: canManageOrgSetup };
  const change = {
    permission: restricted
      ? (actor: RequestActor) => canManageOrgSetup(actor) || restricted.canKeep(actor)
      : canManageOrgSetup,
  };
  app.get(
    base,
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: `The organisation’s ${catalogue.title}: search, sort, page`,
        querystring: schemas.query,
        response: { 200: schemas.page },
      },
    },
    async (request) =>
      presented(
        request,
        restricted,
        await request.inOrg((tx) => catalogue.list(tx, request.org.id, request.query as Query)),
      ),
  );
  app.post(
    base,
    {
      config: manage,
      schema: {
        tags,
        summary: `Add to the ${catalogue.title}`,
        body: schemas.create,
        response: { 201: schemas.row },
      },
    },
    // Returned rather than sent, so the answer leaves only after the request's transaction commits.
    async (request, reply) => {
      assertMayWrite(request, restricted, request.body);
      reply.code(201);
      return presented(
        request,
        restricted,
        await request.inOrg((tx) =>
          catalogue.add(tx, request.org.id, request.body as Create, audit(request)),
        ),
      );
    },
  );
  app.patch(
    `${base}:id/`,
    {
      config: change,
      schema: {
        tags,
        summary: `Change one of the ${catalogue.title}`,
        params: OrgSetupParamsSchema,
        body: schemas.update,
        response: { 200: schemas.row },
      },
    },
    async (request) => {
      assertMayWrite(request, restricted, request.body);
      return presented(
        request,
        restricted,
        await request.inOrg((tx) =>
          catalogue.change(tx, request.org.id, request.params.id, request.body as Update, audit(request)),
        ),
      );
    },
  );
  app.delete(
    `${base}:id/`,
    {
      config: manage,
      schema: {
        tags,
        summary: `Remove one of the ${catalogue.title} unless it is in use`,
        params: OrgSetupParamsSchema,
      },
    },
    async (request, reply) => {
      await request.inOrg((tx) => catalogue.remove(tx, request.org.id, request.params.id, audit(request)));
      reply.code(204);
      return null;
    },
  );
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
    list: units.listDepartments,
    add: units.addDepartment,
    change: units.changeDepartment,
    remove: units.removeDepartment,
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
    list: units.listSubDepartments,
    add: units.addSubDepartment,
    change: units.changeSubDepartment,
    remove: units.removeSubDepartment,
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
      list: (db, organizationId, query) => setup.listNamedRecords(db, catalogue, organizationId, query),
      add: (tx, organizationId, input, by) => setup.addNamedRecord(tx, catalogue, organizationId, input, by),
      change: (tx, organizationId, id, input, by) =>
        setup.changeNamedRecord(tx, catalogue, organizationId, id, input, by),
      remove: (tx, organizationId, id, by) => setup.removeNamedRecord(tx, catalogue, organizationId, id, by),
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
    list: setup.listGrades,
    restricted: { fields: ['min_ctc', 'max_ctc'], canKeep: canSeeSalary },
    add: setup.addGrade,
    change: setup.changeGrade,
    remove: setup.removeGrade,
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
    list: setup.listEmploymentTypes,
    add: setup.addEmploymentType,
    change: setup.changeEmploymentType,
    remove: setup.removeEmploymentType,
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
    list: setup.listLocations,
    add: setup.addLocation,
    change: setup.changeLocation,
    remove: setup.removeLocation,
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
