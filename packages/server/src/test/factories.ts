import { ROLES, type RoleId } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { findUserById, openSession } from '../modules/accounts';
import { createContractor } from '../modules/contractors';
import { createDepartment, createSubDepartment, setDepartmentHead } from '../modules/org-setup';
import { createOrganization, getOrganizationById, type NewOrganization } from '../modules/orgs';
import { changeEmployeeWork, createEmployee, loadRequestActor, type WorkChange } from '../modules/people';
import type { AppContext } from '../platform/app-context';
import { hashToken } from '../platform/auth/tokens';
import { queryRows } from '../platform/db/query-rows';
import { withOrg } from '../platform/db/tenant';
import { type Scope, systemScope, withScope } from '../platform/scope';
import type { TestApp } from './test-app';

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

export const TEST_PASSWORD = 'Correct-Horse-9';

/** The organisation as the server keeps it in a request's scope. */
export async function organizationOf(ctx: AppContext, id: number) {
  const organization = await getOrganizationById(ctx.database.db, id);
  if (!organization) throw new Error(`no organisation ${id}`);
  return organization;
}

/**
 * Work in a scope of its own transaction of the organisation, as `actorUserId` (the system when null), as a
 * request or a job would: its effects run once it has committed.
 */
export async function inScope<T>(
  ctx: AppContext,
  organizationId: number,
  work: (scope: Scope) => Promise<T>,
  actorUserId: number | null = null,
) {
  return withScope(ctx, await organizationOf(ctx, organizationId), null, work, { actorUserId });
}

/**
 * Work in a scope of its own transaction as the user `userId`, signed in on a session of their own and loaded as
 * a request loads its caller.
 */
export async function asUser<T>(
  ctx: AppContext,
  organizationId: number,
  userId: number,
  work: (scope: Scope) => Promise<T>,
) {
  const actor = await withOrg(ctx.database.db, organizationId, async (tx) => {
    const user = await findUserById(tx, organizationId, userId);
    if (!user) return null;
    const origin = { address: '127.0.0.1', requestId: 'test' };
    const { access } = await openSession({ ctx, tx, user, method: 'password', origin });
    return loadRequestActor(tx, organizationId, hashToken(access), undefined, { isUse: false });
  });
  if (!actor) throw new Error(`no active user ${userId}`);
  return withScope(ctx, await organizationOf(ctx, organizationId), actor, work);
}

export function buildOrganization(ctx: AppContext, overrides: Partial<NewOrganization> = {}) {
  const n = next();
  return createOrganization(ctx.database.db, {
    name: `Org ${n}`,
    slug: `org-${n}`,
    hosts: [`org-${n}.test`],
    ...overrides,
  });
}

export interface BuildEmployee {
  roles?: RoleId[];
  email?: string;
  firstName?: string;
  lastName?: string;
  password?: string | null;
  isTimesheetApprover?: boolean;
  reportingManagerId?: number | null;
  headOfDepartment?: boolean;
  headOfSubDepartment?: boolean;
  /** Full-time unless told. */
  employmentType?: string;
  dateOfJoining?: string | null;
  departmentId?: number | null;
  subDepartmentId?: number | null;
  locationId?: number | null;
  designationId?: number | null;
  /** Active unless told: `in-notice` or `exited` for one whose exit is not the point. */
  status?: string;
  totalExperience?: number | null;
}

/** An employee with a user account (password TEST_PASSWORD unless given) in `organizationId`. */
export async function buildEmployee(ctx: AppContext, organizationId: number, input: BuildEmployee = {}) {
  const n = next();
  const organization = await getOrganizationById(ctx.database.db, organizationId);
  if (!organization) throw new Error(`no organisation ${organizationId}`);
  return withOrg(ctx.database.db, organizationId, async (tx) => {
    const scope = systemScope(ctx, tx, organization);
    const { user, employee } = await createEmployee(scope, {
      user: {
        email: input.email ?? `person${n}@example.test`,
        firstName: input.firstName ?? `first${n}`,
        lastName: input.lastName ?? `last${n}`,
        password: input.password === undefined ? TEST_PASSWORD : input.password,
        roles: input.roles ?? [ROLES.EMPLOYEE],
        isTimesheetApprover: input.isTimesheetApprover ?? false,
      },
      code: `E${n}`,
      reportingManagerId: input.reportingManagerId ?? null,
      employmentType: input.employmentType,
      dateOfJoining: input.dateOfJoining,
      departmentId: input.departmentId,
      subDepartmentId: input.subDepartmentId,
      locationId: input.locationId,
      designationId: input.designationId,
      status: input.status,
      totalExperience: input.totalExperience,
    });
    const departments: number[] = [];
    const subDepartments: number[] = [];
    if (input.headOfDepartment || input.headOfSubDepartment) {
      const department = await createDepartment(scope, `Department ${n}`);
      if (input.headOfDepartment) {
        await setDepartmentHead(scope, { kind: 'department', id: department.id, headUserId: user.id });
        departments.push(department.id);
      }
      if (input.headOfSubDepartment) {
        const sub = await createSubDepartment(scope, { departmentId: department.id, name: `Sub ${n}` });
        await setDepartmentHead(scope, { kind: 'sub_department', id: sub.id, headUserId: user.id });
        subDepartments.push(sub.id);
      }
    }
    return { user, employee, departments, subDepartments };
  });
}

/**
 * Changes an employee's designation, department, sub-department, manager or status from today through people's
 * work-change service, as HR's dated work change does (and an exit's completion, for `exited`).
 */
export function changeWork(ctx: AppContext, organizationId: number, employeeId: number, change: WorkChange) {
  return inScope(ctx, organizationId, (scope) =>
    changeEmployeeWork(scope, employeeId, change, scope.clock.today()),
  );
}

export interface BuildContractor {
  email?: string;
  firstName?: string;
  lastName?: string;
  /** Their contracts through one vendor: ongoing unless told. */
  contracts?: { startDate: string; endDate: string; status?: string; terminatedOn?: string }[];
}

/**
 * A contractor with a user account (password TEST_PASSWORD) and contracts through a vendor of their own; the
 * contracts' ids in the order given.
 */
export async function buildContractor(ctx: AppContext, organizationId: number, input: BuildContractor = {}) {
  const n = next();
  // Read before the transaction: PGlite runs one at a time, so a read beside it would wait for it forever.
  const organization = await organizationOf(ctx, organizationId);
  return withOrg(ctx.database.db, organizationId, async (tx) => {
    const [vendor] = await queryRows<{ id: number }>(
      tx,
      sql`insert into vendors (organization_id, name) values (${organizationId}, ${`Vendor ${n}`}) returning id`,
    );
    const { user, contractor } = await createContractor(systemScope(ctx, tx, organization), {
      user: {
        email: input.email ?? `contractor${n}@example.test`,
        firstName: input.firstName ?? `contractor${n}`,
        lastName: input.lastName ?? `last${n}`,
        password: TEST_PASSWORD,
        roles: [ROLES.CONTRACTOR],
      },
      code: `C${n}`,
      vendorId: vendor?.id ?? null,
    });
    const contracts: number[] = [];
    for (const contract of input.contracts ?? []) {
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`insert into contracts (organization_id, vendor_id, contractor_id, title, rate, start_date, end_date,
            status, terminated_on)
          values (${organizationId}, ${vendor?.id}, ${contractor.id}, 'Engagement', 1000, ${contract.startDate},
            ${contract.endDate}, ${contract.status ?? 'ongoing'}, ${contract.terminatedOn ?? null}) returning id`,
      );
      contracts.push(row?.id as number);
    }
    return { user, contractor, contracts };
  });
}

/** Signs in as a browser at `host` would (a host of another organisation than the path's is refused). */
export async function signIn(
  test: TestApp,
  organizationId: number,
  email: string,
  password = TEST_PASSWORD,
  host?: string,
) {
  const response = await test.app.inject({
    method: 'POST',
    url: `/api/${organizationId}/org/account/login/`,
    payload: { email, password },
    remoteAddress: `10.0.${next() % 250}.${next() % 250}`,
    ...(host ? { headers: { host } } : {}),
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { access: string }).access;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** An employee (as `buildEmployee`) signed in: their employee and user ids, code and access token. */
export async function buildSignedInEmployee(
  test: TestApp,
  organizationId: number,
  input: BuildEmployee = {},
) {
  const { user, employee } = await buildEmployee(test.ctx, organizationId, input);
  const token = await signIn(test, organizationId, user.email);
  return { employeeId: employee.id, userId: user.id, code: employee.code, token };
}

/** One employee per entry, each holding the given roles and signed in: name → access token. */
export async function buildSignedInPeople(
  test: TestApp,
  organizationId: number,
  people: Readonly<Record<string, readonly RoleId[]>>,
  domain: string,
): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const [name, roles] of Object.entries(people)) {
    await buildEmployee(test.ctx, organizationId, { email: `${name}@${domain}`, roles: [...roles] });
    tokens[name] = await signIn(test, organizationId, `${name}@${domain}`);
  }
  return tokens;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An API client signed in as one user: `as(test, org, token).post('/leave-portal/leave-requests/', body)`. */
export function as(test: TestApp, organizationId: number, token: string) {
  const call = (method: Method) => (path: string, payload?: object) =>
    test.app.inject({ method, url: `/api/${organizationId}${path}`, headers: bearer(token), payload });
  return {
    get: call('GET'),
    post: call('POST'),
    put: call('PUT'),
    patch: call('PATCH'),
    delete: call('DELETE'),
  };
}

/** Ids by the name before the @ of an email, from rows of `email` and `id`. */
async function idsByName(test: TestApp, organizationId: number, rows: SQL) {
  const found = await withOrg(test.ctx.database.db, organizationId, (tx) =>
    queryRows<{ email: string; id: number }>(tx, rows),
  );
  return Object.fromEntries(found.map((row) => [row.email.split('@')[0] as string, row.id]));
}

/** The organisation's users by the name before the @ of their email: `{ lead: 12, owner: 13 }`. */
export const userIdsByName = (test: TestApp, organizationId: number): Promise<Record<string, number>> =>
  idsByName(test, organizationId, sql`select email, id from users where organization_id = ${organizationId}`);

/** The organisation's employees by the name before the @ of their user's email. */
export const employeeIdsByName = (test: TestApp, organizationId: number): Promise<Record<string, number>> =>
  idsByName(
    test,
    organizationId,
    sql`select u.email, e.id from employees e join users u on u.organization_id = e.organization_id
        and u.id = e.user_id where e.organization_id = ${organizationId}`,
  );
