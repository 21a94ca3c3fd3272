import {
  canManageOrgSetup,
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
} from '@atrium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { RequestActor } from '../../platform/auth/actor';
import { type CrudResource, crudRoutes } from '../../platform/http/crud-routes';
import { assertAllowed } from '../../platform/http/policy-answer';
import type { ModuleRoutes } from '../../platform/module-kit';
import * as setup from './org-setup.service';
import * as units from './org-units.service';
import type { SetupPeople } from './setup-people';

type App = Parameters<FastifyPluginAsyncZod>[0];

const tags = ['org-setup'];

/** A catalogue's services, each in the request's scope. */
type CatalogueServices<Query, Create, Update> = Required<
  Pick<CrudResource<Query, Create, Update>, 'list' | 'add' | 'change' | 'remove'>
>;

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
    assertAllowed(!keys.some((key) => restricted.fields.includes(key)) || restricted.canKeep(actor));
    assertAllowed(canManageOrgSetup(actor) || keys.every((key) => restricted.fields.includes(key)));
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
      read: 'everyone',
      write: canManageOrgSetup,
      change: restricted
        ? (actor: RequestActor) => canManageOrgSetup(actor) || restricted.canKeep(actor)
        : canManageOrgSetup,
    },
    schemas: { ...catalogue.schemas, params: OrgSetupParamsSchema },
    ...services,
    ...(restricted ? { present: presentedFor(restricted), assertMayWrite: writeCheckFor(restricted) } : {}),
  });
}

/** The setup catalogues; departments and sub-departments show their heads and head counts from `people`. */
export const orgSetupRoutes =
  (people: SetupPeople): ModuleRoutes =>
  async (app) => {
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
        list: (scope, query) => units.listDepartments(scope.tx, people, scope.org.id, query),
        add: (scope, input) => units.addDepartment(scope, people, input),
        change: (scope, id, input) => units.changeDepartment(scope, people, id, input),
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
        list: (scope, query) => units.listSubDepartments(scope.tx, people, scope.org.id, query),
        add: (scope, input) => units.addSubDepartment(scope, people, input),
        change: (scope, id, input) => units.changeSubDepartment(scope, people, id, input),
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
          list: (scope, query) => setup.listNamedRecords(scope.tx, catalogue, scope.org.id, query),
          add: (scope, input) => setup.addNamedRecord(scope, catalogue, input),
          change: (scope, id, input) => setup.changeNamedRecord(scope, catalogue, id, input),
          remove: (scope, id) => setup.removeNamedRecord(scope, catalogue, id),
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
        list: (scope, query) => setup.listGrades(scope.tx, scope.org.id, query),
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
        list: (scope, query) => setup.listEmploymentTypes(scope.tx, scope.org.id, query),
        add: setup.addEmploymentType,
        change: (scope, id, input) => setup.changeEmploymentType(scope, people, id, input),
        remove: (scope, id) => setup.removeEmploymentType(scope, people, id),
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
        list: (scope, query) => setup.listLocations(scope.tx, scope.org.id, query),
        add: setup.addLocation,
        change: setup.changeLocation,
        remove: setup.removeLocation,
      },
    });
  };
