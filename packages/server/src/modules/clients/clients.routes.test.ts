import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { buildClient, buildContact } from '../../test/clients-factories';
import { as, buildOrganization, buildSignedInPeople, userIdsByName } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { finishedTask, rowsOf } from '../../test/uploads';

let test: TestApp;
let org: number;
let other: number;
let tokens: Record<string, string>;
let theirs: Record<string, string>;
let ids: Record<string, number>;

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  other = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    {
      ceo: [ROLES.CEO],
      sales: [ROLES.EMPLOYEE, ROLES.PROJECT_SALES_EXECUTIVE],
      lead: [ROLES.EMPLOYEE, ROLES.DELIVERY_LEAD],
      employee: [ROLES.EMPLOYEE],
    },
    'clients.test',
  );
  theirs = await buildSignedInPeople(
    test,
    other,
    { sales: [ROLES.PROJECT_SALES_HEAD] },
    'other.clients.test',
  );
  ids = await userIdsByName(test, org);
});
afterAll(() => test.close());

const GOOD = {
  name: 'Wayne Enterprises',
  gstin: '27aaacw1234f1z5',
  pan: 'AAACW1234F',
  currency: 'USD',
  address_line: '1007 Mountain Drive',
  city: 'Gotham',
  country: 'United States',
  postal_code: '10001',
};

describe('clients', () => {
  it('are added by sales with their tax ids checked, and read by delivery', async () => {
    const sales = as(test, org, tokens.sales as string);
    const added = await sales.post('/clients/clients/', { ...GOOD, owner_user_id: ids.sales });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      name: 'Wayne Enterprises',
      gstin: '27AAACW1234F1Z5',
      currency: 'USD',
      owner: { id: ids.sales },
      contact_count: 0,
    });
    const read = await as(test, org, tokens.lead as string).get(`/clients/clients/${added.json().id}/`);
    expect(read.json()).toMatchObject({ city: 'Gotham', postal_code: '10001' });

    const wrong = await sales.post('/clients/clients/', {
      name: 'Bad Ids',
      gstin: '27AAACW1234F1Z',
      pan: 'AB-12345',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().codes).toEqual({ gstin: ['invalid_gst'], pan: ['invalid_pan'] });
    const twice = await sales.post('/clients/clients/', { name: 'wayne enterprises' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'client_name_taken', codes: { name: ['client_name_taken'] } });
    const stranger = await sales.post('/clients/clients/', { name: 'Owned', owner_user_id: 999_999 });
    expect(stranger.json().codes).toEqual({ owner_user_id: ['invalid'] });
  });

  it('are changed by sales, never renamed onto another, and every change is audited', async () => {
    const first = await buildClient(test.ctx, org, { name: 'Cyberdyne' });
    await buildClient(test.ctx, org, { name: 'Tyrell' });
    const sales = as(test, org, tokens.sales as string);
    const changed = await sales.put(`/clients/clients/${first.id}/`, {
      name: 'Cyberdyne Systems',
      currency: 'EUR',
    });
    expect(changed.json()).toMatchObject({ name: 'Cyberdyne Systems', currency: 'EUR' });
    const clash = await sales.put(`/clients/clients/${first.id}/`, { name: 'TYRELL' });
    expect(clash.statusCode).toBe(409);
    const audit = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ action: string }>(
        tx,
        sql`select action from audit_events where organization_id = ${org} and entity_type = 'client'
          and entity_id = ${String(first.id)} order by id`,
      ),
    );
    expect(audit.map((row) => row.action)).toEqual(['client.create', 'client.update']);
  });

  it('are listed by name, searched, filtered and paged', async () => {
    await buildClient(test.ctx, org, { name: 'Acme Searchable', city: 'Pune', currency: 'INR' });
    const lead = as(test, org, tokens.lead as string);
    const found = await lead.get('/clients/clients/?search=pune');
    expect(found.json().results.map((c: { name: string }) => c.name)).toEqual(['Acme Searchable']);
    const euros = await lead.get('/clients/clients/?currency=EUR');
    expect(euros.json().results.map((c: { name: string }) => c.name)).toEqual(['Cyberdyne Systems']);
    const page = await lead.get('/clients/clients/?limit=2&order_by=-name');
    expect(page.json().count).toBeGreaterThanOrEqual(4);
    expect(page.json().results).toHaveLength(2);
    expect(page.json().results[0].name).toBe('Wayne Enterprises');
  });

  it('are refused to an employee for reading and to delivery for writing, and kept apart by organisation', async () => {
    const client = await buildClient(test.ctx, org, { name: 'Private Client' });
    expect((await as(test, org, tokens.employee as string).get('/clients/clients/')).statusCode).toBe(403);
    expect(
      (await as(test, org, tokens.lead as string).post('/clients/clients/', { name: 'x' })).statusCode,
    ).toBe(403);
    const foreign = as(test, other, theirs.sales as string);
    expect((await foreign.get(`/clients/clients/${client.id}/`)).statusCode).toBe(404);
    expect((await foreign.put(`/clients/clients/${client.id}/`, { name: 'Taken over' })).statusCode).toBe(
      404,
    );
    expect((await foreign.get('/clients/clients/')).json().count).toBe(0);
  });

  it('name the currencies they are billed in, to anyone', async () => {
    const response = await test.app.inject({ url: '/api/public/supported-currencies/' });
    expect(response.json()).toEqual({ results: ['INR', 'USD', 'EUR'] });
  });
});

describe('contacts', () => {
  it('are kept by sales on a client’s card, listed by client and searched, then deleted', async () => {
    const client = await buildClient(test.ctx, org, { name: 'Contact Holder' });
    const sales = as(test, org, tokens.sales as string);
    const added = await sales.post('/clients/contacts/', {
      client_id: client.id,
      salutation: 'Ms',
      first_name: 'Selina',
      last_name: 'Kyle',
      position: 'Head of Procurement',
      mobile: '9820012345',
      email: 'selina@holder.example',
      additional_notes: 'Prefers mornings',
      can_resource_access: true,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      client: { id: client.id, name: 'Contact Holder' },
      client_contact_id: added.json().id,
      can_resource_access: true,
    });
    await buildContact(test.ctx, org, { client_id: client.id, first_name: 'Alfred' });

    const lead = as(test, org, tokens.lead as string);
    const listed = await lead.get(`/clients/contacts/?client_id=${client.id}`);
    expect(listed.json().results.map((c: { first_name: string }) => c.first_name)).toEqual([
      'Alfred',
      'Selina',
    ]);
    const searched = await lead.get('/clients/contacts/?search=procurement');
    expect(searched.json().results.map((c: { first_name: string }) => c.first_name)).toEqual(['Selina']);
    expect((await lead.get(`/clients/clients/${client.id}/`)).json().contact_count).toBe(2);

    const bad = await sales.put(`/clients/contacts/${added.json().id}/`, {
      client_id: client.id,
      first_name: ' ',
      mobile: '12',
      email: 'nope',
    });
    expect(bad.json().codes).toEqual({
      first_name: ['required'],
      mobile: ['invalid_phone'],
      email: ['invalid_email'],
    });
    expect((await lead.delete(`/clients/contacts/${added.json().id}/`)).statusCode).toBe(403);
    expect((await sales.delete(`/clients/contacts/${added.json().id}/`)).statusCode).toBe(204);
    expect((await lead.get(`/clients/contacts/${added.json().id}/`)).statusCode).toBe(404);
  });

  it('are added only at the organisation’s own clients', async () => {
    const client = await buildClient(test.ctx, org, { name: 'Not Theirs' });
    const foreign = as(test, other, theirs.sales as string);
    const refused = await foreign.post('/clients/contacts/', {
      client_id: client.id,
      first_name: 'Intruder',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().codes).toEqual({ client_id: ['invalid'] });
  });
});

describe('the clients export', () => {
  it('writes the clients the list selects to a sheet, for those who read clients only', async () => {
    await buildClient(test.ctx, org, { name: 'Stark Industries', currency: 'EUR' });
    const started = await as(test, org, tokens.lead as string).post('/exports/clients/', {
      search: 'stark',
      currency: 'EUR',
    });
    expect(started.statusCode, started.body).toBe(202);
    const url = `/api/${org}/tasks-queue/tasks/${started.json().id}/`;
    const headers = { authorization: `Bearer ${tokens.lead}` };
    expect(await finishedTask(test, url, headers)).toMatchObject({ status: 'done', has_file: true });
    const rows = await rowsOf((await test.app.inject({ url: `${url}file/`, headers })).rawPayload);
    expect(rows[0]?.slice(0, 4)).toEqual(['Name', 'GSTIN', 'PAN', 'Currency']);
    expect(rows.slice(1).map((row) => [row[0], row[3]])).toEqual([['Stark Industries', 'EUR']]);
    expect((await as(test, org, tokens.employee as string).post('/exports/clients/', {})).statusCode).toBe(
      403,
    );
  });
});
