import { ROLE_IDS, ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../platform/db/query-rows';
import { withOrg } from '../platform/db/tenant';
import { bearer, signIn } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedDemo } from './demo-seed';

let test: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  test = await createTestApp({ DEMO_PASSWORD: 'Demo-pass-123' }, { freshDatabase: true });
  await seedDemo(test.ctx);
  for (const host of ['localhost', 'zensoft.localhost']) {
    const response = await test.app.inject({ url: `/api/public/org/list/${host}/` });
    ids[host] = response.json().id;
  }
}, 120_000);
afterAll(() => test.close());

const rolesOf = async (email: string, host = 'localhost') => {
  const orgId = ids[host] as number;
  const token = await signIn(test, orgId, email, 'Demo-pass-123', host);
  const me = await test.app.inject({
    url: `/api/${orgId}/org/employee/me/?roles=true`,
    headers: { ...bearer(token), host },
  });
  return me.json().roles as string[];
};

describe('demo data', () => {
  it('serves Acme at localhost, 127.0.0.1 and acme.localhost, with Google as a secondary provider', async () => {
    for (const host of ['localhost', '127.0.0.1', 'acme.localhost']) {
      const response = await test.app.inject({ url: `/api/public/org/list/${host}/` });
      expect(response.json()).toMatchObject({
        name: 'Acme Corporation',
        slug: 'acme',
        employee_secondary_login_providers: ['google'],
        project_permission_variant: 'default',
      });
    }
  });

  it('serves Zensoft at zensoft.localhost with the zensoft variant', async () => {
    const response = await test.app.inject({ url: '/api/public/org/list/zensoft.localhost/' });
    expect(response.json()).toMatchObject({
      name: 'Zensoft',
      slug: 'zensoft',
      project_permission_variant: 'zensoft',
    });
    expect(await rolesOf('ceo@zensoft.example', 'zensoft.localhost')).toContain(ROLES.CEO);
  });

  it.each([
    ['ceo@acme.example', [ROLES.CEO]],
    ['admin@acme.example', [ROLES.ORG_ADMIN, ROLES.SETUP_MANAGER]],
    ['hr@acme.example', [ROLES.EMPLOYEE_MANAGER, ROLES.EMPLOYEE_EXIT_MANAGER, ROLES.LMS_ADMIN]],
    ['salary@acme.example', [ROLES.SALARY_MANAGER]],
    ['manager@acme.example', [ROLES.DELIVERY_LEAD, ROLES.TIMESHEET_APPROVER, ROLES.DEPARTMENT_HEAD]],
    ['employee@acme.example', [ROLES.EMPLOYEE]],
    ['contractor@acme.example', [ROLES.CONTRACTOR]],
  ])('signs %s in with the demo password and the roles the README promises', async (email, roles) => {
    expect(await rolesOf(email)).toEqual(expect.arrayContaining(roles));
  });

  it('has a user for every role identifier of the spec', async () => {
    const held = await queryRows<{ role: string }>(
      test.ctx.database.db,
      sql`select distinct role from user_roles where organization_id = ${ids.localhost}
          union select 'department-head' from departments where organization_id = ${ids.localhost} and head_user_id is not null
          union select 'sub-department-head' from sub_departments where organization_id = ${ids.localhost} and head_user_id is not null
          union select 'timesheet-approver' from users where organization_id = ${ids.localhost} and is_timesheet_approver`,
    );
    expect(held.map((row) => row.role).sort()).toEqual([...ROLE_IDS].sort());
  });

  it('makes the employee report to the manager and gives Acme about sixty people', async () => {
    const [row] = await queryRows<{ manager: string; employees: number; departments: number }>(
      test.ctx.database.db,
      sql`select (select u.email from employees e join employees m on m.id = e.reporting_manager_id
                   join users u on u.id = m.user_id join users me on me.id = e.user_id
                   where me.email = 'employee@acme.example') as manager,
                 (select count(*)::int from employees where organization_id = ${ids.localhost}) as employees,
                 (select count(*)::int from departments where organization_id = ${ids.localhost}) as departments`,
    );
    expect(row?.manager).toBe('manager@acme.example');
    expect(row?.employees).toBeGreaterThanOrEqual(55);
    expect(row?.departments).toBeGreaterThanOrEqual(5);
  });

  it('shows the project owner the leave of the people on their project in Team Leaves', async () => {
    const orgId = ids.localhost as number;
    const token = await signIn(test, orgId, 'project-owner@acme.example', 'Demo-pass-123');
    // The demo's request is two working weeks ahead, or on the last working day of the leave year.
    const day = (shift: number) => new Date(Date.now() + shift * 86_400_000).toISOString().slice(0, 10);
    const [from, to] = [day(-7), day(30)];
    const response = await test.app.inject({
      url: `/api/${orgId}/leave-portal/team-leaves/?from=${from}&to=${to}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual([
      expect.objectContaining({
        code: 'LR-0001',
        employee: expect.objectContaining({ name: 'Ananya Sharma' }),
      }),
    ]);
  });

  it('gives everyone at least the experience of their years since joining', async () => {
    const short = await queryRows<{ code: string }>(
      test.ctx.database.db,
      sql`select code from employees where date_of_joining is not null and
            total_experience < extract(year from age(current_date, date_of_joining))`,
    );
    expect(short).toEqual([]);
  });

  it("shows a delivery lead their project's revenue and costs, within its dates and receipt rules", async () => {
    const orgId = ids.localhost as number;
    const token = await signIn(test, orgId, 'manager@acme.example', 'Demo-pass-123');
    const projects = await test.app.inject({
      url: `/api/${orgId}/projects/projects/`,
      headers: bearer(token),
    });
    const led = projects.json().results.find((project: { status: string }) => project.status === 'active');
    const revenue = await test.app.inject({
      url: `/api/${orgId}/projects/projects/${led.id}/revenues/`,
      headers: bearer(token),
    });
    expect(revenue.statusCode).toBe(200);
    expect(revenue.json().count).toBeGreaterThan(0);
    for (const entry of revenue.json().results) {
      expect(entry.revenue_date >= led.start_date).toBe(true);
      expect(entry.receipt_date >= entry.revenue_date).toBe(true);
    }
    const costs = await test.app.inject({
      url: `/api/${orgId}/projects/projects/${led.id}/costs/`,
      headers: bearer(token),
    });
    expect(costs.json().count).toBeGreaterThan(0);
  });

  it.each([
    ['manager@acme.example', 'localhost'],
    ['ceo@zensoft.example', 'zensoft.localhost'],
  ])('gives %s pending timesheets of both kinds to drill into', async (email, host) => {
    const orgId = ids[host] as number;
    const token = await signIn(test, orgId, email, 'Demo-pass-123', host);
    for (const kind of ['submission', 'approval']) {
      const response = await test.app.inject({
        url: `/api/${orgId}/timesheets/pending/?kind=${kind}`,
        headers: { ...bearer(token), host },
      });
      expect([kind, response.json().count > 0]).toEqual([kind, true]);
    }
  });

  it('records its approved weeks as approvals do: one notice and one audit row per week, naming the week', async () => {
    const acme = ids.localhost as number;
    const [history] = await withOrg(test.ctx.database.db, acme, (tx) =>
      queryRows<{ weeks: number; notices: number; audits: number; unnamed: number }>(
        tx,
        sql`select
              (select count(*)::int from timesheets where organization_id = ${acme} and status = 'approved') as weeks,
              (select count(*)::int from notifications where organization_id = ${acme}
                and action = 'timesheet:approved') as notices,
              (select count(*)::int from audit_events where organization_id = ${acme}
                and action = 'timesheet.approve') as audits,
              (select count(*)::int from notifications where organization_id = ${acme}
                and action = 'timesheet:approved' and notification_text not like '% of the week of %') as unnamed`,
      ),
    );
    expect(history?.weeks).toBeGreaterThan(0);
    expect(history).toEqual({
      weeks: history?.weeks,
      notices: history?.weeks,
      audits: history?.weeks,
      unnamed: 0,
    });
  });

  it('gives each Acme admin a personal token and Acme a retired organisation token, none of a known value', async () => {
    const orgId = ids.localhost as number;
    const token = await signIn(test, orgId, 'admin@acme.example', 'Demo-pass-123', 'localhost');
    const listed = await test.app.inject({
      url: `/api/${orgId}/access-tokens/`,
      headers: { ...bearer(token), host: 'localhost' },
    });
    const tokens = listed.json().results as {
      kind: string;
      status: string;
      owner: { name: string } | null;
    }[];
    expect(tokens.filter((row) => row.kind === 'organization').map((row) => row.status)).toEqual(['revoked']);
    expect(tokens.filter((row) => row.kind === 'personal').length).toBeGreaterThan(0);
    expect(tokens.every((row) => !('token' in row))).toBe(true);
  });

  it('gives Acme and Zensoft hiring requests in several states and a candidate pool with a look-alike pair', async () => {
    const listOf = async (email: string, host: string, path: string) => {
      const orgId = ids[host] as number;
      const token = await signIn(test, orgId, email, 'Demo-pass-123', host);
      const page = await test.app.inject({
        url: `/api/${orgId}${path}`,
        headers: { ...bearer(token), host },
      });
      return page.json().results as Record<string, unknown>[];
    };
    const acme = await listOf('recruitment-manager@acme.example', 'localhost', '/hiring/hiring-requests/');
    expect(new Set(acme.map((request) => request.status))).toEqual(
      new Set(['pending', 'open', 'on-hold', 'closed', 'rejected']),
    );
    const pool = await listOf('recruiter@acme.example', 'localhost', '/hiring/candidates/?limit=50');
    expect(pool).toHaveLength(15);
    expect(pool.filter((candidate) => candidate.name === 'Priya Sharma')).toHaveLength(2);
    const zensoft = await listOf('ceo@zensoft.example', 'zensoft.localhost', '/hiring/hiring-requests/');
    expect(zensoft.map((request) => request.code)).toEqual(['HR-0002', 'HR-0001']);
    const applications = await listOf(
      'recruitment-manager@acme.example',
      'localhost',
      '/hiring/applications/',
    );
    expect(new Set(applications.map((application) => (application.stage as { key: string }).key))).toEqual(
      new Set(['screening', 'interview-1', 'interview-2', 'hr', 'offer', 'joined']),
    );
    expect(new Set(applications.map((application) => application.status))).toEqual(
      new Set(['in-progress', 'on-hold', 'rejected', 'joined']),
    );
    const panel = await listOf('hiring-manager@acme.example', 'localhost', '/hiring/interviews/');
    expect(panel.some((interview) => interview.my_feedback !== null)).toBe(true);
    expect(panel.some((interview) => interview.status === 'accepted')).toBe(true);
    const zensoftApplications = await listOf(
      'ceo@zensoft.example',
      'zensoft.localhost',
      '/hiring/applications/',
    );
    expect(zensoftApplications).toHaveLength(3);
    const onboarding = await listOf('onboarding-manager@acme.example', 'localhost', '/hiring/offers/');
    expect(onboarding).toEqual([
      expect.objectContaining({
        candidate: expect.objectContaining({ name: 'Siddharth Rao' }),
        status: 'accepted',
        ctc: null,
        checklist: { done: 2, total: 5 },
      }),
    ]);
  });

  it('gives Acme and Zensoft resource requests in several states, one fulfilled by an allocation, and an RMG pool', async () => {
    const listOf = async (email: string, host: string, path: string) => {
      const orgId = ids[host] as number;
      const token = await signIn(test, orgId, email, 'Demo-pass-123', host);
      const page = await test.app.inject({
        url: `/api/${orgId}${path}`,
        headers: { ...bearer(token), host },
      });
      return page.json().results as Record<string, unknown>[];
    };
    const acme = await listOf('rmg@acme.example', 'localhost', '/resources/resource-requests/');
    expect(new Set(acme.map((request) => request.status))).toEqual(
      new Set(['pending', 'open', 'in-progress', 'fulfilled', 'cancelled', 'closed']),
    );
    expect(acme.find((request) => request.status === 'fulfilled')).toMatchObject({ filled_count: 1 });
    const pool = await listOf('rmg@acme.example', 'localhost', '/resources/pool/?limit=50');
    expect(pool.length).toBeGreaterThan(10);
    expect(pool.some((member) => (member.skills as string[]).length > 0)).toBe(true);
    const lead = await listOf('manager@acme.example', 'localhost', '/resources/resource-requests/');
    expect(lead.length).toBe(acme.length);
    const zensoft = await listOf('ceo@zensoft.example', 'zensoft.localhost', '/resources/resource-requests/');
    expect(zensoft.map((request) => request.status)).toEqual(['cancelled', 'open', 'pending']);
  });

  it('gives Acme opportunities at every stage of two pipelines, its executive seeing their own, one with its proposal filed, and one ready to win into a project', async () => {
    const as = async (email: string, host = 'localhost') => {
      const orgId = ids[host] as number;
      const token = await signIn(test, orgId, email, 'Demo-pass-123', host);
      return (method: 'GET' | 'POST', path: string, payload?: object) =>
        test.app.inject({
          method,
          url: `/api/${orgId}${path}`,
          headers: { ...bearer(token), host },
          payload,
        });
    };
    const head = await as('sales-head@acme.example');
    const all = (await head('GET', '/sales/opportunities/')).json().results as {
      id: number;
      name: string;
      status: string;
      pipeline: { name: string };
      stage: { name: string } | null;
    }[];
    const process = (await head('GET', '/sales/stages/')).json() as { pipelines: { name: string }[] };
    expect(process.pipelines.map((pipeline) => pipeline.name)).toEqual(['Services', 'Staff augmentation']);
    const stagesIn = (pipeline: string) =>
      new Set(all.filter((o) => o.pipeline.name === pipeline).map((o) => o.stage?.name));
    expect(stagesIn('Services')).toEqual(new Set(['Qualification', 'Proposal', 'Negotiation', 'Closure']));
    expect(stagesIn('Staff augmentation')).toEqual(new Set(['Profiles shared', 'Client interviews']));
    expect(all.map((o) => o.status)).toContain('lost');
    const executive = await as('sales-executive@acme.example');
    const own = (await executive('GET', '/sales/opportunities/')).json().results as { name: string }[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(all.length);
    const ready = all.find((o) => o.name === 'Mobile Banking Rollout');
    const won = await executive('POST', `/sales/opportunities/${ready?.id}/outcome/`, {
      outcome: 'won',
      reason: 'Signed',
    });
    expect(won.statusCode, won.body).toBe(200);
    expect(won.json()).toMatchObject({ status: 'won', project: { name: 'Mobile Banking Rollout' } });
    // The claims portal's proposal, filed by its owner, opens as the PDF it is.
    const claims = all.find((o) => o.name === 'Claims Portal Redesign');
    const documents = (await executive('GET', `/sales/opportunities/${claims?.id}/documents/`)).json();
    expect(documents.results).toEqual([
      expect.objectContaining({
        title: 'Proposal for the claims portal',
        extension: 'pdf',
        can_change: true,
      }),
    ]);
    const file = await executive(
      'GET',
      `/sales/opportunities/${claims?.id}/documents/${documents.results[0].id}/file/`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const zensoft = await as('ceo@zensoft.example', 'zensoft.localhost');
    expect((await zensoft('GET', '/sales/opportunities/')).json().count).toBeGreaterThan(0);
    expect((await zensoft('GET', '/sales/stages/')).json().pipelines).toHaveLength(1);
  });

  it('gives Acme this year’s active business plan with targets the won opportunities count against', async () => {
    const orgId = ids.localhost as number;
    const token = await signIn(test, orgId, 'finance@acme.example', 'Demo-pass-123', 'localhost');
    const get = (path: string) =>
      test.app.inject({ url: `/api/${orgId}${path}`, headers: { ...bearer(token), host: 'localhost' } });
    const plans = (await get('/sales/business-plans/')).json().results;
    expect(plans).toMatchObject([{ name: 'Growth Plan', status: 'active', target_count: 3 }]);
    const figures = (await get(`/sales/business-plans/${plans[0].id}/figures/`)).json();
    const sneha = figures.results.find(
      (row: { person: { name: string } | null }) => row.person?.name === 'Sneha Joshi',
    );
    expect(sneha.year.target).toBe(15_000_000);
    expect(sneha.year.achievement).toBeGreaterThan(0);
    const tile = (await get('/dashboard/widgets/client_achievements/')).json();
    const total = tile.client_achievements.reduce(
      (sum: number, q: { existing_client_achievement: number; new_client_achievement: number }) =>
        sum + q.existing_client_achievement + q.new_client_achievement,
      0,
    );
    expect(total).toBeGreaterThan(0);
  });

  it('does nothing when run again', async () => {
    expect(await seedDemo(test.ctx)).toEqual({ seeded: false });
  });

  it('keeps every table of organisation data to its organisation by row-level security alone', async () => {
    const db = test.ctx.database.db;
    const acme = ids.localhost as number;
    const zensoft = ids['zensoft.localhost'] as number;
    const tables = await withOrg(db, acme, (tx) =>
      queryRows<{ name: string }>(
        tx,
        sql`select c.table_name as name from information_schema.columns c
            join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
            where c.table_schema = 'public' and c.column_name = 'organization_id' and t.table_type = 'BASE TABLE'
            order by 1`,
      ),
    );
    const countOf = (organizationId: number, name: string, of: number) =>
      withOrg(db, organizationId, async (tx) => {
        const [row] = await queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from ${sql.identifier(name)} where organization_id = ${of}`,
        );
        return row?.n ?? 0;
      });
    const seen: string[] = [];
    // Host names are public: the sign-in page finds its organisation by them before anyone signs in.
    for (const { name } of tables.filter((table) => table.name !== 'organization_hosts')) {
      // Asked outright for Acme's rows, with no application check between, Zensoft's transaction gets none.
      if ((await countOf(acme, name, acme)) > 0) seen.push(name);
      expect([name, await countOf(zensoft, name, acme)]).toEqual([name, 0]);
    }
    // The demo fills most of them, so the check above is not over empty tables.
    expect(seen.length).toBeGreaterThanOrEqual(35);
  });
});
