import { ROLES } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { withOrg } from '../../platform/db/tenant';
import { as, buildOrganization, buildSignedInPeople } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const PATH = '/configured-integrations/';
let test: TestApp;
let bare: TestApp;
let org: number;
let host: string;
let tokens: Record<string, string>;

beforeAll(async () => {
  test = await createTestApp({ GOOGLE_CLIENT_ID: 'client', GOOGLE_CLIENT_SECRET: 'secret' });
  host = 'integrations-org.test';
  org = (
    await buildOrganization(test.ctx, { name: 'Integrations Org', slug: 'integrations-org', hosts: [host] })
  ).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    {
      admin: [ROLES.ORG_ADMIN],
      setup: [ROLES.SETUP_MANAGER],
      ceo: [ROLES.CEO],
      hr: [ROLES.EMPLOYEE_MANAGER],
    },
    'integrations.test',
  );
  bare = await createTestApp();
});
afterAll(async () => {
  await test.close();
  await bare.close();
});

const put = (who: string, body: object) => as(test, org, tokens[who] as string).put(`${PATH}google/`, body);
const google = (changes: object = {}) => ({
  is_enabled: true,
  mode: 'password_and_google',
  allowed_domains: [],
  ...changes,
});
const publicOrg = async () =>
  (await test.app.inject({ url: `/api/public/org/list/${host}/` })).json() as {
    employee_primary_login_provider: string;
    employee_secondary_login_providers: string[];
  };

describe('who keeps the integrations', () => {
  it.each([
    ['an organisation admin', 'admin', 200],
    ['a setup manager', 'setup', 200],
    ['the CEO', 'ceo', 200],
    ['an employee manager', 'hr', 403],
  ])('%s', async (_who, who, status) => {
    expect((await as(test, org, tokens[who] as string).get(PATH)).statusCode).toBe(status);
    expect((await put(who, google({ is_enabled: false }))).statusCode).toBe(status);
  });

  it('answers 401 without a session', async () => {
    expect((await test.app.inject({ url: `/api/${org}${PATH}` })).statusCode).toBe(401);
  });
});

describe('sign-in with Google', () => {
  it('is offered beside passwords, then as the only way, then not at all, as the sign-in page reads it', async () => {
    const on = await put('admin', google({ allowed_domains: ['Integrations.Example'] }));
    expect(on.json().google).toEqual({
      is_available: true,
      is_enabled: true,
      mode: 'password_and_google',
      allowed_domains: ['integrations.example'],
    });
    await expect.poll(publicOrg).toMatchObject({
      employee_primary_login_provider: 'internal',
      employee_secondary_login_providers: ['google'],
    });

    await put('admin', google({ mode: 'google_only' }));
    await expect.poll(publicOrg).toMatchObject({
      employee_primary_login_provider: 'google',
      employee_secondary_login_providers: [],
    });
    expect((await as(test, org, tokens.admin as string).get(PATH)).json().google.mode).toBe('google_only');

    await put('ceo', google({ is_enabled: false }));
    await expect.poll(publicOrg).toMatchObject({
      employee_primary_login_provider: 'internal',
      employee_secondary_login_providers: [],
    });
  });

  it('keeps every change on the audit trail', async () => {
    await put('setup', google({ allowed_domains: ['audited.example'] }));
    const rows = await withOrg(test.ctx.database.db, org, (tx) =>
      queryRows<{ after: { allowed_domains: string[] } }>(
        tx,
        sql`select after from audit_events where organization_id = ${org}
            and action = 'integration.google_sign_in.change' order by id desc limit 1`,
      ),
    );
    expect(rows[0]?.after.allowed_domains).toEqual(['audited.example']);
  });

  it.each([
    ['a domain that is no domain', google({ allowed_domains: ['not a domain'] })],
    ['Google only with Google off', google({ is_enabled: false, mode: 'google_only' })],
    ['an unknown field', { ...google(), client_secret: 'x' }],
  ])('refuses %s', async (_case, body) => {
    const response = await put('admin', body);
    expect(response.statusCode).toBe(400);
  });

  it('cannot be turned on where the deployment has no Google client', async () => {
    const other = await buildOrganization(bare.ctx);
    const [token] = Object.values(
      await buildSignedInPeople(bare, other.id, { admin: [ROLES.ORG_ADMIN] }, 'bare.test'),
    );
    const client = as(bare, other.id, token as string);
    expect((await client.get(PATH)).json().google).toMatchObject({ is_available: false, is_enabled: false });
    const response = await client.put(`${PATH}google/`, google());
    expect(response.json().code).toBe('provider_not_configured');
  });
});
