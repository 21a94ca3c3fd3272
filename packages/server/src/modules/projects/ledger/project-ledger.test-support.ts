import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../../platform/db/query-rows';
import { withOrg } from '../../../platform/db/tenant';
import { as, bearer, buildOrganization, buildSignedInPeople, userIdsByName } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * An organisation for the tests of a project's money ledgers: people in the roles that see (or may not see) a
 * project's money, and the CEO of another organisation. `name` ('Expenses') tells the organisations, their
 * people and their projects apart from other test files'.
 */
export async function buildLedgerTestOrganization(name: string, billingType: string) {
  const test: TestApp = await createTestApp();
  const org = (await buildOrganization(test.ctx)).id;
  const otherOrg = (await buildOrganization(test.ctx, { name: `Other ${name} Org` })).id;
  const domain = `${name.toLowerCase()}.projects.test`;
  const tokens = await buildSignedInPeople(
    test,
    org,
    {
      ceo: [ROLES.CEO],
      lead: [ROLES.DELIVERY_LEAD],
      otherlead: [ROLES.DELIVERY_LEAD],
      owner: [ROLES.PROJECT_OWNER],
      finance: [ROLES.FINANCE_EXECUTIVE],
      rmg: [ROLES.RMG_MANAGER],
      saleshead: [ROLES.PROJECT_SALES_HEAD],
      staff: [ROLES.EMPLOYEE],
    },
    domain,
  );
  const outsider = (await buildSignedInPeople(test, otherOrg, { ceo: [ROLES.CEO] }, `other.${domain}`))
    .ceo as string;
  const users = await userIdsByName(test, org);
  const client = (who: string) => as(test, org, tokens[who] as string);
  let serial = 0;

  return {
    test,
    org,
    tokens,
    users,
    client,
    /** The other organisation's CEO. */
    stranger: () => as(test, otherOrg, outsider),
    /** A call with `who`'s token under the other organisation's prefix. */
    crossed: (who: string, path: string) =>
      test.app.inject({
        method: 'GET',
        url: `/api/${otherOrg}${path}`,
        headers: bearer(tokens[who] as string),
      }),

    /** A project for 2026, led by `lead` and owned by `owner`. */
    async newProject() {
      serial += 1;
      const ceo = client('ceo');
      const customer = (await ceo.post('/projects/clients/', { name: `${name} client ${serial}` })).json();
      const project = await ceo.post('/projects/projects/', {
        name: `${name} project ${serial}`,
        billing_type: billingType,
        currency: 'USD',
        client_id: customer.id,
        project_owner_id: users.owner,
        delivery_lead_id: users.lead,
        start_date: '2026-01-01',
        end_date: '2026-12-31',
      });
      expect(project.statusCode).toBe(201);
      return project.json() as { id: number };
    },

    closeProject: (projectId: number) =>
      withOrg(test.ctx.database.db, org, (tx) =>
        tx.execute(
          sql`update projects set status = 'closed' where organization_id = ${org} and id = ${projectId}`,
        ),
      ),

    /** The audited actions on one entry, oldest first. */
    auditActions: (entityType: string, id: number) =>
      withOrg(test.ctx.database.db, org, (tx) =>
        queryRows<{ action: string }>(
          tx,
          sql`select action from audit_events where organization_id = ${org}
              and entity_type = ${entityType} and entity_id = ${String(id)} order by id`,
        ),
      ).then((rows) => rows.map((row) => row.action)),
  };
}

export type LedgerTestOrganization = Awaited<ReturnType<typeof buildLedgerTestOrganization>>;
