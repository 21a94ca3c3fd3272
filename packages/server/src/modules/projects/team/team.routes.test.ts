import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../platform/db/query-rows';
import { withOrg } from '../../../platform/db/tenant';
import {
  as,
  buildContractor,
  buildEmployee,
  buildOrganization,
  buildSignedInEmployee,
  buildSignedInPeople,
  signIn,
  userIdsByName,
} from '../../../test/factories';
import { buildAllocation } from '../../../test/project-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let test: TestApp;
let org: number;
let other: number;
let tokens: Record<string, string>;
let users: Record<string, number>;
let workers: number[];
let foreignEmployee: number;

const DOMAIN = 'team.projects.test';

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  other = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    {
      ceo: [ROLES.CEO],
      lead: [ROLES.DELIVERY_LEAD],
      owner: [ROLES.PROJECT_OWNER],
      rmg: [ROLES.RMG_MANAGER],
      salesHead: [ROLES.PROJECT_SALES_HEAD],
      finance: [ROLES.FINANCE_EXECUTIVE],
      staff: [ROLES.EMPLOYEE],
    },
    DOMAIN,
  );
  users = await userIdsByName(test, org);
  workers = [];
  for (let n = 0; n < 3; n += 1) workers.push((await buildEmployee(test.ctx, org)).employee.id);
  foreignEmployee = (await buildEmployee(test.ctx, other)).employee.id;
});
afterAll(() => test.close());

const client = (who: string) => as(test, org, tokens[who] as string);

let serial = 0;
/** An active project for 2026 with billing all year, owned by `owner` and led by `lead`. */
async function newProject() {
  serial += 1;
  const ceo = client('ceo');
  const clientRow = (await ceo.post('/projects/clients/', { name: `Team client ${serial}` })).json();
  const response = await ceo.post('/projects/projects/', {
    name: `Team project ${serial}`,
    billing_type: 'time-and-material',
    client_id: clientRow.id,
    project_owner_id: users.owner,
    delivery_lead_id: users.lead,
    start_date: '2026-01-01',
    end_date: '2026-12-31',
    billing_start_date: '2026-01-01',
    billing_end_date: '2026-12-31',
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number };
}

const group = (overrides: Record<string, unknown> = {}) => ({
  name: 'Engineers',
  required_count: 1,
  allocation_percent: 100,
  start_date: '2026-02-01',
  end_date: '2026-11-30',
  ...overrides,
});

const allocation = (employeeId: number, overrides: Record<string, unknown> = {}) => ({
  employee_id: employeeId,
  start_date: '2026-02-01',
  end_date: '2026-11-30',
  allocation_percent: 100,
  status: 'non-billable',
  ...overrides,
});

async function newBillingRole(
  name: string,
  rates: { currency: string; rate: number; cost_rate?: number; effective_from: string }[],
) {
  const role = await client('finance').post('/projects/billing-roles/', { name });
  expect(role.statusCode).toBe(201);
  for (const rate of rates) {
    expect(
      (await client('finance').post(`/projects/billing-roles/${role.json().id}/rates/`, rate)).statusCode,
    ).toBe(200);
  }
  return role.json() as { id: number };
}

describe('team manager', () => {
  it('is read and changed by the project’s owner, lead and the CEO (default variant), by no one else', async () => {
    const project = await newProject();
    for (const who of ['ceo', 'lead', 'owner']) {
      expect((await client(who).get(`/projects/projects/${project.id}/team-manager/`)).statusCode, who).toBe(
        200,
      );
    }
    expect((await client('rmg').get(`/projects/projects/${project.id}/team-manager/`)).statusCode).toBe(403);
    expect((await client('staff').get(`/projects/projects/${project.id}/team-manager/`)).statusCode).toBe(
      403,
    );
    const added = await client('lead').post(`/projects/projects/${project.id}/resource-groups/`, group());
    expect(added.statusCode).toBe(200);
    const groupId = added.json().groups[0].id;
    const staffed = await client('owner').post(
      `/projects/projects/${project.id}/resource-groups/${groupId}/allocations/`,
      allocation(workers[0] as number),
    );
    expect(staffed.statusCode).toBe(200);
    expect(
      (await client('rmg').post(`/projects/projects/${project.id}/resource-groups/`, group())).statusCode,
    ).toBe(403);
  });

  it('resource groups are planned by the lead, the sales head and the CEO; the owner staffs them but does not plan them (default variant)', async () => {
    const project = await newProject();
    const base = `/projects/projects/${project.id}`;
    const planned = await client('salesHead').post(`${base}/resource-groups/`, group({ name: 'Testers' }));
    expect(planned.statusCode).toBe(200);
    const groupId = planned.json().groups[0].id;
    // Planning the groups shows the team they plan, people included.
    expect((await client('salesHead').get(`${base}/team-manager/`)).json().permissions).toMatchObject({
      can_read_team: true,
      can_update_team: false,
      can_plan_resources: true,
    });
    expect(
      (
        await client('salesHead').post(
          `${base}/resource-groups/${groupId}/allocations/`,
          allocation(workers[1] as number),
        )
      ).statusCode,
    ).toBe(403);

    const owner = client('owner');
    expect((await owner.post(`${base}/resource-groups/`, group())).statusCode).toBe(403);
    expect((await owner.patch(`${base}/resource-groups/${groupId}/`, { required_count: 2 })).statusCode).toBe(
      403,
    );
    expect((await owner.delete(`${base}/resource-groups/${groupId}/`)).statusCode).toBe(403);
    expect((await client('owner').get(`${base}/team-manager/`)).json().permissions).toMatchObject({
      can_update_team: true,
      can_plan_resources: false,
    });
    expect(
      (await client('ceo').patch(`${base}/resource-groups/${groupId}/`, { required_count: 2 })).statusCode,
    ).toBe(200);
  });

  it('in an RMG-led variant (acme) the RMG manager staffs the groups the sales head and the CEO plan', async () => {
    const acme = (await buildOrganization(test.ctx, { projectPermissionVariant: 'acme' })).id;
    const acmeTokens = await buildSignedInPeople(
      test,
      acme,
      { ceo: [ROLES.CEO], rmg: [ROLES.RMG_MANAGER], salesHead: [ROLES.PROJECT_SALES_HEAD] },
      'acme.team.projects.test',
    );
    const acmeUsers = await userIdsByName(test, acme);
    const at = (who: string) => as(test, acme, acmeTokens[who] as string);
    const clientRow = (await at('ceo').post('/projects/clients/', { name: 'Acme team client' })).json();
    const project = await at('ceo').post('/projects/projects/', {
      name: 'Acme team project',
      billing_type: 'time-and-material',
      client_id: clientRow.id,
      project_owner_id: acmeUsers.ceo,
      delivery_lead_id: acmeUsers.ceo,
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    });
    expect(project.statusCode).toBe(201);
    const base = `/projects/projects/${project.json().id}`;
    const worker = (await buildEmployee(test.ctx, acme)).employee.id;

    expect((await at('rmg').post(`${base}/resource-groups/`, group())).statusCode).toBe(403);
    const planned = await at('salesHead').post(`${base}/resource-groups/`, group());
    expect(planned.statusCode).toBe(200);
    const groupId = planned.json().groups[0].id;
    const staffed = await at('rmg').post(
      `${base}/resource-groups/${groupId}/allocations/`,
      allocation(worker),
    );
    expect(staffed.statusCode).toBe(200);
    expect(staffed.json().permissions).toMatchObject({ can_update_team: true, can_plan_resources: false });
  });

  it('a group is saved short of people, with the count listed as a discrepancy; one outside the project is refused', async () => {
    const project = await newProject();
    const path = `/projects/projects/${project.id}/resource-groups/`;
    const saved = (await client('lead').post(path, group({ required_count: 2 }))).json();
    expect(saved.groups).toEqual([
      expect.objectContaining({ name: 'Engineers', required_count: 2, billing_role: null, members: [] }),
    ]);
    expect(saved.discrepancies).toEqual([
      expect.objectContaining({
        rule: 'resource_count_mismatch',
        message: 'Resource count must equal the required count',
        resource_group_id: saved.groups[0].id,
      }),
    ]);

    const outside = await client('lead').post(path, group({ end_date: '2027-01-31' }));
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({
      code: 'group_discripancy',
      codes: { discrepancies: ['group_end_after_project_end'] },
    });
    const after = (await client('lead').get(`/projects/projects/${project.id}/team-manager/`)).json();
    expect(after.groups).toHaveLength(1);
  });

  it('billable people need a billing role on their group and a negotiated rate in the project currency', async () => {
    const project = await newProject();
    const base = `/projects/projects/${project.id}`;
    const noRole = (await client('lead').post(`${base}/resource-groups/`, group())).json().groups[0];
    const billable = await client('lead').post(
      `${base}/resource-groups/${noRole.id}/allocations/`,
      allocation(workers[0] as number, { status: 'billable' }),
    );
    expect(billable.statusCode).toBe(400);
    expect(billable.json().codes.discrepancies).toEqual(['billing_role_required']);

    const role = await newBillingRole(`Senior Engineer ${project.id}`, [
      { currency: 'USD', rate: 60, effective_from: '2026-01-01' },
    ]);
    expect(
      (await client('lead').patch(`${base}/resource-groups/${noRole.id}/`, { billing_role_id: role.id }))
        .statusCode,
    ).toBe(200);
    const noRate = await client('lead').post(
      `${base}/resource-groups/${noRole.id}/allocations/`,
      allocation(workers[0] as number, { status: 'billable' }),
    );
    expect(noRate.statusCode).toBe(400);
    expect(noRate.json().code).toBe('negotiated_billing_rates_do_not_exist');

    await client('finance').post(`/projects/billing-roles/${role.id}/rates/`, {
      currency: 'INR',
      rate: 4500,
      effective_from: '2026-01-01',
    });
    const placed = await client('lead').post(
      `${base}/resource-groups/${noRole.id}/allocations/`,
      allocation(workers[0] as number, { status: 'billable' }),
    );
    expect(placed.statusCode).toBe(200);
    expect(placed.json().discrepancies).toEqual([]);
    const told = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ notification_text: string; action: string }>(
        tx,
        sql`select n.notification_text, n.action from notifications n
            join employees e on e.organization_id = n.organization_id and e.user_id = n.recipient_user_id
            where n.organization_id = ${org} and e.id = ${workers[0]} and n.action = 'allocation_added'
            order by n.id desc limit 1`,
      ),
    );
    expect(told[0]?.notification_text).toMatch(
      /^You are allocated to PR-\d{4} Team project \d+ from 01-Feb-2026 to 30-Nov-2026 at 100%$/,
    );
    const team = await client('owner').get(`${base}/team/`);
    expect(team.statusCode).toBe(200);
    expect(team.json().results).toEqual([
      expect.objectContaining({ employee_id: workers[0], resource_group_id: noRole.id, status: 'billable' }),
    ]);
    expect(placed.json().groups[0].members).toEqual([
      expect.objectContaining({ employee_id: workers[0], status: 'billable', allocation_percent: 100 }),
    ]);
  });

  it('lists the team a page at a time, earliest allocation first, with how many there are', async () => {
    const project = await newProject();
    const base = `/projects/projects/${project.id}`;
    const engineers = (
      await client('lead').post(`${base}/resource-groups/`, group({ required_count: 3 }))
    ).json().groups[0];
    for (const [index, worker] of workers.entries()) {
      const added = await client('lead').post(
        `${base}/resource-groups/${engineers.id}/allocations/`,
        allocation(worker, { start_date: `2026-0${index + 3}-01` }),
      );
      expect(added.statusCode, added.body).toBe(200);
    }
    const first = (await client('owner').get(`${base}/team/?limit=2`)).json();
    expect(first.count).toBe(3);
    expect(first.results.map((member: { employee_id: number }) => member.employee_id)).toEqual(
      workers.slice(0, 2),
    );
    const last = (await client('owner').get(`${base}/team/?limit=2&offset=2`)).json();
    expect(last).toMatchObject({
      count: 3,
      results: [{ employee_id: workers[2], start_date: '2026-05-01' }],
    });
    expect((await client('owner').get(`${base}/team/?limit=0`)).statusCode).toBe(400);
    expect((await client('owner').get(`${base}/team/?offset=-1`)).statusCode).toBe(400);
  });

  it('refuses a share above the group’s, a second allocation on the same days, and a stranger', async () => {
    const project = await newProject();
    const base = `/projects/projects/${project.id}`;
    const half = (
      await client('lead').post(`${base}/resource-groups/`, group({ allocation_percent: 50 }))
    ).json().groups[0];
    const path = `${base}/resource-groups/${half.id}/allocations/`;
    const above = await client('lead').post(path, allocation(workers[1] as number));
    expect(above.json()).toMatchObject({
      code: 'group_discripancy',
      codes: { discrepancies: ['resource_percent_above_group'] },
    });
    expect(
      (await client('lead').post(path, allocation(workers[1] as number, { allocation_percent: 50 })))
        .statusCode,
    ).toBe(200);
    const twice = await client('lead').post(
      path,
      allocation(workers[1] as number, { allocation_percent: 25, start_date: '2026-06-01' }),
    );
    expect(twice.json().code).toBe('allocation_overlap');
    const stranger = await client('lead').post(path, allocation(foreignEmployee, { allocation_percent: 50 }));
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().codes).toEqual({ employee_id: ['invalid'] });
  });

  it('deleting a group releases its people; a closed project’s team is settled', async () => {
    const project = await newProject();
    const base = `/projects/projects/${project.id}`;
    const g = (await client('lead').post(`${base}/resource-groups/`, group())).json().groups[0];
    await client('lead').post(
      `${base}/resource-groups/${g.id}/allocations/`,
      allocation(workers[2] as number),
    );
    const emptied = await client('lead').delete(`${base}/resource-groups/${g.id}/`);
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json()).toMatchObject({ groups: [], ungrouped: [] });
    const audit = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ action: string }>(
        tx,
        sql`select action from audit_events where organization_id = ${org} and entity_type = 'resource_group'
            and entity_id = ${String(g.id)} order by id`,
      ),
    );
    expect(audit.map((row) => row.action)).toEqual(['resource_group.create', 'resource_group.delete']);
    const released = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ count: number }>(
        tx,
        sql`select count(*)::int as count from audit_events where organization_id = ${org}
            and action = 'project_allocation.delete' and before->>'resourceGroupId' = ${String(g.id)}`,
      ),
    );
    expect(released[0]?.count).toBe(1);

    await client('ceo').post(`${base}/status/`, { status: 'active' });
    await client('ceo').post(`${base}/status/`, { status: 'closed' });
    const closed = await client('lead').post(`${base}/resource-groups/`, group());
    expect(closed.json().code).toBe('project_closed');
  });

  it('an allocation in no group (from an upload) is listed with its discrepancy', async () => {
    const project = await newProject();
    await buildAllocation(test, org, {
      projectId: project.id,
      person: { employeeId: workers[0] as number },
      start: '2026-03-01',
      end: '2026-03-31',
      status: 'assigned',
    });
    const team = (await client('owner').get(`/projects/projects/${project.id}/team-manager/`)).json();
    expect(team.ungrouped).toEqual([
      expect.objectContaining({ employee_id: workers[0], resource_group_id: null }),
    ]);
    expect(team.discrepancies.map((d: { rule: string }) => d.rule)).toEqual(['resource_without_group']);
  });

  it('another organisation’s project and group are not found', async () => {
    const foreign = (await as(test, other, tokens.ceo as string).get('/projects/projects/')).statusCode;
    expect(foreign).toBe(401);
    const project = await newProject();
    const g = (await client('lead').post(`/projects/projects/${project.id}/resource-groups/`, group())).json()
      .groups[0];
    const elsewhere = await newProject();
    const wrongProject = await client('lead').patch(
      `/projects/projects/${elsewhere.id}/resource-groups/${g.id}/`,
      {
        name: 'Moved',
      },
    );
    expect(wrongProject.statusCode).toBe(404);
    expect((await client('ceo').get('/projects/projects/999999/team-manager/')).statusCode).toBe(404);
  });
});

describe('contractors on a team', () => {
  it('a contractor is allocated within an ongoing contract, shown with their code, and told', async () => {
    const { contractor, user } = await buildContractor(test.ctx, org, {
      firstName: 'Zubin',
      contracts: [{ startDate: '2026-01-01', endDate: '2026-09-30' }],
    });
    const project = await newProject();
    const base = `/projects/projects/${project.id}`;
    const engineers = (await client('lead').post(`${base}/resource-groups/`, group())).json().groups[0];
    const path = `${base}/resource-groups/${engineers.id}/allocations/`;
    const terms = { start_date: '2026-02-01', allocation_percent: 100, status: 'non-billable' };

    const beyond = await client('lead').post(path, {
      ...terms,
      contractor_id: contractor.id,
      end_date: '2026-11-30',
    });
    expect([beyond.statusCode, beyond.json().code]).toEqual([400, 'no_active_contract']);

    const within = await client('lead').post(path, {
      ...terms,
      contractor_id: contractor.id,
      end_date: '2026-09-30',
    });
    expect(within.statusCode).toBe(200);
    const [member] = within.json().groups[0].members;
    expect(member).toMatchObject({
      employee_id: null,
      contractor_id: contractor.id,
      code: contractor.code,
      designation: null,
    });
    expect(member.name).toMatch(/^Zubin /);
    expect(within.json().discrepancies).toEqual([]);

    // Stretching it past the contract is refused with the same code.
    const stretched = await client('lead').patch(`${base}/allocations/${member.id}/`, {
      end_date: '2026-10-31',
    });
    expect([stretched.statusCode, stretched.json().code]).toEqual([400, 'no_active_contract']);

    const told = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ action: string }>(
        tx,
        sql`select action from notifications where organization_id = ${org} and recipient_user_id = ${user.id}`,
      ),
    );
    expect(told.map((row) => row.action)).toEqual(['allocation_added']);
  });

  it('an allocation beyond a contract that has since ended is listed as a discrepancy', async () => {
    const { contractor, contracts } = await buildContractor(test.ctx, org, {
      contracts: [{ startDate: '2026-01-01', endDate: '2026-12-31' }],
    });
    const project = await newProject();
    const base = `/projects/projects/${project.id}`;
    const engineers = (await client('lead').post(`${base}/resource-groups/`, group())).json().groups[0];
    const added = await client('lead').post(`${base}/resource-groups/${engineers.id}/allocations/`, {
      contractor_id: contractor.id,
      start_date: '2026-02-01',
      end_date: '2026-11-30',
      allocation_percent: 100,
      status: 'non-billable',
    });
    expect(added.statusCode).toBe(200);
    const contractManager = await buildSignedInEmployee(test, org, { roles: [ROLES.CONTRACTOR_MANAGER] });
    const terminated = await as(test, org, contractManager.token).post(
      `/contractors/contracts/${contracts[0]}/terminate/`,
      { terminated_on: '2026-06-30' },
    );
    expect(terminated.statusCode, terminated.body).toBe(200);
    const team = (await client('lead').get(`${base}/team-manager/`)).json();
    expect(team.discrepancies.map((d: { rule: string }) => d.rule)).toEqual(['allocation_outside_contract']);
  });

  it('names exactly one person; a contractor with no ongoing contract or of another organisation is refused', async () => {
    const project = await newProject();
    const base = `/projects/projects/${project.id}`;
    const engineers = (await client('lead').post(`${base}/resource-groups/`, group())).json().groups[0];
    const path = `${base}/resource-groups/${engineers.id}/allocations/`;
    const draftOnly = await buildContractor(test.ctx, org, {
      contracts: [{ startDate: '2026-01-01', endDate: '2026-12-31', status: 'draft' }],
    });
    const foreign = await buildContractor(test.ctx, other, {
      contracts: [{ startDate: '2026-01-01', endDate: '2026-12-31' }],
    });
    const terms = allocation(workers[2] as number);
    const both = await client('lead').post(path, { ...terms, contractor_id: draftOnly.contractor.id });
    expect(both.statusCode).toBe(400);
    const { employee_id: _, ...noOne } = terms;
    expect((await client('lead').post(path, noOne)).statusCode).toBe(400);
    const draft = await client('lead').post(path, { ...noOne, contractor_id: draftOnly.contractor.id });
    expect(draft.json().code).toBe('no_active_contract');
    const stranger = await client('lead').post(path, { ...noOne, contractor_id: foreign.contractor.id });
    expect([stranger.statusCode, stranger.json().codes]).toEqual([400, { contractor_id: ['invalid'] }]);
  });

  it('those who staff the project find contractors with an ongoing contract by name or code', async () => {
    const ongoing = await buildContractor(test.ctx, org, {
      firstName: 'Quillon',
      contracts: [
        { startDate: '2025-01-01', endDate: '2025-12-31', status: 'completed' },
        { startDate: '2026-01-01', endDate: '2026-12-31' },
      ],
    });
    await buildContractor(test.ctx, org, { firstName: 'Quillonette', contracts: [] });
    const project = await newProject();
    const path = `/projects/projects/${project.id}/contractors/`;
    const found = await client('lead').get(`${path}?search=quillon`);
    expect(found.statusCode).toBe(200);
    expect(found.json().results).toEqual([
      {
        id: ongoing.contractor.id,
        name: expect.stringMatching(/^Quillon /),
        code: ongoing.contractor.code,
        contracts: [{ start_date: '2026-01-01', end_date: '2026-12-31' }],
      },
    ]);
    expect(
      (await client('lead').get(`${path}?search=${ongoing.contractor.code}`)).json().results,
    ).toHaveLength(1);
    expect((await client('finance').get(path)).statusCode).toBe(403);
    expect((await client('staff').get(path)).statusCode).toBe(403);
    await buildEmployee(test.ctx, other, { roles: [ROLES.CEO], email: `ceo@other.${DOMAIN}` });
    const outsider = as(test, other, await signIn(test, other, `ceo@other.${DOMAIN}`));
    expect((await outsider.get(path)).statusCode).toBe(404);
  });
});

describe('billing roles', () => {
  it('are kept by finance and the CEO; names are unique; everyone who works with projects reads them', async () => {
    expect((await client('lead').post('/projects/billing-roles/', { name: 'Architect' })).statusCode).toBe(
      403,
    );
    expect((await client('staff').get('/projects/billing-roles/')).statusCode).toBe(403);
    await newBillingRole('Architect', [
      { currency: 'INR', rate: 6000, effective_from: '2026-01-01' },
      { currency: 'INR', rate: 6500, cost_rate: 4100.5, effective_from: '2026-07-01' },
    ]);
    const again = await client('ceo').post('/projects/billing-roles/', { name: 'architect' });
    expect(again.statusCode).toBe(409);
    const list = (await client('lead').get('/projects/billing-roles/')).json();
    expect(list.can_manage).toBe(false);
    expect(list.results.find((role: { name: string }) => role.name === 'Architect').rates).toEqual([
      { currency: 'INR', rate: 6500, cost_rate: 4100.5, effective_from: '2026-07-01' },
      { currency: 'INR', rate: 6000, cost_rate: null, effective_from: '2026-01-01' },
    ]);
  });
});
