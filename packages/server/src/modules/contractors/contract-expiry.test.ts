import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { systemScope } from '../../platform/scope';
import { buildEmployee, buildOrganization, inScope } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  activateContract,
  assertActiveContract,
  createContract,
  hasActiveContract,
  terminateContract,
} from './contract.service';
import { scanContractExpiry } from './contract-expiry.job';
import { createContractor } from './contractor.service';
import { createVendor } from './vendor.service';

let test: TestApp;
let org: number;
let organization: Awaited<ReturnType<typeof buildOrganization>>;
let managerUserId: number;
let serial = 0;

beforeAll(async () => {
  test = await createTestApp();
  organization = await buildOrganization(test.ctx);
  org = organization.id;
  managerUserId = (await buildEmployee(test.ctx, org, { roles: [ROLES.CONTRACTOR_MANAGER] })).user.id;
  await buildEmployee(test.ctx, org, { roles: [ROLES.EMPLOYEE] });
});
afterAll(() => test.close());

const inOrg = <T>(work: Parameters<typeof withOrg<T>>[2]) => withOrg(test.ctx.database.db, org, work);

/** An ongoing contract (or a draft) for a new contractor of a new vendor. */
async function contractFor(startDate: string, endDate: string, status: 'ongoing' | 'draft' = 'ongoing') {
  serial += 1;
  const n = serial;
  return inOrg(async (tx) => {
    const vendor = await createVendor(systemScope(test.ctx, tx, organization), {
      name: `Expiry Vendor ${n}`,
    });
    const { contractor } = await createContractor(systemScope(test.ctx, tx, organization), {
      user: { email: `expiry${n}@contractors.test`, firstName: 'Exp', lastName: `Iry${n}` },
      code: `EXP-${n}`,
    });
    const contract = await createContract(systemScope(test.ctx, tx, organization), {
      vendor_id: vendor.id,
      contractor_id: contractor.id,
      title: `Contract ${n}`,
      rate: 100,
      rate_unit: 'day',
      currency: 'EUR',
      start_date: startDate,
      end_date: endDate,
    });
    if (status === 'ongoing') await activateContract(systemScope(test.ctx, tx, organization), contract.id);
    return { contractorId: contractor.id, contractId: contract.id, code: contractor.code };
  });
}

const scan = (today: string) => inScope(test.ctx, org, (scope) => scanContractExpiry(scope, today));

const noticesAbout = (code: string) =>
  inOrg((tx) =>
    queryRows<{ recipient_user_id: number; notification_text: string; action: string }>(
      tx,
      sql`select recipient_user_id, notification_text, action from notifications
          where organization_id = ${org} and notification_data->>'display_id' = ${code} order by id`,
    ),
  );

const contractRow = (id: number) =>
  inOrg(async (tx) => {
    const [row] = await queryRows<{ status: string; expiry_notice_days: number | null }>(
      tx,
      sql`select status, expiry_notice_days from contracts where id = ${id}`,
    );
    return row;
  });

describe('contract expiry', () => {
  it('tells contractor managers 30 days before the end, then 7, each once', async () => {
    const { contractId, code } = await contractFor('2026-01-01', '2026-12-31');
    await scan('2026-11-30');
    expect(await noticesAbout(code)).toEqual([]);
    await scan('2026-12-01');
    const first = await noticesAbout(code);
    expect(first).toEqual([
      {
        recipient_user_id: managerUserId,
        notification_text: `The contract "Contract ${serial}" of Exp Iry${serial} (${code}) ends on 31-Dec-2026.`,
        action: 'contractors:contract-expiring',
      },
    ]);
    expect(await contractRow(contractId)).toEqual({ status: 'ongoing', expiry_notice_days: 30 });
    await scan('2026-12-02');
    expect(await noticesAbout(code)).toHaveLength(1);
    await scan('2026-12-24');
    expect(await noticesAbout(code)).toHaveLength(2);
    expect(await contractRow(contractId)).toEqual({ status: 'ongoing', expiry_notice_days: 7 });
    await scan('2026-12-30');
    expect(await noticesAbout(code)).toHaveLength(2);
  });

  it('sends only the 7-day notice to a contract found within a week of its end', async () => {
    const { contractId, code } = await contractFor('2026-01-01', '2026-03-05');
    await scan('2026-03-01');
    expect(await noticesAbout(code)).toHaveLength(1);
    expect((await contractRow(contractId))?.expiry_notice_days).toBe(7);
  });

  it('completes ongoing contracts past their end, leaving drafts alone', async () => {
    const ongoing = await contractFor('2025-01-01', '2025-06-30');
    const draft = await contractFor('2025-01-01', '2025-06-30', 'draft');
    const result = await scan('2025-07-01');
    expect(result.completed).toBeGreaterThanOrEqual(1);
    expect((await contractRow(ongoing.contractId))?.status).toBe('completed');
    expect((await contractRow(draft.contractId))?.status).toBe('draft');
    const [audit] = await inOrg((tx) =>
      queryRows<{ action: string }>(
        tx,
        sql`select action from audit_events where entity_type = 'contract'
            and entity_id = ${String(ongoing.contractId)} order by id desc limit 1`,
      ),
    );
    expect(audit?.action).toBe('contract.complete');
  });
});

describe('the active-contract check for later modules', () => {
  it('passes only when one ongoing contract covers the whole period', async () => {
    const { contractorId, contractId } = await contractFor('2027-01-01', '2027-06-30');
    const check = (start: string, end: string) =>
      inOrg((tx) => hasActiveContract(tx, org, contractorId, start, end));
    expect(await check('2027-01-01', '2027-06-30')).toBe(true);
    expect(await check('2027-03-01', '2027-03-07')).toBe(true);
    expect(await check('2026-12-31', '2027-01-05')).toBe(false);
    expect(await check('2027-06-25', '2027-07-01')).toBe(false);
    await expect(
      inOrg((tx) => assertActiveContract(tx, org, contractorId, '2027-06-25', '2027-07-01')),
    ).rejects.toMatchObject({ code: 'no_active_contract' });
    await inOrg((tx) =>
      terminateContract(systemScope(test.ctx, tx, organization), contractId, { terminated_on: '2027-02-01' }),
    );
    expect(await check('2027-01-01', '2027-01-10')).toBe(false);
  });

  it('does not count a draft', async () => {
    const { contractorId } = await contractFor('2028-01-01', '2028-06-30', 'draft');
    expect(await inOrg((tx) => hasActiveContract(tx, org, contractorId, '2028-02-01', '2028-02-02'))).toBe(
      false,
    );
  });
});
