import { DEFAULT_WORKSPACES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { provisionOrganization } from '../../provisioning/provision-organization';
import { buildOrganization } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { syncDefaultWorkspaces, syncEveryOrganizationsDefaultWorkspaces } from './default-workspaces.service';

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

describe('a later release', () => {
  const db = () => test.ctx.database.db;
  const names = async (organizationId: number) => (await workspacesOf(organizationId)).map((row) => row.name);
  const toolsOf = async (organizationId: number, name: string) => {
    const row = (await workspacesOf(organizationId)).find((workspace) => workspace.name === name);
    return ((row?.tools ?? []) as { identifier: string }[]).map((tool) => tool.identifier);
  };
  const [withTools] = DEFAULT_WORKSPACES.filter((workspace) => workspace.tools.length >= 2);
  const [removable] = DEFAULT_WORKSPACES.filter(
    (workspace) => !workspace.is_default && workspace !== withTools,
  );
  if (!withTools || !removable) throw new Error('the defaults need two workspaces to test with');
  const [firstTool, secondTool] = withTools.tools.map((tool) => tool.identifier) as [string, string];

  it('gives an organisation made before it the new workspaces and tools, once, and audits them', async () => {
    const older = (await buildOrganization(test.ctx)).id;
    await withOrg(db(), older, async (tx) => {
      await syncDefaultWorkspaces(tx, older);
      // As if the organisation predated the workspace, the tool and the record of what it was given: no call
      // removes either, so raw SQL does.
      await tx.execute(sql`delete from workspace_defaults_given where organization_id = ${older}`);
      await tx.execute(sql`delete from workspaces where name = ${removable.name}`);
      await tx.execute(
        sql`update workspaces set tools = (select coalesce(jsonb_agg(t), '[]') from jsonb_array_elements(tools) t
            where t->>'identifier' <> ${secondTool}) where name = ${withTools.name}`,
      );
    });
    expect(await names(older)).not.toContain(removable.name);

    await syncEveryOrganizationsDefaultWorkspaces(test.ctx.database);
    await syncEveryOrganizationsDefaultWorkspaces(test.ctx.database);
    expect(await names(older)).toEqual(expect.arrayContaining(DEFAULT_WORKSPACES.map((w) => w.name)));
    expect((await names(older)).length).toBe(DEFAULT_WORKSPACES.length);
    const tools = await toolsOf(older, withTools.name);
    expect(tools.filter((tool) => tool === secondTool)).toHaveLength(1);
    expect(tools).toContain(firstTool);
    const [audits] = await withOrg(db(), older, (tx) =>
      queryRows<{ created: number; updated: number }>(
        tx,
        sql`select count(*) filter (where action = 'workspace.create')::int as created,
                   count(*) filter (where action = 'workspace.update')::int as updated
            from audit_events where entity_type = 'workspace'`,
      ),
    );
    expect(audits).toEqual({ created: DEFAULT_WORKSPACES.length + 1, updated: 1 });
  });

  it('does not bring back a default workspace or tool the admins removed', async () => {
    const org = (await buildOrganization(test.ctx)).id;
    await withOrg(db(), org, async (tx) => {
      await syncDefaultWorkspaces(tx, org);
      // No call deletes a workspace or takes a tool out of one (admins only disable): raw SQL removes them.
      await tx.execute(sql`delete from workspaces where name = ${removable.name}`);
      await tx.execute(
        sql`update workspaces set tools = (select coalesce(jsonb_agg(t), '[]') from jsonb_array_elements(tools) t
            where t->>'identifier' <> ${firstTool}) where name = ${withTools.name}`,
      );
    });
    await syncEveryOrganizationsDefaultWorkspaces(test.ctx.database);
    expect(await names(org)).not.toContain(removable.name);
    expect(await toolsOf(org, withTools.name)).not.toContain(firstTool);
  });
});
