import { type DiscrepancyRule, type OpportunityDetail, ROLES, type TeamManager } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { buildClient } from '../../test/clients-factories';
import { as, buildOrganization, buildSignedInPeople, userIdsByName } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const OPPORTUNITIES = '/sales/opportunities/';
const THE_RULES: DiscrepancyRule[] = [
  'opportunity_terms_mismatch',
  'opportunity_client_mismatch',
  'requirements_exceed_estimations',
];
let test: TestApp;
let org: number;
let tokens: Record<string, string>;
let ids: Record<string, number>;
let client: number;
let otherClient: number;
let designation: number;

const api = (who: string) => as(test, org, tokens[who] as string);

/** A project won from an opportunity selling two engineers for the first half of 2027. */
async function wonProject(name: string) {
  const opportunity = (
    await api('executive').post(OPPORTUNITIES, {
      name,
      client_id: client,
      value: 250000,
      currency: 'INR',
      billing_type: 'time-and-material',
      expected_start_date: '2027-01-01',
      expected_end_date: '2027-06-30',
      probability: 40,
      owner_id: ids.executive,
      sales_executive_id: ids.executive,
      roles: [{ designation_id: designation, count: 2, start_date: '2027-01-01', end_date: '2027-06-30' }],
    })
  ).json() as OpportunityDetail;
  const task = opportunity.stages[0]?.tasks[0]?.id;
  await api('executive').put(`${OPPORTUNITIES}${opportunity.id}/checklist/${task}/`, { done: true });
  const won = await api('executive').post(`${OPPORTUNITIES}${opportunity.id}/outcome/`, {
    outcome: 'won',
    reason: 'Signed',
  });
  expect(won.statusCode, won.body).toBe(200);
  const [project] = await withOrg(test.ctx.database.db, org, (tx) =>
    queryRows<{ id: number }>(
      tx,
      sql`select id from projects where organization_id = ${org} and name = ${name}`,
    ),
  );
  return project?.id as number;
}

/** The rules against the opportunity that the project's Team Manager lists. */
async function opportunityRules(projectId: number) {
  const answer = await api('ceo').get(`/projects/projects/${projectId}/team-manager/`);
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as TeamManager).discrepancies
    .map((d) => d.rule)
    .filter((rule) => THE_RULES.includes(rule));
}

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    { ceo: [ROLES.CEO], executive: [ROLES.PROJECT_SALES_EXECUTIVE] },
    'terms.test',
  );
  ids = await userIdsByName(test, org);
  client = (await buildClient(test.ctx, org, { name: 'Globex' })).id;
  otherClient = (await buildClient(test.ctx, org, { name: 'Initech' })).id;
  const [row] = await withOrg(test.ctx.database.db, org, (tx) =>
    queryRows<{ id: number }>(
      tx,
      sql`insert into designations (organization_id, name) values (${org}, 'Engineer') returning id`,
    ),
  );
  designation = row?.id as number;
});

afterAll(() => test.close());

describe('a project held to the opportunity it was won from (spec 5)', () => {
  it('keeps to it as won: none of the rules', async () => {
    expect(await opportunityRules(await wonProject('As sold'))).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, DiscrepancyRule]>([
    [
      'its dates moved',
      { start_date: '2027-02-01', billing_start_date: '2027-02-01' },
      'opportunity_terms_mismatch',
    ],
    ['its billing end moved', { billing_end_date: '2027-05-31' }, 'opportunity_terms_mismatch'],
    ['its billing type changed', { billing_type: 'fixed-bid' }, 'opportunity_terms_mismatch'],
  ])('%s: the terms must match', async (name, change, rule) => {
    const project = await wonProject(`Changed: ${name}`);
    const changed = await api('ceo').patch(`/projects/projects/${project}/`, change);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await opportunityRules(project)).toEqual([rule]);
  });

  it('another client: the clients must match', async () => {
    const project = await wonProject('Other client');
    const changed = await api('ceo').patch(`/projects/projects/${project}/`, { client_id: otherClient });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await opportunityRules(project)).toEqual(['opportunity_client_mismatch']);
  });

  it('groups requiring more people than the role mix sold: listed, and the group is still saved', async () => {
    const project = await wonProject('Over estimate');
    const added = await api('ceo').post(`/projects/projects/${project}/resource-groups/`, {
      name: 'Reviewers',
      required_count: 1,
      allocation_percent: 50,
      start_date: '2027-01-01',
      end_date: '2027-06-30',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((added.json() as TeamManager).discrepancies.map((d) => d.rule)).toContain(
      'requirements_exceed_estimations',
    );
    expect(await opportunityRules(project)).toEqual(['requirements_exceed_estimations']);
  });

  it('a project made by hand answers to no opportunity', async () => {
    const made = await api('ceo').post('/projects/projects/', {
      name: 'By hand',
      client_id: otherClient,
      billing_type: 'fixed-bid',
      start_date: '2027-03-01',
      end_date: '2027-04-30',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(await opportunityRules(made.json().id)).toEqual([]);
  });
});
