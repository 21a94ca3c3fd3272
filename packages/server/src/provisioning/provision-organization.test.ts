import { ROLES } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { provisionOrganization } from './provision-organization';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({}, { freshDatabase: true });
});
afterAll(() => test.close());

describe('provisioning an organisation', () => {
  it('creates it with its hosts and emails the admin a set-password link that leads to a working sign-in', async () => {
    const { organization } = await provisionOrganization(test.ctx, {
      name: 'Globex',
      slug: 'globex',
      hosts: ['globex.example.com'],
      adminEmail: 'boss@globex.example.com',
    });
    const lookup = await test.app.inject({ url: '/api/public/org/list/globex.example.com/' });
    expect(lookup.json()).toMatchObject({ id: organization.id, name: 'Globex' });

    const [mail] = await test.outbox();
    expect(mail).toMatchObject({ to: 'boss@globex.example.com', subject: 'Set your Globex password' });
    const link = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '');
    expect(link.searchParams.get('is_initial')).toBe('true');

    const base = `/api/${organization.id}/org`;
    const reset = await test.app.inject({
      method: 'POST',
      url: `${base}/account/password/reset/`,
      payload: {
        email: 'boss@globex.example.com',
        token: link.searchParams.get('token'),
        password: 'Globex-first-1',
      },
    });
    expect(reset.statusCode).toBe(200);
    const login = await test.app.inject({
      method: 'POST',
      url: `${base}/account/login/`,
      payload: { email: 'boss@globex.example.com', password: 'Globex-first-1' },
    });
    const me = await test.app.inject({ url: `${base}/employee/me/`, headers: bearer(login.json().access) });
    expect(me.json().roles).toEqual(expect.arrayContaining([ROLES.ORG_ADMIN, ROLES.SETUP_MANAGER]));
  });

  it('refuses a slug or host that is taken', async () => {
    await expect(
      provisionOrganization(test.ctx, {
        name: 'Again',
        slug: 'globex',
        hosts: ['x.test'],
        adminEmail: 'a@x.test',
      }),
    ).rejects.toThrow();
  });
});
