import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { systemScope } from '../../platform/scope';
import { buildOrganization } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { getOrganizationById } from '../orgs';
import { businessRegionImport, businessUnitImport, organisationSkillImport } from './org-setup-import';

let test: TestApp;
let org: number;
let other: number;

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  other = (await buildOrganization(test.ctx)).id;
});
afterAll(() => test.close());

type Handler = typeof businessUnitImport;

async function runImport(handler: Handler, organizationId: number, names: string[]) {
  const rows = names.map((name, index) => {
    const parsed = handler.parseRow({ name });
    if (!('row' in parsed)) throw new Error(`row ${index} did not parse`);
    return { rowNumber: index + 2, row: parsed.row };
  });
  const organization = await getOrganizationById(test.ctx.database.db, organizationId);
  if (!organization) throw new Error('no organisation');
  return withOrg(test.ctx.database.db, organizationId, async (tx) => {
    const writer = await handler.prepare(systemScope(test.ctx, tx, organization), rows);
    return writer.write(tx, rows);
  });
}

const namesIn = async (table: string, organizationId: number) =>
  (
    await queryRows<{ name: string }>(
      test.ctx.database.db,
      sql`select name from ${sql.identifier(table)} where organization_id = ${organizationId} order by name`,
    )
  ).map((row) => row.name);

describe('business unit, business region and organisation skill imports', () => {
  it.each([
    [businessUnitImport, 'business_units', 'business_unit'],
    [businessRegionImport, 'business_regions', 'business_region'],
    [organisationSkillImport, 'skills', 'skill'],
  ] as const)(
    '%#: adds new names, leaves known ones (any case) and audits each addition',
    async (handler, table, entity) => {
      expect(await runImport(handler, org, ['North', 'South'])).toEqual({ added: 2, updated: 0 });
      expect(await runImport(handler, org, ['north', 'East'])).toEqual({ added: 1, updated: 1 });
      expect(await namesIn(table, org)).toEqual(['East', 'North', 'South']);
      expect(await namesIn(table, other)).toEqual([]);
      const [audits] = await queryRows<{ count: number }>(
        test.ctx.database.db,
        sql`select count(*)::int as count from audit_events
        where organization_id = ${org} and action = ${`${entity}.create`}`,
      );
      expect(audits?.count).toBe(3);
    },
  );

  it('requires a name of at most 64 characters', () => {
    expect(businessUnitImport.parseRow({ name: null })).toEqual({
      errors: { name: ['This field is required.'] },
    });
    expect(organisationSkillImport.parseRow({ name: 'x'.repeat(65) })).toEqual({
      errors: { name: ['Use at most 64 characters.'] },
    });
  });
});
