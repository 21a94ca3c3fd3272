import { ROLES, type RoleId } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { buildExit } from '../../test/exit-factories';
import {
  as,
  type BuildEmployee,
  buildContractor,
  buildEmployee,
  buildOrganization,
  signIn,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rowsOf, uploadRows } from '../../test/uploads';

let test: TestApp;
let org: number;
let other: number;
const tokens: Record<string, string> = {};
const people: Record<string, { employeeId: number; code: string; userId: number; email: string }> = {};

async function person(name: string, roles: RoleId[], orgId = org, input: BuildEmployee = {}) {
  const email = `${name}@project-imports.test`;
  const built = await buildEmployee(test.ctx, orgId, { ...input, email, roles });
  people[name] = { employeeId: built.employee.id, code: built.employee.code, userId: built.user.id, email };
  tokens[name] = await signIn(test, orgId, email);
}

const upload = (who: string, kind: string, rows: (string | number | null)[][], orgId = org) =>
  uploadRows(test, { orgId, token: tokens[who] as string, kind }, rows);

const rowsIn = <T>(query: ReturnType<typeof sql>, orgId = org) =>
  withOrg(test.ctx.database.db, orgId, (tx) => queryRows<T>(tx, query));

const CLIENTS = ['Client'];
const PROJECTS = [
  'Project',
  'Client',
  'Billing Type',
  'Start Date',
  'End Date',
  'Project Owner Email',
  'Delivery Lead Email',
  'Status',
];
const ALLOCATIONS = [
  'Project',
  'Employee Code',
  'Start Date',
  'End Date',
  'Allocation %',
  'Status',
  'Resource Group',
];

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx, { name: 'Project Imports Org' })).id;
  other = (await buildOrganization(test.ctx, { name: 'Other Projects Org' })).id;
  await person('ceo', [ROLES.CEO]);
  await person('sales', [ROLES.PROJECT_SALES_HEAD]);
  await person('rmg', [ROLES.RMG_MANAGER]);
  await person('lead', [ROLES.DELIVERY_LEAD]);
  await person('owner', [ROLES.PROJECT_OWNER]);
  await person('dev', [ROLES.EMPLOYEE], org, { dateOfJoining: '2029-06-01' });
  await person('leaver', [ROLES.EMPLOYEE]);
  await person('otherCeo', [ROLES.CEO], other);
  await buildExit(test.ctx, org, {
    employeeId: people.leaver?.employeeId as number,
    by: people.ceo?.userId as number,
    noticeDate: '2030-01-01',
    lastWorkingDay: '2030-03-31',
  });
});
afterAll(() => test.close());

describe('templates', () => {
  it.each([
    ['clients-template.xlsx', CLIENTS],
    ['projects-template.xlsx', PROJECTS],
    ['project-allocations-template.xlsx', ALLOCATIONS],
  ])('serves %s with its columns', async (file, headers) => {
    const response = await test.app.inject({ url: `/api/public/templates/${file}` });
    expect(response.statusCode).toBe(200);
    const rows = await rowsOf(response.rawPayload);
    expect(rows.some((row) => headers.every((header, index) => row[index] === header))).toBe(true);
  });
});

describe('clients upload', () => {
  it('adds new names once; the same file again changes nothing', async () => {
    const rows = [CLIENTS, ['Globex'], ['Initech']];
    expect(await upload('sales', 'clients', rows)).toMatchObject({
      status: 'done',
      result: { records_added: 2, records_updated: 0 },
    });
    expect(await upload('sales', 'clients', [CLIENTS, ['Globex'], ['Umbrella']])).toMatchObject({
      status: 'done',
      result: { records_added: 1, records_updated: 1 },
    });
    const names = await rowsIn<{ name: string }>(sql`select name from clients order by name`);
    expect(names.map((row) => row.name)).toEqual(['Globex', 'Initech', 'Umbrella']);
  });

  it('is refused to someone who does not head sales', async () => {
    const response = await upload('rmg', 'clients', [CLIENTS, ['Hooli']]);
    expect(response).toMatchObject({ statusCode: 403 });
  });
});

describe('projects upload', () => {
  const project = (name: string, overrides: Partial<Record<string, string | null>> = {}) => {
    const values: Record<string, string | null> = {
      client: 'Globex',
      billing: 'time-and-material',
      start: '2030-01-01',
      end: '2030-12-31',
      owner: people.owner?.email as string,
      lead: people.lead?.email as string,
      status: null,
      ...overrides,
    };
    return [
      name,
      values.client,
      values.billing,
      values.start,
      values.end,
      values.owner,
      values.lead,
      values.status,
    ] as (string | null)[];
  };

  it('adds projects with the next PR- codes, their client, owner and delivery lead, audited', async () => {
    const task = await upload('ceo', 'projects', [
      PROJECTS,
      project('Apollo'),
      project('Borealis', { billing: 'fixed-bid', status: 'draft', end: '2030-06-30' }),
    ]);
    expect(task).toMatchObject({ status: 'done', result: { records_added: 2, records_updated: 0 } });
    const rows = await rowsIn<Record<string, unknown>>(
      sql`select p.number, p.name, c.name as client, p.billing_type, p.status, p.start_date::text,
            p.end_date::text, p.project_owner_id, p.delivery_lead_id
          from projects p join clients c on c.id = p.client_id order by p.number`,
    );
    expect(rows).toEqual([
      {
        number: 1,
        name: 'Apollo',
        client: 'Globex',
        billing_type: 'time-and-material',
        status: 'active',
        start_date: '2030-01-01',
        end_date: '2030-12-31',
        project_owner_id: people.owner?.userId,
        delivery_lead_id: people.lead?.userId,
      },
      expect.objectContaining({ number: 2, name: 'Borealis', billing_type: 'fixed-bid', status: 'draft' }),
    ]);
    const audits = await rowsIn<{ count: number }>(
      sql`select count(*)::int as count from audit_events where action = 'project.create'`,
    );
    expect(audits[0]?.count).toBe(2);
    expect(await rowsIn(sql`select id from projects`, other)).toEqual([]);
  });

  it('updates a project named again (in any case) and never extends a draft', async () => {
    const task = await upload('ceo', 'projects', [
      PROJECTS,
      project('APOLLO', { client: 'Initech', lead: people.owner?.email as string }),
      project('borealis', { billing: 'fixed-bid', status: 'draft', end: '2030-07-31' }),
    ]);
    expect(task.status).toBe('failed');
    expect(task.errors.row_errors).toEqual({ '3': { end_date: ['A draft project cannot be extended.'] } });
    const fixed = await upload('ceo', 'projects', [
      PROJECTS,
      project('APOLLO', { client: 'Initech', lead: people.owner?.email as string }),
    ]);
    expect(fixed).toMatchObject({ status: 'done', result: { records_added: 0, records_updated: 1 } });
    const [apollo] = await rowsIn<{ number: number; name: string; delivery_lead_id: number }>(
      sql`select number, name, delivery_lead_id from projects where number = 1`,
    );
    expect(apollo).toEqual({ number: 1, name: 'Apollo', delivery_lead_id: people.owner?.userId });
    await upload('ceo', 'projects', [PROJECTS, project('Apollo')]);
  });

  it('reports unknown clients and users, bad billing types and dates out of order, writing nothing', async () => {
    const task = await upload('ceo', 'projects', [
      PROJECTS,
      project('Cygnus', { client: 'Nobody Inc' }),
      project('Draco', { owner: 'ghost@project-imports.test' }),
      project('Eridanus', { billing: 'retainer' }),
      project('Fornax', { start: '2030-05-01', end: '2030-04-30' }),
      project('Gemini', { lead: null }),
    ]);
    expect(task.status).toBe('failed');
    expect(task.errors.row_errors).toEqual({
      '2': { client: ['There is no client named "Nobody Inc".'] },
      '3': { project_owner_email: ['There is no active user with email "ghost@project-imports.test".'] },
      '4': { billing_type: ['Use one of: fixed-bid, time-and-material.'] },
      '5': { end_date: ['The end date must not be before the start date.'] },
      '6': { delivery_lead_email: ['This field is required.'] },
    });
    expect(await rowsIn(sql`select id from projects where number > 2`)).toEqual([]);
  });

  it('is refused to a delivery lead, whose organisation lets only the CEO set projects up by upload', async () => {
    expect(await upload('lead', 'projects', [PROJECTS, project('Hydra')])).toMatchObject({ statusCode: 403 });
  });

  it('leaves a closed project as it is, status included', async () => {
    await upload('ceo', 'projects', [PROJECTS, project('Lyra', { status: 'closed' })]);
    const task = await upload('ceo', 'projects', [
      PROJECTS,
      project('lyra', { status: 'active', end: '2030-06-30' }),
    ]);
    expect(task.status).toBe('failed');
    const [lyra] = await rowsIn<{ number: number; status: string; end_date: string }>(
      sql`select number, status, end_date::text from projects where name = 'Lyra'`,
    );
    expect(task.errors.row_errors).toEqual({
      '2': { name: [`PR-${String(lyra?.number).padStart(4, '0')} is closed and cannot be changed.`] },
    });
    expect(lyra).toMatchObject({ status: 'closed', end_date: '2030-12-31' });
  });

  describe('allocations', () => {
    const allocation = (
      code: string,
      start: string,
      end: string,
      {
        project = 'PR-0001',
        percent = null as number | null,
        status = null as string | null,
        group = null as string | null,
      } = {},
    ) => [project, code, start, end, percent, status, group];

    it('allocates people by project code or name, within the project and their time with us', async () => {
      const dev = people.dev?.code as string;
      const leaver = people.leaver?.code as string;
      const task = await upload('rmg', 'project_allocations', [
        ALLOCATIONS,
        allocation(dev, '2030-01-01', '2030-03-31', { percent: 50, status: 'billable' }),
        allocation(dev, '2030-04-01', '2030-06-30', { project: 'apollo' }),
        allocation(leaver, '2030-02-01', '2030-03-31', { project: 'pr-2', status: 'buffer' }),
      ]);
      expect(task).toMatchObject({ status: 'done', result: { records_added: 3, records_updated: 0 } });
      const rows = await rowsIn<Record<string, unknown>>(
        sql`select p.number, a.employee_id, a.start_date::text, a.end_date::text, a.allocation_percent::float8 as percent,
              a.status
            from project_allocations a join projects p on p.id = a.project_id order by p.number, a.start_date`,
      );
      expect(rows).toEqual([
        {
          number: 1,
          employee_id: people.dev?.employeeId,
          start_date: '2030-01-01',
          end_date: '2030-03-31',
          percent: 50,
          status: 'billable',
        },
        {
          number: 1,
          employee_id: people.dev?.employeeId,
          start_date: '2030-04-01',
          end_date: '2030-06-30',
          percent: 100,
          status: 'assigned',
        },
        {
          number: 2,
          employee_id: people.leaver?.employeeId,
          start_date: '2030-02-01',
          end_date: '2030-03-31',
          percent: 100,
          status: 'buffer',
        },
      ]);
    });

    it('updates the allocation with the same project, person and start', async () => {
      const task = await upload('rmg', 'project_allocations', [
        ALLOCATIONS,
        allocation(people.dev?.code as string, '2030-01-01', '2030-02-28', { percent: 75.5 }),
      ]);
      expect(task).toMatchObject({ status: 'done', result: { records_added: 0, records_updated: 1 } });
      const audits = await rowsIn<{ action: string; count: number }>(
        sql`select action, count(*)::int as count from audit_events
            where entity_type = 'project_allocation' group by action order by action`,
      );
      expect(audits).toEqual([
        { action: 'project_allocation.create', count: 3 },
        { action: 'project_allocation.update', count: 1 },
      ]);
      const [row] = await rowsIn<{ end_date: string; percent: number }>(
        sql`select end_date::text, allocation_percent::float8 as percent from project_allocations
            where start_date = '2030-01-01'`,
      );
      expect(row).toEqual({ end_date: '2030-02-28', percent: 75.5 });
    });

    it("a row naming a resource group fills it, under the Team Manager's discrepancy rules", async () => {
      const [apollo] = await rowsIn<{ id: number }>(sql`select id from projects where number = 1`);
      const created = await as(test, org, tokens.ceo as string).post(
        `/projects/projects/${apollo?.id}/resource-groups/`,
        {
          name: 'Engineers',
          required_count: 1,
          allocation_percent: 50,
          start_date: '2030-01-01',
          end_date: '2030-06-30',
        },
      );
      expect(created.statusCode).toBe(200);
      const dev = people.dev?.code as string;
      const refused = await upload('rmg', 'project_allocations', [
        ALLOCATIONS,
        allocation(dev, '2030-01-01', '2030-02-28', { percent: 100, group: 'engineers' }),
        allocation(dev, '2030-07-01', '2030-07-31', { percent: 50, group: 'Engineers' }),
        allocation(dev, '2030-09-01', '2030-09-30', { group: 'Designers' }),
      ]);
      expect(refused.status).toBe('failed');
      expect(refused.errors.row_errors).toEqual({
        '2': { resource_group: ['Resource allocation % must not be above the group requirement'] },
        '3': { resource_group: ['Resource end date must not be after the group end date'] },
        '4': { resource_group: ['PR-0001 has no resource group "Designers".'] },
      });

      const placed = await upload('rmg', 'project_allocations', [
        ALLOCATIONS,
        allocation(dev, '2030-01-01', '2030-02-28', {
          percent: 50,
          status: 'non-billable',
          group: 'Engineers',
        }),
      ]);
      expect(placed).toMatchObject({ status: 'done', result: { records_updated: 1 } });
      const team = (
        await as(test, org, tokens.ceo as string).get(`/projects/projects/${apollo?.id}/team-manager/`)
      ).json();
      expect(team.groups[0].members).toEqual([
        expect.objectContaining({
          employee_id: people.dev?.employeeId,
          start_date: '2030-01-01',
          allocation_percent: 50,
        }),
      ]);
      // No call takes an allocation out of its group (an upload leaves it there): raw SQL does, for the tests after.
      await withOrg(test.ctx.database.db, org, (tx) =>
        tx.execute(
          sql`update project_allocations set resource_group_id = null where organization_id = ${org}`,
        ),
      );
    });

    it('allocates contractors by their code, within one of their contracts', async () => {
      const { contractor } = await buildContractor(test.ctx, org, {
        contracts: [{ startDate: '2030-01-01', endDate: '2030-03-31' }],
      });
      const refused = await upload('rmg', 'project_allocations', [
        ALLOCATIONS,
        allocation(contractor.code, '2030-03-01', '2030-04-30'),
      ]);
      expect(refused.errors.row_errors).toEqual({
        '2': { start_date: ["The allocation must fall within one of the contractor's contracts."] },
      });
      const added = await upload('rmg', 'project_allocations', [
        ALLOCATIONS,
        allocation(contractor.code.toLowerCase(), '2030-02-01', '2030-03-31', { status: 'non-billable' }),
      ]);
      expect(added).toMatchObject({ status: 'done', result: { records_added: 1 } });
      expect(
        await rowsIn(
          sql`select employee_id, start_date::text, end_date::text from project_allocations
              where contractor_id = ${contractor.id}`,
        ),
      ).toEqual([{ employee_id: null, start_date: '2030-02-01', end_date: '2030-03-31' }]);
      const [placed] = await rowsIn<{ id: number; project_id: number }>(
        sql`select id, project_id from project_allocations where contractor_id = ${contractor.id}`,
      );
      const released = await as(test, org, tokens.ceo as string).delete(
        `/projects/projects/${placed?.project_id}/allocations/${placed?.id}/`,
      );
      expect(released.statusCode).toBe(200);
    });

    it('refuses allocations outside the project, before joining, after leaving, or overlapping', async () => {
      const dev = people.dev?.code as string;
      const leaver = people.leaver?.code as string;
      const task = await upload('rmg', 'project_allocations', [
        ALLOCATIONS,
        allocation(dev, '2029-12-01', '2030-01-31', { project: 'Borealis' }),
        allocation(dev, '2029-05-01', '2029-05-31', { project: 'PR-0001' }),
        allocation(leaver, '2030-04-01', '2030-05-31', { project: 'Apollo' }),
        allocation(dev, '2030-06-01', '2030-07-31'),
        allocation(dev, '2030-08-01', '2030-08-31'),
        allocation(dev, '2030-08-15', '2030-09-30'),
        allocation('NOBODY', '2030-01-01', '2030-01-31', { project: 'Zeta' }),
        allocation(dev, '2030-10-01', '2030-09-01', { percent: 12.345 }),
      ]);
      expect(task.status).toBe('failed');
      expect(task.errors.row_errors).toEqual({
        '2': { start_date: ["The allocation must fall within PR-0002's dates, 2030-01-01 to 2030-06-30."] },
        '3': {
          start_date: [
            "The allocation must fall within PR-0001's dates, 2030-01-01 to 2030-12-31.",
            'The allocation cannot start before the employee joined on 2029-06-01.',
          ],
        },
        '4': { end_date: ["The allocation cannot end after the employee's last working day, 2030-03-31."] },
        '5': { start_date: ['This person is already allocated to this project on some of these dates.'] },
        '7': { start_date: ['This person is already allocated to this project on some of these dates.'] },
        '8': {
          project: ['There is no project "Zeta".'],
          code: ['There is no employee or contractor with code "NOBODY".'],
        },
        '9': {
          allocation_percent: ['Use at most 2 decimals.'],
          end_date: ['The allocation must not end before it starts.'],
        },
      });
    });

    it('keeps a project from shrinking away from its allocations', async () => {
      const task = await upload('ceo', 'projects', [PROJECTS, project('Apollo', { end: '2030-05-31' })]);
      expect(task.status).toBe('failed');
      expect(task.errors.row_errors).toEqual({
        '2': {
          start_date: [
            'PR-0001 has people allocated from 2030-01-01 to 2030-06-30; its dates must hold them.',
          ],
        },
      });
    });

    it('is refused to a delivery lead and to another organisation', async () => {
      const rows = [ALLOCATIONS, allocation(people.dev?.code as string, '2030-07-01', '2030-07-31')];
      expect(await upload('lead', 'project_allocations', rows)).toMatchObject({ statusCode: 403 });
      const foreign = await upload('otherCeo', 'project_allocations', rows, other);
      expect(foreign.status).toBe('failed');
      expect(foreign.errors.row_errors['2']).toEqual({
        project: ['There is no project "PR-0001".'],
        code: [`There is no employee or contractor with code "${people.dev?.code}".`],
      });
    });
  });
});

describe('fixed-bid milestones upload', () => {
  const MILESTONES = [
    'Project',
    'Milestone',
    'Planned Date',
    'Planned Amount',
    'Actual Date',
    'Actual Amount',
  ];
  it('adds and updates milestones of fixed-bid projects within their dates; others are refused by row', async () => {
    const made = await upload('ceo', 'projects', [
      PROJECTS,
      [
        'Orion',
        'Globex',
        'fixed-bid',
        '2030-01-01',
        '2030-06-30',
        people.owner?.email as string,
        people.lead?.email as string,
        'draft',
      ],
    ]);
    expect(made).toMatchObject({ status: 'done' });
    const [orion] = await rowsIn<{ number: number }>(sql`select number from projects where name = 'Orion'`);
    const code = `PR-${String(orion?.number).padStart(4, '0')}`;
    const first = await upload('ceo', 'fixed_bid_milestones', [
      MILESTONES,
      ['Orion', 'Design', '2030-02-28', 40000, null, null],
      [code, 'Build', '2030-05-31', 85000.5, '2030-05-30', 80000],
    ]);
    expect(first).toMatchObject({ status: 'done', result: { records_added: 2, records_updated: 0 } });
    const again = await upload('ceo', 'fixed_bid_milestones', [
      MILESTONES,
      ['orion', 'design', '2030-03-15', 42000, '2030-03-14', 42000],
    ]);
    expect(again).toMatchObject({ status: 'done', result: { records_added: 0, records_updated: 1 } });
    expect(
      await rowsIn(
        sql`select m.name, m.planned_date::text, m.planned_amount::float8 as planned, m.actual_date::text,
              m.actual_amount::float8 as actual
            from project_milestones m join projects p on p.id = m.project_id where p.name = 'Orion' order by m.id`,
      ),
    ).toEqual([
      {
        name: 'Design',
        planned_date: '2030-03-15',
        planned: 42000,
        actual_date: '2030-03-14',
        actual: 42000,
      },
      {
        name: 'Build',
        planned_date: '2030-05-31',
        planned: 85000.5,
        actual_date: '2030-05-30',
        actual: 80000,
      },
    ]);

    const refused = await upload('ceo', 'fixed_bid_milestones', [
      MILESTONES,
      ['Apollo', 'Kick-off', '2030-02-01', 100, null, null],
      ['Orion', 'Late', '2030-07-01', 100, null, null],
      ['Nowhere', 'Kick-off', '2030-02-01', 100, null, null],
      ['Orion', 'Cents', '2030-02-01', 100.001, null, null],
    ]);
    expect(refused.status).toBe('failed');
    expect(refused.errors.row_errors).toEqual({
      '2': { project: ['PR-0001 is not a fixed-bid project.'] },
      '3': { planned_date: [`Milestone dates must fall within ${code}'s dates, 2030-01-01 to 2030-06-30.`] },
      '4': { project: ['There is no project "Nowhere".'] },
      '5': { planned_amount: ['Use at most 2 decimals.'] },
    });
    expect(
      await upload('lead', 'fixed_bid_milestones', [MILESTONES, ['Orion', 'X', '2030-02-01', 1, null, null]]),
    ).toMatchObject({ statusCode: 403 });
  });
});
