import { ROLES, SEARCH_COUNT_CAP } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  buildContractor,
  buildEmployee,
  buildOrganization,
  buildSignedInPeople,
  userIdsByName,
} from '../../../test/factories';
import { buildActiveProject, buildAllocation } from '../../../test/project-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let test: TestApp;
let org: number;
let acme: number;
let tokens: Record<string, string>;
let acmeTokens: Record<string, string>;
let portal: { id: number; code: string };
/** Alan Turing's employee id and the Payroll project's id, for the rows the count test writes. */
let bulk: { employeeId: number; projectId: number };

const DOMAIN = 'allocation-list.projects.test';
const PATH = '/projects/allocations/';
const YEAR = { start: '2020-01-01', end: '2099-12-31' };

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  acme = (await buildOrganization(test.ctx, { projectPermissionVariant: 'acme' })).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    {
      ceo: [ROLES.CEO],
      finance: [ROLES.FINANCE_EXECUTIVE],
      rmg: [ROLES.RMG_MANAGER],
      lead: [ROLES.DELIVERY_LEAD],
    },
    DOMAIN,
  );
  acmeTokens = await buildSignedInPeople(
    test,
    acme,
    { ceo: [ROLES.CEO], rmg: [ROLES.RMG_MANAGER], lead: [ROLES.DELIVERY_LEAD] },
    `acme.${DOMAIN}`,
  );
  const users = await userIdsByName(test, org);
  const ceo = tokens.ceo as string;
  portal = await buildActiveProject(test, org, ceo, {
    name: 'Portal',
    leadId: users.lead as number,
    ...YEAR,
  });
  const payroll = await buildActiveProject(test, org, ceo, {
    name: 'Payroll',
    leadId: users.lead as number,
    ...YEAR,
  });

  const finance = as(test, org, tokens.finance as string);
  const role = (await finance.post('/projects/billing-roles/', { name: 'Senior engineer' })).json();
  for (const rate of [
    { currency: 'INR', rate: 2500, effective_from: '2021-01-01' },
    { currency: 'INR', rate: 3000, effective_from: '2024-01-01' },
    { currency: 'INR', rate: 9000, effective_from: '2099-01-01' },
  ])
    expect((await finance.post(`/projects/billing-roles/${role.id}/rates/`, rate)).statusCode).toBe(200);
  const group = await as(test, org, ceo).post(`/projects/projects/${portal.id}/resource-groups/`, {
    name: 'Engineers',
    billing_role_id: role.id,
    required_count: 2,
    allocation_percent: 100,
    start_date: '2024-01-01',
    end_date: '2099-06-30',
  });
  expect(group.statusCode, group.body).toBe(200);
  const groupId = group.json().groups[0].id as number;

  const ada = (await buildEmployee(test.ctx, org, { firstName: 'Ada', lastName: 'Lovelace' })).employee;
  const alan = (await buildEmployee(test.ctx, org, { firstName: 'Alan', lastName: 'Turing' })).employee;
  bulk = { employeeId: alan.id, projectId: payroll.id };
  const ravi = await buildContractor(test.ctx, org, { firstName: 'Ravi', lastName: 'Shankar' });
  await buildAllocation(test, org, {
    projectId: portal.id,
    person: { employeeId: ada.id },
    start: '2024-01-01',
    end: '2099-06-30',
    percent: 60,
    resourceGroupId: groupId,
  });
  await buildAllocation(test, org, {
    projectId: payroll.id,
    person: { employeeId: ada.id },
    start: '2024-01-01',
    end: '2099-06-30',
    percent: 40,
    status: 'non-billable',
  });
  await buildAllocation(test, org, {
    projectId: payroll.id,
    person: { contractorId: ravi.contractor.id },
    start: '2024-01-01',
    end: '2099-06-30',
  });
  await buildAllocation(test, org, {
    projectId: portal.id,
    person: { employeeId: alan.id },
    start: '2021-01-01',
    end: '2022-12-31',
  });
  await buildAllocation(test, org, {
    projectId: payroll.id,
    person: { employeeId: alan.id },
    start: '2099-07-01',
    end: '2099-12-31',
  });
});
afterAll(() => test.close());

const list = (who: string, query = '', organizationId = org, from = tokens) =>
  as(test, organizationId, from[who] as string).get(`${PATH}?${query}`);

describe('Resource & Billing allocations', () => {
  it('lists who is on which project today, at what share, with the billing role and its rate in force', async () => {
    const response = await list('ceo');
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.count).toBe(3);
    expect(page.count_exact).toBe(true);
    // By project code, then person: Portal was made first.
    expect(
      page.results.map((row: { person: { name: string }; project: { name: string } }) => [
        row.project.name,
        row.person.name,
      ]),
    ).toEqual([
      ['Portal', 'Ada Lovelace'],
      ['Payroll', 'Ada Lovelace'],
      ['Payroll', 'Ravi Shankar'],
    ]);
    const onPortal = page.results.find((row: { project: { id: number } }) => row.project.id === portal.id);
    expect(onPortal).toMatchObject({
      project: { id: portal.id, code: portal.code, name: 'Portal' },
      person: { name: 'Ada Lovelace', contractor_id: null },
      allocation_percent: 60,
      status: 'billable',
      is_billable: true,
      start_date: '2024-01-01',
      end_date: '2099-06-30',
      billing_role: 'Senior engineer',
      rate: { currency: 'INR', amount: 3000 },
    });
    const contractor = page.results.find(
      (row: { person: { contractor_id: number | null } }) => row.person.contractor_id,
    );
    expect(contractor).toMatchObject({
      person: { name: 'Ravi Shankar', employee_id: null },
      billing_role: null,
      rate: null,
    });
  });

  it('keeps what the period, status and search ask for, a page at a time in the order asked', async () => {
    const names = async (query: string) =>
      (await list('ceo', query))
        .json()
        .results.map(
          (row: { person: { name: string }; start_date: string }) => `${row.person.name} ${row.start_date}`,
        );
    expect(await names('period=past')).toEqual(['Alan Turing 2021-01-01']);
    expect(await names('period=upcoming')).toEqual(['Alan Turing 2099-07-01']);
    expect((await list('ceo', 'period=all')).json().count).toBe(5);
    expect(await names('status=non-billable')).toEqual(['Ada Lovelace 2024-01-01']);
    expect(await names('search=ravi')).toEqual(['Ravi Shankar 2024-01-01']);
    // A search finds people and projects by the start of their words, and people by their code.
    expect(await names('search=payroll&period=all')).toEqual([
      'Ada Lovelace 2024-01-01',
      'Alan Turing 2099-07-01',
      'Ravi Shankar 2024-01-01',
    ]);
    const adaCode = (await list('ceo', 'search=ada')).json().results[0].person.code;
    expect(await names(`search=${adaCode}`)).toEqual(['Ada Lovelace 2024-01-01', 'Ada Lovelace 2024-01-01']);
    expect(await names('search=velace')).toEqual([]);
    expect(await names(`search=${portal.code}&period=all&order_by=-start_date`)).toEqual([
      'Ada Lovelace 2024-01-01',
      'Alan Turing 2021-01-01',
    ]);
    const first = (await list('ceo', 'order_by=person&limit=2')).json();
    const second = (await list('ceo', 'order_by=person&limit=2&offset=2')).json();
    expect(first.count).toBe(3);
    expect(
      [...first.results, ...second.results].map((row: { person: { name: string } }) => row.person.name),
    ).toEqual(['Ada Lovelace', 'Ada Lovelace', 'Ravi Shankar']);
    const byProject = async (query: string) =>
      (await list('ceo', `period=all&${query}`))
        .json()
        .results.map(
          (row: { person: { name: string }; project: { name: string } }) =>
            `${row.project.name} ${row.person.name}`,
        );
    expect([...(await byProject('limit=3')), ...(await byProject('limit=3&offset=3'))]).toEqual([
      'Portal Ada Lovelace',
      'Portal Alan Turing',
      'Payroll Ada Lovelace',
      'Payroll Alan Turing',
      'Payroll Ravi Shankar',
    ]);
    // The last project first, the allocations of each last made first.
    expect(await byProject('order_by=-project')).toEqual([
      'Payroll Alan Turing',
      'Payroll Ravi Shankar',
      'Payroll Ada Lovelace',
      'Portal Alan Turing',
      'Portal Ada Lovelace',
    ]);
    expect((await list('ceo', 'period=later')).statusCode).toBe(400);
    expect((await list('ceo', 'order_by=salary')).statusCode).toBe(400);
  });

  it('counts up to SEARCH_COUNT_CAP and says when there are more', async () => {
    await test.ctx.database.db.execute(sql`insert into project_allocations
        (organization_id, project_id, employee_id, start_date, end_date, allocation_percent, status)
      select ${org}, ${bulk.projectId}, ${bulk.employeeId}, date '2000-01-01' + n, date '2000-01-01' + n, 10, 'billable'
      from generate_series(0, ${SEARCH_COUNT_CAP - 1}::int) n`);
    const past = (await list('ceo', 'period=past&limit=1')).json();
    expect(past).toMatchObject({ count: SEARCH_COUNT_CAP, count_exact: false });
    expect(past.results).toHaveLength(1);
    await test.ctx.database.db.execute(
      sql`delete from project_allocations where organization_id = ${org} and start_date < date '2010-01-01'`,
    );
    expect((await list('ceo', 'period=past')).json()).toMatchObject({ count: 1, count_exact: true });
  });

  it('is read by the CEO under the default variant, and by the RMG manager under acme, by no one else', async () => {
    for (const who of ['finance', 'rmg', 'lead']) expect((await list(who)).statusCode).toBe(403);
    expect((await list('rmg', '', acme, acmeTokens)).statusCode).toBe(200);
    expect((await list('ceo', '', acme, acmeTokens)).json()).toEqual({
      count: 0,
      count_exact: true,
      results: [],
    });
    expect((await list('lead', '', acme, acmeTokens)).statusCode).toBe(403);
  });
});
