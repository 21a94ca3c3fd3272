/** The module's server folder: tables, queries, a service, its policy, routes, and their tests. */
export function serverFiles({ name, camel, pascal, snake, title, lower }) {
  const table = `${camel}Records`;
  return {
    'index.ts': `/** ${title}: records each caller adds and lists. */
import { defineModule } from '../../platform/module-kit';
import { ${camel}Routes } from './${name}.routes';
import * as tables from './${name}.tables';

export { add${pascal}Record } from './${name}.service';

export const ${camel}Module = defineModule({ name: '${name}', routes: [${camel}Routes], tables });
`,
    [`${name}.tables.ts`]: `import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, organizationIdColumn } from '../../platform/db/columns';
import { organizations } from '../orgs';

/** The module's records: a name, who added it and when. */
export const ${table} = pgTable(
  '${snake}_records',
  {
    id: idColumn(),
    organizationId: organizationIdColumn().references(() => organizations.id),
    name: text('name').notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('${snake}_records_org_id_key').on(t.organizationId, t.id),
    index('${snake}_records_org_created_idx').on(t.organizationId, t.createdAt),
  ],
);
`,
    [`${name}.queries.ts`]: `import { type ${pascal}ListQuery, type ${pascal}Record, parseOrderBy } from '@atrium/contracts';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { ${table} } from './${name}.tables';

const columns = {
  id: ${table}.id,
  name: ${table}.name,
  createdBy: ${table}.createdBy,
  createdAt: ${table}.createdAt,
};
const sortColumns = { name: ${table}.name, created: ${table}.createdAt };

export const to${pascal}Record = (row: {
  id: number;
  name: string;
  createdBy: number | null;
  createdAt: Date;
}): ${pascal}Record => ({
  id: row.id,
  name: row.name,
  created_by: row.createdBy,
  created: row.createdAt.toISOString(),
});

/** One page of the organisation's records (only \`author\`'s unless null): filtered, ordered, paged and counted in SQL. */
export async function find${pascal}Page(
  db: Queryable,
  organizationId: number,
  query: ${pascal}ListQuery,
  author: number | null,
) {
  const where = and(
    eq(${table}.organizationId, organizationId),
    author === null ? undefined : eq(${table}.createdBy, author),
  );
  const order = parseOrderBy(query.order_by) ?? { field: 'created', isDescending: true };
  const direction = order.isDescending ? desc : asc;
  const rows = await db
    .select(columns)
    .from(${table})
    .where(where)
    .orderBy(direction(sortColumns[order.field as keyof typeof sortColumns]), direction(${table}.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ value: count() }).from(${table}).where(where);
  return { count: total?.value ?? 0, results: rows.map(to${pascal}Record) };
}
`,
    [`${name}.service.ts`]: `import type { ${pascal}RecordCreate } from '@atrium/contracts';
import type { Scope } from '../../platform/scope';
import { to${pascal}Record } from './${name}.queries';
import { ${table} } from './${name}.tables';

/** Adds a record in the caller's name, with its audit row. */
export async function add${pascal}Record(scope: Scope, input: ${pascal}RecordCreate) {
  const [row] = await scope.tx
    .insert(${table})
    .values({ organizationId: scope.org.id, name: input.name, createdBy: scope.by.actorUserId })
    .returning();
  if (!row) throw new Error('${snake}_records insert returned nothing');
  await scope.audit({ action: '${snake}_record.create', entityType: '${snake}_record', entityId: row.id, after: row });
  return to${pascal}Record(row);
}
`,
    [`${name}.policy.ts`]: `import { type Actor, isCeo } from '@atrium/contracts';

/** Whose records the caller's list shows: every one for the CEO (null), otherwise the caller's own. */
export const listedAuthorOf = (actor: Actor): number | null => (isCeo(actor) ? null : actor.user_id);
`,
    [`${name}.policy.test.ts`]: `import { type Actor, ROLES, type RoleId } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { listedAuthorOf } from './${name}.policy';

const actor = (roles: RoleId[]): Actor => ({
  roles,
  departments: [],
  sub_department_ids: [],
  is_timesheet_approver: false,
  user_id: 7,
});

describe('whose records a list shows', () => {
  it.each<[string, RoleId[], number | null]>([
    ['the CEO: every one', [ROLES.CEO], null],
    ['an employee: their own', [ROLES.EMPLOYEE], 7],
    ['an employee manager: their own', [ROLES.EMPLOYEE, ROLES.EMPLOYEE_MANAGER], 7],
  ])('%s', (_who, roles, author) => {
    expect(listedAuthorOf(actor(roles))).toBe(author);
  });
});
`,
    [`${name}.routes.ts`]: `import {
  canUse${pascal},
  ${pascal}ListQuerySchema,
  ${pascal}RecordCreateSchema,
  ${pascal}RecordPageSchema,
  ${pascal}RecordSchema,
} from '@atrium/contracts';
import type { ModuleRoutes } from '../../platform/module-kit';
import { requireActor } from '../../platform/tenancy/org-scope';
import { listedAuthorOf } from './${name}.policy';
import { find${pascal}Page } from './${name}.queries';
import { add${pascal}Record } from './${name}.service';

const tags = ['${name}'];
const path = '/${name}/records/';

/** ${title}'s records: anyone who may use the module adds them; each sees their own, the CEO every one. */
export const ${camel}Routes: ModuleRoutes = async (app) => {
  app.get(
    path,
    {
      config: { permission: canUse${pascal} },
      schema: {
        tags,
        summary: 'The records the caller may see, newest first unless sorted: sort, page',
        querystring: ${pascal}ListQuerySchema,
        response: { 200: ${pascal}RecordPageSchema },
      },
    },
    (request) => {
      const author = listedAuthorOf(requireActor(request));
      return request.inScope(({ tx, org }) => find${pascal}Page(tx, org.id, request.query, author));
    },
  );

  app.post(
    path,
    {
      config: { permission: canUse${pascal} },
      schema: {
        tags,
        summary: 'Add a record in the caller’s name',
        body: ${pascal}RecordCreateSchema,
        response: { 201: ${pascal}RecordSchema },
      },
    },
    // Returned rather than sent, so the answer leaves only after the request's transaction commits.
    async (request, reply) => {
      reply.code(201);
      return request.inScope((scope) => add${pascal}Record(scope, request.body));
    },
  );
};
`,
    [`${name}.routes.test.ts`]: `import { ROLES } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build${pascal}Record } from '../../test/${name}-factories';
import { as, buildOrganization, buildSignedInPeople, userIdsByName } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const PATH = '/${name}/records/';
let test: TestApp;
let org: number;
let tokens: Record<string, string>;
let ids: Record<string, number>;

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    { ceo: [ROLES.CEO], employee: [ROLES.EMPLOYEE], outsider: [] },
    '${name}.test',
  );
  ids = await userIdsByName(test, org);
});
afterAll(() => test.close());

const names = (body: { results: { name: string }[] }) => body.results.map((record) => record.name);

describe('${lower} records', () => {
  it('adds a record in the caller’s name and lists each caller their own, the CEO every one', async () => {
    const added = await as(test, org, tokens.employee as string).post(PATH, { name: 'Employee’s record' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ name: 'Employee’s record', created_by: ids.employee });
    await build${pascal}Record(test.ctx, org, { name: 'CEO’s record', by: ids.ceo as number });

    const own = await as(test, org, tokens.employee as string).get(PATH);
    expect(own.statusCode).toBe(200);
    expect(names(own.json())).toEqual(['Employee’s record']);
    const every = await as(test, org, tokens.ceo as string).get(\`\${PATH}?order_by=-name&limit=1\`);
    expect(every.json()).toMatchObject({ count: 2 });
    expect(names(every.json())).toEqual(['Employee’s record']);
  });

  it('refuses a blank name', async () => {
    const response = await as(test, org, tokens.employee as string).post(PATH, { name: ' ' });
    expect(response.statusCode).toBe(400);
  });

  it('answers 403 to someone who may not use ${lower}, and 401 without a session', async () => {
    expect((await as(test, org, tokens.outsider as string).get(PATH)).statusCode).toBe(403);
    expect((await as(test, org, tokens.outsider as string).post(PATH, { name: 'x' })).statusCode).toBe(403);
    expect((await test.app.inject({ url: \`/api/\${org}\${PATH}\` })).statusCode).toBe(401);
  });
});
`,
  };
}

/** A factory other modules' tests build the module's records with, through its service. */
export function serverFactory({ name, pascal }) {
  return `import { add${pascal}Record } from '../modules/${name}';
import type { AppContext } from '../platform/app-context';
import { inScope } from './factories';

/** A record added through the ${name} module's service by \`by\`, as through the API. */
export function build${pascal}Record(ctx: AppContext, organizationId: number, input: { name: string; by: number }) {
  return inScope(ctx, organizationId, (scope) => add${pascal}Record(scope, { name: input.name }), input.by);
}
`;
}

/** Its lines in the server's module list. */
export function serverLines({ name, camel }) {
  return [
    [
      'packages/server/src/modules.ts',
      /^import \{ [\w, ]+ \} from '\.\/modules\//,
      `import { ${camel}Module } from './modules/${name}';`,
    ],
    ['packages/server/src/modules.ts', /^ {2}\w+Module(\(\w+\))?,$/, `  ${camel}Module,`],
  ];
}
