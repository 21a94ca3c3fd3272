import { buildAccessToken } from '../test/access-tokens-factories';
import { as, bearer } from '../test/factories';
import { buildActiveProject, buildAllocation } from '../test/project-factories';
import type { TestApp } from '../test/test-app';
import { logWeek } from '../test/timesheet-factories';
import { type Operation, operationsOf, type RecordIds, requestFor } from './route-sampler';

/**
 * Where records are planted for the samplers to name: the organisation's setup, projects, timesheets, templates, forms
 * and hiring (a resource request is planted by hand, once its project's group is, and so are a client's opportunity,
 * a forecast scenario and an accepted offer with a task of its onboarding).
 */
const PLANTED = [
  '/api/{orgId}/org/setup/',
  '/api/{orgId}/projects/',
  '/api/{orgId}/template-management/',
  '/api/{orgId}/forms/',
  '/api/{orgId}/hiring/',
];
/** The Monday of the week planted, and every date of the records planted: in the past, within the project. */
const WEEK = '2026-11-02';

/**
 * What some plantings need beyond the sampler's own body, and what follows them so the records after them can be
 * planted: a hiring request is approved (applications are added to open ones only), an application moved on to its
 * first interview round, an interview given a real slot with the target employee (no role of the walls) on its
 * panel, then accepted.
 */
const PLANTINGS: Record<
  string,
  {
    body?: (body: Record<string, unknown>, planter: Planter) => Record<string, unknown>;
    after?: (api: ReturnType<typeof as>, id: number) => Promise<unknown>;
  }
> = {
  'hiring-requests': {
    after: (api, id) => api.post(`/hiring/hiring-requests/${id}/transitions/`, { action: 'approve' }),
  },
  applications: {
    after: (api, id) => api.post(`/hiring/applications/${id}/transitions/`, { action: 'move' }),
  },
  interviews: {
    body: (body, planter) => ({
      ...body,
      starts_at: `${WEEK}T10:00:00Z`,
      interviewer_ids: [planter.userId],
    }),
    after: (api, id) => api.post(`/hiring/interviews/${id}/slot/`, { decision: 'accept' }),
  },
};

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
  /** The employee every other employee id names, and their user. */
  employeeId: number;
  userId: number;
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
    const planting = PLANTINGS[collection];
    const response = await test.app.inject({
      method: 'POST',
      url,
      headers: bearer(ceo.token),
      payload: (planting?.body ? planting.body(body as Record<string, unknown>, planter) : body) as object,
    });
    const id = response.statusCode < 300 ? createdId(response.json(), collection) : undefined;
    if (!id) throw new Error(`planting ${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    ids[collection] = id;
    await planting?.after?.(api, id);
  };
  // An onboarding task answers its offer, which is planted by hand below, as is the task.
  creations.delete('tasks');
  for (const [collection, operation] of creations) {
    if (ids[collection]) creations.delete(collection);
    else await plant(collection, operation);
  }
  // A resource request names a group of its project and a designation, planted above: asked for by hand.
  const request = await api.post('/resources/resource-requests/', {
    project_id: project.id,
    resource_group_id: ids['resource-groups'],
    designation_id: ids.designations,
    skills: [],
    min_experience: 0,
    max_experience: 5,
    allocation_percent: 50,
    is_billable: false,
    start_date: WEEK,
    end_date: '2026-12-31',
    count: 1,
    priority: 'medium',
    notes: `${text} resource request`,
  });
  if (request.statusCode !== 201)
    throw new Error(`planting a resource request: ${request.statusCode} ${request.body.slice(0, 300)}`);
  ids['resource-requests'] = request.json().id;
  // A forecast scenario names a designation and the project, planted above.
  const scenario = await api.post('/resources/forecast-scenarios/', {
    name: `${text} scenario`,
    description: `${text} what-if`,
    changes: [
      { kind: 'joiner', designation_id: ids.designations, count: 1, start_date: WEEK },
      { kind: 'shift_project', project_id: project.id, days: 7 },
    ],
  });
  if (scenario.statusCode !== 201)
    throw new Error(`planting a forecast scenario: ${scenario.statusCode} ${scenario.body.slice(0, 300)}`);
  ids['forecast-scenarios'] = scenario.json().id;
  // An opportunity names a client and a designation; its routes, its pipeline, a stage and a checklist task.
  const client = await api.post('/clients/clients/', { name: `${text} client`, currency: 'INR' });
  if (client.statusCode !== 201)
    throw new Error(`planting a client: ${client.statusCode} ${client.body.slice(0, 300)}`);
  const opportunity = await api.post('/sales/opportunities/', {
    name: `${text} opportunity`,
    client_id: client.json().id,
    value: 1000,
    currency: 'INR',
    billing_type: 'time-and-material',
    probability: 50,
    owner_id: ceo.userId,
    roles: [{ designation_id: ids.designations, count: 1, start_date: WEEK, end_date: '2026-12-31' }],
  });
  if (opportunity.statusCode !== 201)
    throw new Error(`planting an opportunity: ${opportunity.statusCode} ${opportunity.body.slice(0, 300)}`);
  const stage = opportunity.json().stages[0];
  ids.clients = client.json().id;
  ids.opportunities = opportunity.json().id;
  ids.pipelines = opportunity.json().pipeline.id;
  ids.stages = stage.id;
  ids.checklist = stage.tasks[0].id;
  const followUp = await api.post('/sales/follow-ups/', {
    due_date: WEEK,
    owner_id: ceo.userId,
    notes: `${text} follow-up`,
    opportunity_id: ids.opportunities,
  });
  if (followUp.statusCode !== 201)
    throw new Error(`planting a follow-up: ${followUp.statusCode} ${followUp.body.slice(0, 300)}`);
  ids['follow-ups'] = followUp.json().id;
  // An offer needs an application at the offer stage, of a candidate of its own: made, accepted, given a task.
  const candidate = await api.post('/hiring/candidates/', {
    first_name: text,
    last_name: 'Offer',
    email: `offer.${orgId}@walls.example`,
    source: 'referral',
  });
  const application = await api.post('/hiring/applications/', {
    candidate_id: candidate.json().id,
    hiring_request_id: ids['hiring-requests'],
  });
  const applicationId = application.json().id as number;
  for (let move = 0; move < 4; move += 1)
    await api.post(`/hiring/applications/${applicationId}/transitions/`, { action: 'move' });
  const offer = await api.post(`/hiring/applications/${applicationId}/offer/`, {
    ctc: 1_500_000,
    joining_date: '2026-12-14',
  });
  if (offer.statusCode !== 201)
    throw new Error(`planting an offer: ${offer.statusCode} ${offer.body.slice(0, 300)}`);
  ids.offers = offer.json().id;
  await api.post(`/hiring/offers/${ids.offers}/decision/`, { decision: 'accept' });
  const task = await api.post(`/hiring/offers/${ids.offers}/tasks/`, {
    team: 'it',
    title: `${text} laptop`,
    owner_id: planter.userId,
    due_date: '2026-12-10',
  });
  ids.tasks = task.json().tasks[0].id;
  return {
    ids,
    replant: async (collection) => {
      const operation = creations.get(collection);
      if (operation) await plant(collection, operation);
    },
  };
}
