import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import {
  bearer,
  buildOrganization,
  buildSignedInPeople,
  inScope,
  signIn,
  TEST_PASSWORD,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createContractor } from './contractor.service';

let test: TestApp;
let org: number;
let other: number;
let tokens: Record<string, string>;

const GSTIN = '27AAPFU0939F1ZV';

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  other = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    { manager: [ROLES.CONTRACTOR_MANAGER], ceo: [ROLES.CEO], staff: [ROLES.EMPLOYEE] },
    'contractors.test',
  );
  Object.assign(
    tokens,
    await buildSignedInPeople(
      test,
      other,
      { outsider: [ROLES.CONTRACTOR_MANAGER] },
      'other.contractors.test',
    ),
  );
});
afterAll(() => test.close());

const call = (who: string, method: string, path: string, payload?: unknown, orgId = org) =>
  test.app.inject({
    method: method as 'GET',
    url: `/api/${orgId}/contractors/${path}`,
    headers: bearer(tokens[who] as string),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

let serial = 0;
const next = () => {
  serial += 1;
  return serial;
};

async function newVendor(overrides: Record<string, unknown> = {}) {
  const response = await call('manager', 'POST', 'vendors/', { name: `Vendor ${next()}`, ...overrides });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; name: string };
}

async function newContractor(vendorId: number | null = null) {
  const n = next();
  const response = await call('manager', 'POST', 'contractors/', {
    first_name: 'Kiran',
    last_name: `Das${n}`,
    email: `kiran${n}@contractors.test`,
    code: `C-${n}`,
    vendor_id: vendorId,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; user_id: number };
}

const contractBody = (vendorId: number, contractorId: number, overrides: Record<string, unknown> = {}) => ({
  vendor_id: vendorId,
  contractor_id: contractorId,
  title: 'Platform build',
  rate: 1500.5,
  rate_unit: 'hour',
  currency: 'INR',
  start_date: '2026-04-01',
  end_date: '2026-09-30',
  ...overrides,
});

async function newContract(overrides: Record<string, unknown> = {}) {
  const vendor = await newVendor();
  const contractor = await newContractor(vendor.id);
  const response = await call(
    'manager',
    'POST',
    'contracts/',
    contractBody(vendor.id, contractor.id, overrides),
  );
  expect(response.statusCode).toBe(201);
  return { vendor, contractor, contract: response.json() as { id: number; status: string } };
}

const auditActions = async (entityType: string, entityId: number) =>
  (
    await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ action: string }>(
        tx,
        sql`select action from audit_events where organization_id = ${org} and entity_type = ${entityType}
            and entity_id = ${String(entityId)} order by id`,
      ),
    )
  ).map((row) => row.action);

describe('vendors', () => {
  it('adds a vendor with GSTIN and PAN, upper-cased, and audits it', async () => {
    const response = await call('manager', 'POST', 'vendors/', {
      name: 'Northwind',
      gst: GSTIN.toLowerCase(),
      pan: 'aapfu0939f',
      email: 'billing@northwind.test',
    });
    expect(response.statusCode).toBe(201);
    const vendor = response.json();
    expect(vendor).toMatchObject({
      name: 'Northwind',
      gst: GSTIN,
      pan: 'AAPFU0939F',
      status: 'active',
      contractor_count: 0,
    });
    expect(await auditActions('vendor', vendor.id)).toEqual(['vendor.create']);
  });

  it('refuses a bad GSTIN or PAN as field codes', async () => {
    const response = await call('manager', 'POST', 'vendors/', {
      name: 'Bad',
      gst: '27AAPFU0939F1Z',
      pan: 'TOO-LONG-PAN',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalid',
      codes: { gst: ['invalid_gst'], pan: ['invalid_pan'] },
    });
  });

  it('refuses a second vendor with the same name or GSTIN', async () => {
    await newVendor({ name: 'Unique Staffing', gst: '29AAACN1234F1Z5' });
    const response = await call('manager', 'POST', 'vendors/', {
      name: 'unique staffing',
      gst: '29AAACN1234F1Z5',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().codes).toEqual({ name: ['integrity_error'], gst: ['integrity_error'] });
  });

  it('changes a vendor and keeps before and after in the audit', async () => {
    const vendor = await newVendor();
    const response = await call('manager', 'PATCH', `vendors/${vendor.id}/`, {
      status: 'inactive',
      phone: '9876543210',
    });
    expect(response.json()).toMatchObject({ status: 'inactive', phone: '9876543210' });
    expect(await auditActions('vendor', vendor.id)).toEqual(['vendor.create', 'vendor.update']);
  });

  it('lists, searches and filters vendors in pages', async () => {
    await newVendor({ name: 'Zeta Search Vendor' });
    const response = await call('ceo', 'GET', 'vendors/?search=zeta%20search&limit=5');
    expect(response.json()).toMatchObject({ count: 1, results: [{ name: 'Zeta Search Vendor' }] });
    const inactive = (await call('manager', 'GET', 'vendors/?status=inactive')).json();
    expect(inactive.results.every((v: { status: string }) => v.status === 'inactive')).toBe(true);
    const sorted = (await call('manager', 'GET', 'vendors/?order_by=-name&limit=2')).json();
    expect(sorted.results.map((v: { name: string }) => v.name)).toEqual(
      [...sorted.results.map((v: { name: string }) => v.name)].sort().reverse(),
    );
  });

  it('is for contractor managers and the CEO only; another organisation sees nothing', async () => {
    const vendor = await newVendor();
    expect((await call('staff', 'GET', 'vendors/')).statusCode).toBe(403);
    expect((await call('staff', 'POST', 'vendors/', { name: 'Nope' })).statusCode).toBe(403);
    expect((await call('ceo', 'GET', `vendors/${vendor.id}/`)).statusCode).toBe(200);
    expect((await call('outsider', 'GET', `vendors/${vendor.id}/`, undefined, other)).statusCode).toBe(404);
    expect((await call('outsider', 'GET', 'vendors/', undefined, other)).json()).toEqual({
      count: 0,
      results: [],
    });
  });
});

describe('contractors', () => {
  it('adds a contractor user on a vendor, who gets a set-password email', async () => {
    const vendor = await newVendor();
    const created = await call('manager', 'POST', 'contractors/', {
      first_name: 'Meera',
      last_name: 'Iyer',
      email: 'meera@contractors.test',
      code: 'CX-1',
      vendor_id: vendor.id,
    });
    expect(created.statusCode).toBe(201);
    const { id, user_id } = created.json();
    const detail = (await call('manager', 'GET', `contractors/${id}/`)).json();
    expect(detail).toMatchObject({
      user_id,
      code: 'CX-1',
      status: 'active',
      first_name: 'Meera',
      vendor: { id: vendor.id, name: vendor.name },
      active_contract: null,
      can_manage: true,
    });
    const [user] = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ user_type: string; role: string }>(
        tx,
        sql`select u.user_type, r.role from users u join user_roles r on r.organization_id = u.organization_id
            and r.user_id = u.id where u.organization_id = ${org} and u.id = ${user_id}`,
      ),
    );
    expect(user).toEqual({ user_type: 'contractor', role: ROLES.CONTRACTOR });
    const mail = (await test.outbox()).find((message) => message.to === 'meera@contractors.test');
    expect(mail?.text).toContain('is_initial=true');
    expect((await call('manager', 'GET', `vendors/${vendor.id}/`)).json().contractor_count).toBe(1);
  });

  it('refuses a taken code or email and an unknown vendor', async () => {
    const first = await newContractor();
    const code = (await call('manager', 'GET', `contractors/${first.id}/`)).json().code;
    const response = await call('manager', 'POST', 'contractors/', {
      first_name: 'A',
      last_name: 'B',
      email: 'manager@contractors.test',
      code,
    });
    expect(response.json()).toEqual({ code: 'invalid', codes: { email: ['integrity_error'] } });
    const again = await call('manager', 'POST', 'contractors/', {
      first_name: 'A',
      last_name: 'B',
      email: 'fresh@c.test',
      code,
    });
    expect(again.json()).toEqual({ code: 'invalid', codes: { code: ['integrity_error'] } });
    const noVendor = await call('manager', 'POST', 'contractors/', {
      first_name: 'A',
      last_name: 'B',
      email: 'fresh2@c.test',
      code: 'NEW-CODE',
      vendor_id: 999999,
    });
    expect(noVendor.json()).toEqual({ code: 'invalid', codes: { vendor_id: ['invalid'] } });
  });

  it('renames, moves and deactivates a contractor; an inactive one cannot sign in', async () => {
    const contractor = await newContractor();
    const vendor = await newVendor();
    const response = await call('manager', 'PATCH', `contractors/${contractor.id}/`, {
      first_name: 'Renamed',
      vendor_id: vendor.id,
      status: 'inactive',
    });
    expect(response.json()).toMatchObject({
      first_name: 'Renamed',
      vendor: { id: vendor.id },
      status: 'inactive',
    });
    const [user] = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ is_active: boolean }>(
        tx,
        sql`select is_active from users where id = ${contractor.user_id}`,
      ),
    );
    expect(user?.is_active).toBe(false);
    expect(await auditActions('contractor', contractor.id)).toEqual([
      'contractor.create',
      'contractor.update',
    ]);
  });

  it('changes a contractor’s mobile under the creation’s phone rule, audited on their user', async () => {
    const contractor = await newContractor();
    const changed = await call('manager', 'PATCH', `contractors/${contractor.id}/`, { mobile: '9876543210' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().mobile).toBe('9876543210');
    expect((await call('manager', 'GET', `contractors/${contractor.id}/`)).json().mobile).toBe('9876543210');

    const refused = await call('manager', 'PATCH', `contractors/${contractor.id}/`, { mobile: '98765' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'invalid', codes: { mobile: ['invalid_phone'] } });
    expect(
      (await call('staff', 'PATCH', `contractors/${contractor.id}/`, { mobile: '+441234567' })).statusCode,
    ).toBe(403);

    await call('manager', 'PATCH', `contractors/${contractor.id}/`, { mobile: '9876543210' });
    const cleared = await call('manager', 'PATCH', `contractors/${contractor.id}/`, { mobile: '' });
    expect(cleared.json().mobile).toBeNull();
    const edits = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ before: unknown; after: unknown }>(
        tx,
        sql`select before, after from audit_events where organization_id = ${org} and entity_type = 'user'
            and entity_id = ${String(contractor.user_id)} and action = 'user.update' order by id`,
      ),
    );
    expect(edits).toEqual([
      { before: { mobile: null }, after: { mobile: '9876543210' } },
      { before: { mobile: '9876543210' }, after: { mobile: null } },
    ]);
  });

  it('lists contractors searched by name, email or code and filtered by vendor and status', async () => {
    const vendor = await newVendor();
    const contractor = await newContractor(vendor.id);
    const byVendor = (await call('manager', 'GET', `contractors/?vendor=${vendor.id}`)).json();
    expect(byVendor).toMatchObject({ count: 1, results: [{ id: contractor.id }] });
    const code = byVendor.results[0].code;
    expect((await call('manager', 'GET', `contractors/?search=${code}`)).json().results[0].id).toBe(
      contractor.id,
    );
    const inactive = (await call('manager', 'GET', 'contractors/?status=inactive')).json();
    expect(inactive.results.every((c: { status: string }) => c.status === 'inactive')).toBe(true);
  });

  it('lets a contractor read their own record only; employees and other organisations get nothing', async () => {
    const n = next();
    const { contractor } = await inScope(test.ctx, org, (scope) =>
      createContractor(scope, {
        user: {
          email: `self${n}@contractors.test`,
          firstName: 'Self',
          lastName: 'Reader',
          password: TEST_PASSWORD,
          roles: [ROLES.CONTRACTOR],
        },
        code: `SELF-${n}`,
      }),
    );
    tokens.self = await signIn(test, org, `self${n}@contractors.test`);
    const someoneElse = await newContractor();
    const own = await call('self', 'GET', `contractors/${contractor.id}/`);
    expect(own.statusCode).toBe(200);
    expect(own.json().can_manage).toBe(false);
    expect((await call('self', 'GET', `contractors/${someoneElse.id}/`)).statusCode).toBe(403);
    expect((await call('self', 'GET', 'contractors/')).statusCode).toBe(403);
    expect((await call('self', 'PATCH', `contractors/${contractor.id}/`, { code: 'MINE' })).statusCode).toBe(
      403,
    );
    expect((await call('staff', 'GET', `contractors/${someoneElse.id}/`)).statusCode).toBe(403);
    expect(
      (await call('outsider', 'GET', `contractors/${someoneElse.id}/`, undefined, other)).statusCode,
    ).toBe(404);
  });
});

describe('contracts', () => {
  it('adds a draft contract with money as a number, then activates it', async () => {
    const { contractor, contract } = await newContract();
    expect(contract).toMatchObject({ status: 'draft', rate: 1500.5, currency: 'INR', is_editable: true });
    const activated = await call('manager', 'POST', `contracts/${contract.id}/activate/`);
    expect(activated.json()).toMatchObject({ status: 'ongoing', is_editable: false });
    expect(
      (await call('manager', 'GET', `contracts/?contractor=${contractor.id}&status=ongoing`)).json().count,
    ).toBe(1);
    expect(await auditActions('contract', contract.id)).toEqual(['contract.create', 'contract.activate']);
  });

  it('refuses an end before the start', async () => {
    const vendor = await newVendor();
    const contractor = await newContractor(vendor.id);
    const response = await call(
      'manager',
      'POST',
      'contracts/',
      contractBody(vendor.id, contractor.id, { start_date: '2026-05-01', end_date: '2026-04-30' }),
    );
    expect(response.json()).toEqual({ code: 'invalid', codes: { end_date: ['contract_end_before_start'] } });
    const { contract } = await newContract();
    const patched = await call('manager', 'PATCH', `contracts/${contract.id}/`, { end_date: '2026-03-01' });
    expect(patched.json()).toEqual({ code: 'invalid', codes: { end_date: ['contract_end_before_start'] } });
  });

  it('refuses overlapping contracts of one contractor unless the earlier one is terminated', async () => {
    const { vendor, contractor, contract } = await newContract();
    const overlapping = contractBody(vendor.id, contractor.id, {
      start_date: '2026-09-30',
      end_date: '2026-12-31',
    });
    const clash = await call('manager', 'POST', 'contracts/', overlapping);
    expect([clash.statusCode, clash.json()]).toEqual([400, { code: 'contract_overlap' }]);
    const after = await call(
      'manager',
      'POST',
      'contracts/',
      contractBody(vendor.id, contractor.id, { start_date: '2026-10-01', end_date: '2026-12-31' }),
    );
    expect(after.statusCode).toBe(201);
    await call('manager', 'POST', `contracts/${contract.id}/terminate/`, { terminated_on: '2026-06-30' });
    expect(
      (
        await call('manager', 'POST', 'contracts/', {
          ...overlapping,
          start_date: '2026-08-01',
          end_date: '2026-09-30',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('edits a draft but not an ongoing or terminated contract', async () => {
    const { contract } = await newContract();
    const edited = await call('manager', 'PATCH', `contracts/${contract.id}/`, {
      rate: 2000,
      currency: 'USD',
    });
    expect(edited.json()).toMatchObject({ rate: 2000, currency: 'USD' });
    await call('manager', 'POST', `contracts/${contract.id}/activate/`);
    const ongoing = await call('manager', 'PATCH', `contracts/${contract.id}/`, { title: 'Changed' });
    expect([ongoing.statusCode, ongoing.json()]).toEqual([400, { code: 'contract_not_editable' }]);
    const terminated = await call('manager', 'POST', `contracts/${contract.id}/terminate/`, {
      terminated_on: '2026-07-15',
    });
    expect(terminated.json()).toMatchObject({ status: 'terminated', terminated_on: '2026-07-15' });
    expect(
      (await call('manager', 'PATCH', `contracts/${contract.id}/`, { title: 'Changed' })).json(),
    ).toEqual({
      code: 'contract_not_editable',
    });
    expect((await call('manager', 'POST', `contracts/${contract.id}/activate/`)).json()).toEqual({
      code: 'contract_not_editable',
    });
  });

  it('terminates only on a day within the period', async () => {
    const { contract } = await newContract();
    const response = await call('manager', 'POST', `contracts/${contract.id}/terminate/`, {
      terminated_on: '2027-01-01',
    });
    expect(response.json()).toEqual({ code: 'invalid', codes: { terminated_on: ['invalid'] } });
  });

  it('filters contracts by vendor and status; only managers and the CEO see them, per organisation', async () => {
    const { vendor, contract } = await newContract();
    expect((await call('ceo', 'GET', `contracts/?vendor=${vendor.id}`)).json()).toMatchObject({
      count: 1,
      results: [{ id: contract.id, vendor: { id: vendor.id } }],
    });
    expect((await call('manager', 'GET', `contracts/?vendor=${vendor.id}&status=ongoing`)).json().count).toBe(
      0,
    );
    expect((await call('staff', 'GET', `contracts/${contract.id}/`)).statusCode).toBe(403);
    expect((await call('staff', 'POST', `contracts/${contract.id}/activate/`)).statusCode).toBe(403);
    expect((await call('outsider', 'GET', `contracts/${contract.id}/`, undefined, other)).statusCode).toBe(
      404,
    );
    expect(
      (await call('outsider', 'POST', `contracts/${contract.id}/activate/`, undefined, other)).statusCode,
    ).toBe(404);
  });
});

describe('universal search', () => {
  const search = (who: string, term: string) =>
    test.app.inject({
      method: 'GET',
      url: `/api/${org}/workspace/universal-search/?search=${encodeURIComponent(term)}`,
      headers: bearer(tokens[who] as string),
    });

  it('finds contractors by name, email or code for contractor managers, opening the contractors workspace', async () => {
    const vendor = await newVendor({ name: 'Searchable Vendor' });
    const contractor = await newContractor(vendor.id);
    const { code, email, last_name } = (await call('manager', 'GET', `contractors/${contractor.id}/`)).json();
    for (const term of [code, email, `kiran ${last_name}`]) {
      const results = (await search('manager', term)).json().results;
      expect(results).toContainEqual({
        type: 'other',
        id: contractor.id,
        display_name: expect.stringMatching(/^Kiran Das/),
        sub_text: `${code} · Searchable Vendor`,
        label: 'Contractor',
        resolve: { for_workspace: 'contractors', data: { id: contractor.id } },
      });
    }
    expect(
      (await search('staff', code)).json().results.some((r: { label: string }) => r.label === 'Contractor'),
    ).toBe(false);
  });
});
