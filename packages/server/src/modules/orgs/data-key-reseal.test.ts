import { ROLES } from '@atrium/contracts';
import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../modules';
import { createDataSealer } from '../../platform/crypto/data-sealer';
import { resealOrganization } from '../../platform/crypto/reseal';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { composeModules } from '../../platform/module-kit';
import { bearer, buildEmployee, buildOrganization, buildSignedInPeople } from '../../test/factories';
import { createTestApp, TEST_DATA_KEY, type TestApp } from '../../test/test-app';
import { resealEveryOrganization } from './data-key-reseal.job';

const OLD = Buffer.alloc(32, 1);
const STRANGER = Buffer.alloc(32, 9);
const CURRENT = Buffer.from(TEST_DATA_KEY, 'base64');

let test: TestApp;
let org: number;
let hr: string;
let employeeId: number;

const stored = () =>
  withOrg(test.ctx.database.db, org, (tx) =>
    queryRows<{ pan_sealed: string; aadhaar_sealed: string; account_number_sealed: string }>(
      tx,
      sql`select i.pan_sealed, i.aadhaar_sealed, b.account_number_sealed
          from employee_identities i join employee_bank_details b
            on b.organization_id = i.organization_id and b.employee_id = i.employee_id
          where i.organization_id = ${org} and i.employee_id = ${employeeId}`,
    ),
  ).then((rows) => rows[0]);

beforeAll(async () => {
  // The deployment has rotated: the new key seals, the old one still opens.
  test = await createTestApp({ DATA_KEY_PREVIOUS: OLD.toString('base64') });
  org = (await buildOrganization(test.ctx)).id;
  hr = (await buildSignedInPeople(test, org, { hr: [ROLES.EMPLOYEE_MANAGER] }, 'reseal.test')).hr as string;
  employeeId = (await buildEmployee(test.ctx, org)).employee.id;
  const old = createDataSealer(OLD);
  const stranger = createDataSealer(STRANGER);
  await withOrg(test.ctx.database.db, org, async (tx) => {
    await tx.execute(sql`insert into employee_identities
        (organization_id, employee_id, pan_sealed, pan_last4, aadhaar_sealed, aadhaar_last4)
      values (${org}, ${employeeId}, ${old.seal(org, 'ABCDE1234F')}, '234F', ${old.seal(org, '123412345678')}, '5678')`);
    await tx.execute(sql`insert into employee_bank_details
        (organization_id, employee_id, bank_name, account_holder, account_number_sealed, account_number_last4, ifsc,
         is_primary)
      values (${org}, ${employeeId}, 'HDFC Bank', 'Asha Rao', ${stranger.seal(org, '50100123456789')}, '6789',
        'HDFC0001234', true)`);
  });
});
afterAll(() => test.close());

const reveal = () =>
  test.app.inject({
    method: 'POST',
    url: `/api/${org}/org/employees/${employeeId}/identity/reveal/`,
    headers: bearer(hr),
  });

describe('a data key rotation', () => {
  it('re-seals with the new key what the old key sealed, so the old key can be dropped', async () => {
    expect((await reveal()).json()).toEqual({ pan: 'ABCDE1234F', aadhaar: '123412345678' });
    const { registry } = composeModules(test.ctx, modules);

    const count = await withOrg(test.ctx.database.db, org, (tx) =>
      resealOrganization(tx, test.ctx.sealer, org, registry.sealedColumns, 1),
    );
    expect(count).toEqual({ resealed: 2, unopened: 1 });
    const after = await stored();
    const newKeyOnly = createDataSealer(CURRENT);
    expect(newKeyOnly.open(org, after?.pan_sealed as string)).toBe('ABCDE1234F');
    expect(newKeyOnly.open(org, after?.aadhaar_sealed as string)).toBe('123412345678');
    // A value sealed with a key the server does not hold is left as it was, and counted.
    expect(after?.account_number_sealed.startsWith(test.ctx.sealer.currentPrefix)).toBe(false);
    expect((await reveal()).json()).toEqual({ pan: 'ABCDE1234F', aadhaar: '123412345678' });
  });

  it('has nothing more to do on the next pass, across every organisation', async () => {
    const { registry } = composeModules(test.ctx, modules);
    const total = await resealEveryOrganization(test.ctx, registry);
    expect(total.resealed).toBe(0);
    expect(total.unopened).toBeGreaterThanOrEqual(1);
  });

  it('covers every module that seals', () => {
    const { registry } = composeModules(test.ctx, modules);
    expect(
      registry.sealedColumns.map(({ table, column }) => `${getTableName(table)}.${column.name}`),
    ).toEqual(
      expect.arrayContaining([
        'employee_identities.pan_sealed',
        'employee_identities.aadhaar_sealed',
        'employee_bank_details.account_number_sealed',
        'teams_integrations.client_secret_sealed',
        'candidates.pan_sealed',
      ]),
    );
  });
});
