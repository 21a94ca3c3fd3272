import { ROLES, type RoleId } from '@atrium/contracts';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../platform/http/route-guard';
import { bearer } from '../test/factories';
import { namesRecords, type Operation, operationsOf, requestFor, seededRandom } from './route-sampler';
import { buildWallsWorld, CANARIES, SALARY_GROUP, type WallsWorld } from './walls-world';

/**
 * Every route × every role × every way of reaching across organisations, sampled: WALLS_REQUESTS requests
 * (5,000 in the normal run; `npm run test:walls` sends 100,000). Ids name a planted record of the collection they
 * belong to (planted-records.ts), the other organisation's for a foreign id. Expected statuses come from each
 * route's declared permission: a rule's refusal is 403, a route of own records answers a record that is not the
 * caller's (the planted ones are no role's) 403 or 404 unless its policy grants the caller every one (a list filtered
 * by one may answer an empty page), and a route for everyone refuses no one. No answer may carry the other organisation's records or a canary its caller may not see.
 */
const REQUESTS = Number(process.env.WALLS_REQUESTS ?? 5_000);
const SEED = Number(process.env.WALLS_SEED ?? 20261125);

const VARIANTS = [
  'own',
  'otherPrefix',
  'otherHost',
  'foreignId',
  'noToken',
  'revoked',
  'otherToken',
] as const;
type Variant = (typeof VARIANTS)[number];

let world: WallsWorld;
let operations: Operation[];
let permissions: Map<string, RouteEntry['permission']>;

beforeAll(async () => {
  world = await buildWallsWorld();
  permissions = new Map(
    world.test.app.routeTable.map((route) => [`${route.method} ${route.url}`, route.permission]),
  );
  operations = operationsOf(world.test.app.swagger()).filter(
    (operation) => operation.path.startsWith('/api/{orgId}/') && !operation.isPublic,
  );
}, 120_000);
afterAll(() => world.test.close());

/** What in `body` the caller must not have seen; empty when nothing. */
function leaksIn(body: string, role: RoleId, operation: Operation): string[] {
  const text = body.toLowerCase();
  const found: string[] = [];
  for (const [name, value] of Object.entries(CANARIES.other))
    if (text.includes(value.toLowerCase())) found.push(`other.${name}`);
  if (text.includes(CANARIES.own.bank)) found.push('own.bank');
  if (text.includes(CANARIES.own.ctc) && !SALARY_GROUP.includes(role)) found.push('own.ctc');
  const isReveal = operation.path.endsWith('/identity/reveal/');
  if (!isReveal && (text.includes(CANARIES.own.pan.toLowerCase()) || text.includes(CANARIES.own.aadhaar)))
    found.push('own.identity');
  return found;
}

function permissionOf(operation: Operation): NonNullable<RouteEntry['permission']> {
  const permission = permissions.get(`${operation.method} ${operation.url}`);
  if (permission === undefined) throw new Error(`no route for ${operation.method} ${operation.url}`);
  return permission;
}

/** One request of the own organisation: what it names and who sends it. */
interface OwnRequest {
  role: RoleId;
  params: Record<string, string>;
  /** Whether it names a record (in its path, query or body); the planted records are none of the roles' own. */
  namesRecord: boolean;
}

function isAllowed(operation: Operation, { role, params, namesRecord }: OwnRequest): boolean {
  const permission = permissionOf(operation);
  if (permission === 'public' || permission === 'everyone') return true;
  if (permission === 'operator') return false;
  const actor = world.own.actors.get(role);
  if (!actor) return false;
  if (typeof permission === 'function') return permission(actor, { params } as unknown as FastifyRequest);
  return !namesRecord || (permission.seesEvery?.(actor) ?? false);
}

/** Any answer but a refusal or a fault: a route for everyone may still find no record or refuse bad input. */
const ALLOWED_TO_EVERYONE = [200, 201, 202, 204, 400, 404, 409, 415, 422];

/** The answers a request may get, or null when any non-5xx answer will do. */
interface Expected {
  statuses: readonly number[];
  /** The code of every one, when one code is expected. */
  code?: string;
  /** A list filtered by another's records may also answer a page without any. */
  orEmptyPage?: boolean;
}

/** Whether the response is one `expected` allows. */
function answers(expected: Expected, response: { statusCode: number; json(): unknown }): boolean {
  if (!expected.statuses.includes(response.statusCode))
    return (
      expected.orEmptyPage === true &&
      response.statusCode === 200 &&
      (response.json() as { results?: unknown[] }).results?.length === 0
    );
  return expected.code === undefined || (response.json() as { code?: string }).code === expected.code;
}

/**
 * What a request of this variant must be answered with: a rule refuses with 403, a route of own records answers
 * another's record 403 or 404, and a route for everyone refuses no one.
 */
function expectedFor(variant: Variant, operation: Operation, request: OwnRequest): Expected | null {
  switch (variant) {
    case 'own':
      if (isAllowed(operation, request))
        return permissionOf(operation) === 'everyone' ? { statuses: ALLOWED_TO_EVERYONE } : null;
      if (typeof permissionOf(operation) === 'function')
        return { statuses: [403], code: 'permission_denied' };
      return { statuses: [403, 404], orEmptyPage: Object.keys(request.params).length === 0 };
    case 'otherPrefix':
    case 'revoked':
    case 'otherToken':
      return { statuses: [401], code: 'authentication_failed' };
    case 'otherHost':
      return { statuses: [404], code: 'org_not_found' };
    case 'noToken':
      return { statuses: [401], code: 'auth_token_missing' };
    case 'foreignId':
      return null;
  }
}

// Signing out ends the session the rest of the run uses.
const SKIPPED = new Set(['POST /api/{orgId}/org/account/logout/']);

describe('tenant and role walls', () => {
  it(`hold over ${REQUESTS} requests generated from the route table`, async () => {
    const random = seededRandom(SEED);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const roles = [...world.own.tokens.keys()];
    const usable = operations.filter((operation) => !SKIPPED.has(`${operation.method} ${operation.path}`));
    const failures: string[] = [];
    const tally: Record<Variant, number> = Object.fromEntries(VARIANTS.map((v) => [v, 0])) as Record<
      Variant,
      number
    >;
    const statuses: Record<string, number> = {};
    let sent = 0;
    while (sent < REQUESTS) {
      const operation = pick(usable);
      const role = pick(roles);
      let variant = pick(VARIANTS);
      const { own, other } = world;
      if (variant === 'foreignId' && !namesRecords(operation, own.id, own.records, other.records))
        variant = 'own';
      const orgId = variant === 'otherPrefix' ? other.id : own.id;
      const records = variant === 'foreignId' ? other.records : own.records;
      const filters = random() < 0.5;
      const { url, body, params } = requestFor(operation, orgId, records, { filters });
      const namesRecord =
        JSON.stringify(requestFor(operation, orgId, own.records, { filters })) !==
        JSON.stringify(requestFor(operation, orgId, other.records, { filters }));
      const token =
        variant === 'revoked'
          ? own.revokedToken
          : variant === 'otherToken'
            ? (other.tokens.get(ROLES.CEO) as string)
            : (own.tokens.get(role) as string);
      const headers: Record<string, string> = variant === 'noToken' ? {} : bearer(token);
      if (variant === 'otherHost') headers.host = other.host;
      const response = await world.test.app.inject({
        method: operation.method as 'GET',
        url,
        headers,
        ...(body === undefined || operation.method === 'GET' ? {} : { payload: body as object }),
      });
      sent += 1;
      // A record the own side deleted is planted again, so its routes keep being reached with a record there.
      const deleted = /\/([^/{}]+)\/\{[^}]+\}\/$/.exec(operation.path)?.[1];
      if (variant === 'own' && operation.method === 'DELETE' && response.statusCode < 300 && deleted)
        await own.replant(deleted);
      tally[variant] += 1;
      statuses[`${variant} ${response.statusCode}`] =
        (statuses[`${variant} ${response.statusCode}`] ?? 0) + 1;
      const where = `${variant} ${role} ${operation.method} ${url} → ${response.statusCode} ${response.body.slice(0, 160)}`;
      const ownRequest = { role, params, namesRecord };
      const expected = expectedFor(variant, operation, ownRequest);
      if (response.statusCode >= 500) failures.push(`5xx: ${where}`);
      else if (expected && !answers(expected, response))
        failures.push(`expected ${expected.statuses.join(' or ')} ${expected.code ?? ''}: ${where}`);
      else if (variant === 'own' && isAllowed(operation, ownRequest) && response.statusCode === 401)
        failures.push(`allowed but 401: ${where}`);
      else if (variant === 'foreignId' && operation.method !== 'GET' && response.statusCode < 300)
        failures.push(`write to a foreign record succeeded: ${where}`);
      else if (response.statusCode >= 400 && typeof response.json().code !== 'string')
        failures.push(`error without a code: ${where}`);
      const leaks = leaksIn(response.body, role, operation);
      if (leaks.length) failures.push(`leak ${leaks.join(',')}: ${where}`);
    }
    console.info(
      `walls: ${sent} requests over ${usable.length} routes and ${roles.length} roles`,
      tally,
      statuses,
    );
    expect(failures.slice(0, 30), `${failures.length} failures`).toEqual([]);
  }, 3_600_000);
});
