import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
  await buildOrganization(test.ctx, {
    name: 'Globex',
    slug: 'globex',
    hosts: ['globex.example.com', 'Globex.Local'],
    secondaryLoginProviders: ['google'],
    projectPermissionVariant: 'olympus',
    departmentDisplayName: 'practice',
  });
});
afterAll(() => test.close());

describe('GET /api/public/org/list/{host}/', () => {
  it('returns what the sign-in page needs for a known host', async () => {
    const response = await test.app.inject({ url: '/api/public/org/list/globex.example.com/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      name: 'Globex',
      slug: 'globex',
      logo: null,
      employee_primary_login_provider: 'internal',
      employee_secondary_login_providers: ['google'],
      organization_setting: {
        department_display_name: 'practice',
        sub_department_display_name: 'sub function',
      },
      project_permission_variant: 'olympus',
    });
  });

  it('sees a host or a name changed by hand within a second, though it keeps what it read for a while', async () => {
    await buildOrganization(test.ctx, { name: 'Initech', slug: 'initech', hosts: ['initech.example.com'] });
    const read = (host: string) => test.app.inject({ url: `/api/public/org/list/${host}/` });
    expect((await read('initech.example.com')).statusCode).toBe(200);
    // The change under test is one made by hand in the database, past the application: raw SQL makes it.
    await test.ctx.database.db.execute(
      sql`update organization_hosts set host = 'initech.example.org' where host = 'initech.example.com'`,
    );
    await test.ctx.database.db.execute(
      sql`update organizations set name = 'Initech Ltd' where slug = 'initech'`,
    );
    const changedAt = Date.now();
    for (;;) {
      const [before, after] = await Promise.all([read('initech.example.com'), read('initech.example.org')]);
      if (before.statusCode === 404 && after.statusCode === 200) {
        expect(after.json()).toMatchObject({ name: 'Initech Ltd' });
        break;
      }
      expect(Date.now() - changedAt).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  it('matches host names without regard to case', async () => {
    const response = await test.app.inject({ url: '/api/public/org/list/GLOBEX.local/' });
    expect(response.json()).toMatchObject({ slug: 'globex' });
  });

  it('answers 404 org_not_found for an unknown host', async () => {
    const response = await test.app.inject({ url: '/api/public/org/list/nobody.example.com/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'org_not_found' });
  });

  it('answers 404 org_not_found under an unknown organisation prefix', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/999999/org/account/login/',
      payload: { email: 'a@b.test', password: 'x' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'org_not_found' });
  });
});
