import { DEFAULT_WORKSPACES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { provisionOrganization } from '../../provisioning/provision-organization';
import { buildOrganization } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
let provisioned: number;
let bystander: number;

beforeAll(async () => {
  test = await createTestApp({}, { freshDatabase: true });
  bystander = (await buildOrganization(test.ctx)).id;
  const { organization } = await provisionOrganization(test.ctx, {
    name: 'Initech',
    slug: 'initech',
    hosts: ['initech.test'],
    adminEmail: 'bill@initech.test',
  });
  provisioned = organization.id;
});
afterAll(() => test.close());

interface SeededRow {
  name: string;
  layout_id: number;
  roles: string[];
  access_rule: string | null;
  is_default: boolean;
  is_enabled: boolean;
  tools: unknown;
}

const workspacesOf = (organizationId: number) =>
  withOrg(test.ctx.database.db, organizationId, (tx) =>
    queryRows<SeededRow>(
      tx,
      sql`select name, layout_id, roles, access_rule, is_default, is_enabled, tools from workspaces order by id`,
    ),
  );

describe('a provisioned organisation', () => {
  it('starts with every default workspace, enabled, as the contracts define it', async () => {
    const rows = await workspacesOf(provisioned);
    expect(rows).toEqual(
      DEFAULT_WORKSPACES.map((workspace) => ({
        name: workspace.name,
        layout_id: workspace.layout_id,
        roles: [...workspace.roles],
        access_rule: workspace.access_rule,
        is_default: workspace.is_default,
        is_enabled: true,
        tools: workspace.tools,
      })),
    );
  });

  it('records the creation of each in its audit trail', async () => {
    const [row] = await withOrg(test.ctx.database.db, provisioned, (tx) =>
      queryRows<{ count: number }>(
        tx,
        sql`select count(*)::int as count from audit_events where action = 'workspace.create'`,
      ),
    );
    expect(row?.count).toBe(DEFAULT_WORKSPACES.length);
  });

  it('leaves organisations that were not provisioned alone', async () => {
    expect(await workspacesOf(bystander)).toEqual([]);
  });
});
