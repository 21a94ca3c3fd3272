import { buildAccessToken } from '../test/access-tokens-factories';
import { as, bearer } from '../test/factories';
import { buildActiveProject, buildAllocation } from '../test/project-factories';
import type { TestApp } from '../test/test-app';
import { logWeek } from '../test/timesheet-factories';
import { type Operation, operationsOf, type RecordIds, requestFor } from './route-sampler';

/** Where records are planted for the samplers to name: the organisation's setup, projects, timesheets, templates and forms. */
const PLANTED = [
  '/api/{orgId}/org/setup/',
  '/api/{orgId}/projects/',
  '/api/{orgId}/template-management/',
  '/api/{orgId}/forms/',
];
/** The Monday of the week planted, and every date of the records planted: in the past, within the project. */
const WEEK = '2026-11-02';

/** The collection a `POST` creates in, when its path ends with one that has routes of its own records. */
function createdCollection(operation: Operation, paths: readonly string[]): string | null {
  const collection = /\/([^/{}]+)\/$/.exec(operation.path)?.[1];
  if (operation.method !== 'POST' || !operation.body || !collection) return null;
  if (!PLANTED.some((prefix) => operation.path.startsWith(prefix))) return null;
  return paths.some((path) => path.includes(`/${collection}/{`)) ? collection : null;
}

/**
 * The id of the record a creation answered: its `id`, or when it answers the whole list or its parent, the last of
 * the `results` or of the list named like the collection (a project's team answers its `groups`); one record of
 * each is planted.
 */
function createdId(answer: Record<string, unknown>, collection: string): number | undefined {
  if (typeof answer.id === 'number') return answer.id;
  const list = Object.entries(answer).find(
    ([key, value]) => Array.isArray(value) && (key === 'results' || collection.endsWith(key)),
  )?.[1] as { id?: number }[] | undefined;
  return list?.at(-1)?.id;
}

export interface Planter {
  orgId: number;
  /** A CEO's token, user and employee: the one who creates, leads the project and keeps a week on it. */
  ceo: { token: string; userId: number; employeeId: number };
  /** The employee every other employee id names. */
  employeeId: number;
  /** Names the planted records carry, so that one seen by the other organisation is found. */
  text: string;
}

export interface Planted {
  /** The planted ids by collection; a record deleted and planted again changes its entry. */
  ids: RecordIds;
  /** Plants a collection's record again once it was deleted; nothing for those planted before the others. */
  replant(collection: string): Promise<void>;
}

/**
 * One record of every collection of the newest modules, made through the API: an active fixed-bid project with an
 * allocation and a submitted week of its time, then one record of each collection their `POST` routes create,
 * parents first, with the sampler's own bodies.
 */
export async function plantRecords(test: TestApp, planter: Planter): Promise<Planted> {
  const { orgId, ceo, text } = planter;
  const api = as(test, orgId, ceo.token);
  const project = await buildActiveProject(test, orgId, ceo.token, {
    name: `${text} project`,
    leadId: ceo.userId,
    start: '2026-01-01',
    end: '2027-12-31',
    billingType: 'fixed-bid',
  });
  const allocation = await buildAllocation(test, orgId, {
    projectId: project.id,
    person: { employeeId: ceo.employeeId },
    start: '2026-01-01',
    end: '2027-12-31',
  });
  await logWeek(api, WEEK, [{ project_id: project.id, minutes: [480, 480, 480, 480, 480, 0, 0] }]);
  const approvals = await api.get('/timesheets/approvals/');
  const ids: Record<string, number> & { employees: number } = {
    employees: planter.employeeId,
    projects: project.id,
    allocations: allocation.id,
    timesheets: approvals.json().results[0].timesheet_id,
    // The CEO's personal token: what the token routes name (made by the factory: its answer carries the token).
    'access-tokens': (
      await buildAccessToken(test.ctx, orgId, {
        by: ceo.userId,
        scopes: ['people:read'],
        name: `${text} token`,
      })
    ).id,
  };
  const operations = operationsOf(test.app.swagger());
  const paths = operations.map((operation) => operation.path);
  const depth = (operation: Operation) => operation.path.split('{').length;
  const creations = new Map(
    operations
      .filter((operation) => createdCollection(operation, paths))
      .sort((a, b) => depth(a) - depth(b))
      .map((operation) => [createdCollection(operation, paths) as string, operation]),
  );
  const plant = async (collection: string, operation: Operation) => {
    const { url, body } = requestFor(operation, orgId, ids, { date: WEEK, text: `${text} ${collection}` });
    const response = await test.app.inject({
      method: 'POST',
      url,
      headers: bearer(ceo.token),
      payload: body as object,
    });
    const id = response.statusCode < 300 ? createdId(response.json(), collection) : undefined;
    if (!id) throw new Error(`planting ${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    ids[collection] = id;
  };
  for (const [collection, operation] of creations) {
    if (ids[collection]) creations.delete(collection);
    else await plant(collection, operation);
  }
  return {
    ids,
    replant: async (collection) => {
      const operation = creations.get(collection);
      if (operation) await plant(collection, operation);
    },
  };
}
