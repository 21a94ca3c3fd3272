import { ROLES } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, buildEmployee, buildOrganization, inScope, organizationOf } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { withOrg } from './db/tenant';
import { scopeActor, systemScope } from './scope';

let test: TestApp;
let org: number;
let userId: number;

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  userId = (await buildEmployee(test.ctx, org, { roles: [ROLES.EMPLOYEE] })).user.id;
});
afterAll(() => test.close());

describe('the scope', () => {
  it('names its signed-in caller, and refuses the system where a caller is needed', async () => {
    expect(await asUser(test.ctx, org, userId, async (scope) => scopeActor(scope).user_id)).toBe(userId);
    await expect(inScope(test.ctx, org, async (scope) => scopeActor(scope))).rejects.toThrow(
      'auth_token_missing',
    );
  });

  it("refuses effects on a transaction the caller holds, and carries the platform's services", async () => {
    const organization = await organizationOf(test.ctx, org);
    await withOrg(test.ctx.database.db, org, async (tx) => {
      const scope = systemScope(test.ctx, tx, organization);
      expect(() => scope.afterCommit(() => undefined)).toThrow('withScope');
      expect([scope.jobs, scope.realtime, scope.sealer]).toEqual([
        test.ctx.jobs,
        test.ctx.realtime,
        test.ctx.sealer,
      ]);
    });
  });
});
