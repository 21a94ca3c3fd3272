import { ASSIGNABLE_ROLES, ROLES, type RoleId } from '@atrium/contracts';
import { openSession } from '../modules/accounts';
import { loadRequestActor } from '../modules/people';
import type { RequestActor } from '../platform/auth/actor';
import { hashToken } from '../platform/auth/tokens';
import { withOrg } from '../platform/db/tenant';
import { bearer, buildEmployee, buildOrganization, signIn } from '../test/factories';
import { createTestApp, type TestApp, type TestAppOptions } from '../test/test-app';
import { plantRecords } from './planted-records';
import type { RecordIds } from './route-sampler';

/**
 * Distinctive values planted in both organisations. An answer to a caller outside the group allowed to see
 * one (or to anyone at all, for the other organisation's) is a leak.
 */
export const CANARIES = {
  own: { ctc: '987654.32', pan: 'QZXPW4821K', aadhaar: '864209753124', bank: '700123456789' },
  other: {
    ctc: '876543.21',
    pan: 'WVKQZ7315J',
    aadhaar: '753124864209',
    bank: '711987654321',
    name: 'Zyxwforeign',
    domain: 'foreign-canary.test',
  },
} as const;

/** The roles that may see salary figures (spec 6). */
export const SALARY_GROUP: readonly RoleId[] = [ROLES.CEO, ROLES.SALARY_MANAGER];

export interface OrgSide {
  id: number;
  host: string;
  /** One signed-in person per assignable role, by role id. */
  tokens: Map<RoleId, string>;
  actors: Map<RoleId, RequestActor>;
  /** An employee no signed-in person is: the record every employee id names. */
  targetEmployeeId: number;
  /** A record of each collection the samplers name, the target employee among them. */
  records: RecordIds;
  /** Plants a collection's record again once it was deleted. */
  replant: (collection: string) => Promise<void>;
  /** A token that was valid and then signed out. */
  revokedToken: string;
  /** The accepted offer whose CTC and onboarding PAN and Aadhaar are the side's canaries. */
  offerId?: number;
}

export interface WallsWorld {
  test: TestApp;
  own: OrgSide;
  other: OrgSide;
}

/** Worlds built in this process: the test files of one worker share a database, and slugs are unique in it. */
let worldsBuilt = 0;

async function buildSide(
  test: TestApp,
  name: string,
  roles: readonly RoleId[],
  domain: string,
): Promise<OrgSide> {
  const slug = `${name}${worldsBuilt}`;
  const host = `${slug}.walls.test`;
  const org = await buildOrganization(test.ctx, { name: `${name} walls`, slug, hosts: [host] });
  const tokens = new Map<RoleId, string>();
  const actors = new Map<RoleId, RequestActor>();
  for (const [index, role] of roles.entries()) {
    const { user } = await buildEmployee(test.ctx, org.id, {
      email: `role${index}@${domain}`,
      roles: [role],
      firstName: name,
      lastName: `Role${index}`,
      password: null,
    });
    // The session signing in opens, without hashing and checking a password for every role.
    const { access: token } = await withOrg(test.ctx.database.db, org.id, (tx) =>
      openSession({
        ctx: test.ctx,
        tx,
        user,
        method: 'password',
        origin: { address: '10.0.0.1', requestId: 'walls-world' },
      }),
    );
    tokens.set(role, token);
    const actor = await withOrg(test.ctx.database.db, org.id, (tx) =>
      loadRequestActor(tx, org.id, hashToken(token)),
    );
    if (!actor) throw new Error(`no actor for ${role}`);
    actors.set(role, actor);
  }
  const target = await buildEmployee(test.ctx, org.id, {
    email: `target@${domain}`,
    firstName: name,
    lastName: 'Target',
  });
  await buildEmployee(test.ctx, org.id, { email: `leaver@${domain}` });
  const revokedToken = await signIn(test, org.id, `leaver@${domain}`);
  await test.app.inject({
    method: 'POST',
    url: `/api/${org.id}/org/account/logout/`,
    headers: bearer(revokedToken),
  });
  const ceo = actors.get(ROLES.CEO) as RequestActor;
  const planted = await plantRecords(test, {
    orgId: org.id,
    ceo: {
      token: tokens.get(ROLES.CEO) as string,
      userId: ceo.user_id,
      employeeId: ceo.employee_id as number,
    },
    employeeId: target.employee.id,
    userId: target.user.id,
    text: name,
  });
  return {
    id: org.id,
    host,
    tokens,
    actors,
    targetEmployeeId: target.employee.id,
    records: planted.ids,
    replant: planted.replant,
    revokedToken,
  };
}

/** Plants the side's canaries through the API, as its CEO: on an employee, a grade, a hiring request and a candidate. */
async function plantCanaries(
  test: TestApp,
  side: OrgSide,
  canary: { ctc: string; pan: string; aadhaar: string; bank: string },
) {
  const headers = bearer(side.tokens.get(ROLES.CEO) as string);
  const call = async (method: string, path: string, payload: object) => {
    const response = await test.app.inject({
      method: method as 'POST',
      url: `/api/${side.id}/${path}`,
      headers,
      payload,
    });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${path}: ${response.statusCode} ${response.body}`);
    return response;
  };
  const id = side.targetEmployeeId;
  await call('PUT', `org/employees/${id}/identity/`, { pan: canary.pan, aadhaar: canary.aadhaar });
  await call('POST', `org/employees/${id}/bank-details/`, {
    bank_name: 'Canary Bank',
    account_holder: 'Canary',
    account_number: canary.bank,
    ifsc: 'CNRY0001234',
  });
  const grade = await call('POST', 'org/setup/grades/', { name: `G-${side.id}`, level: 7 });
  await call('PATCH', `org/setup/grades/${grade.json().id}/`, {
    min_ctc: Number(canary.ctc),
    max_ctc: Number(canary.ctc) + 1,
  });
  // A hiring request's CTC range is salary data too, and a candidate's PAN is sealed as an employee's is.
  const designation = await call('POST', 'org/setup/designations/', { name: `Canary role ${side.id}` });
  const department = await call('POST', 'org/setup/departments/', { name: `Canary unit ${side.id}` });
  const request = await call('POST', 'hiring/hiring-requests/', {
    designation_id: designation.json().id,
    department_id: department.json().id,
    positions: 1,
    min_experience: 1,
    max_experience: 2,
    min_ctc: Number(canary.ctc),
    max_ctc: Number(canary.ctc) + 1,
    target_date: '2026-12-31',
  });
  const candidate = await call('POST', 'hiring/candidates/', {
    first_name: 'Canary',
    email: `canary-candidate-${side.id}@example.test`,
    pan: canary.pan,
  });
  // An offer's CTC is salary data, and the onboarding's PAN and Aadhaar are sealed as an employee's are.
  await call('POST', `hiring/hiring-requests/${request.json().id}/transitions/`, { action: 'approve' });
  const application = await call('POST', 'hiring/applications/', {
    candidate_id: candidate.json().id,
    hiring_request_id: request.json().id,
  });
  const applicationId = application.json().id as number;
  for (let move = 0; move < 4; move += 1)
    await call('POST', `hiring/applications/${applicationId}/transitions/`, { action: 'move' });
  const offer = await call('POST', `hiring/applications/${applicationId}/offer/`, {
    ctc: Number(canary.ctc),
    joining_date: '2026-12-14',
  });
  const offerId = offer.json().id as number;
  await call('POST', `hiring/offers/${offerId}/decision/`, { decision: 'accept' });
  await call('PUT', `hiring/offers/${offerId}/documents/`, { pan: canary.pan, aadhaar: canary.aadhaar });
  side.offerId = offerId;
}

/** Two organisations, each with one signed-in person per role, a target employee and planted canaries. */
export async function buildWallsWorld(options: TestAppOptions = {}): Promise<WallsWorld> {
  worldsBuilt += 1;
  const test = await createTestApp({}, options);
  const own = await buildSide(test, 'ownorg', ASSIGNABLE_ROLES, 'own-walls.test');
  const other = await buildSide(
    test,
    CANARIES.other.name.toLowerCase(),
    [ROLES.CEO, ROLES.EMPLOYEE],
    CANARIES.other.domain,
  );
  await plantCanaries(test, own, CANARIES.own);
  await plantCanaries(test, other, CANARIES.other);
  return { test, own, other };
}
