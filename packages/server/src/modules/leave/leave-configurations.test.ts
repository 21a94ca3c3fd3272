import { ROLES } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrg } from '../../platform/db/tenant';
import { bearer, buildOrganization, buildSignedInPeople, inScope } from '../../test/factories';
import { buildLeaveYear } from '../../test/leave-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listLeaveConfigurations, openLeaveYear } from './leave-configuration.service';

let test: TestApp;
let org: number;
let other: number;
let tokens: Record<string, string>;

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  other = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(test, org, { employee: [ROLES.EMPLOYEE] }, 'leave-year.test');
  await buildLeaveYear(test.ctx, org, '2026-04-01');
  await buildLeaveYear(test.ctx, other, '2026-01-01');
});
afterAll(() => test.close());

describe('leave configurations', () => {
  it('lists the organisation’s own leave years to any colleague: April to March here', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/${org}/leave-portal/leave-configurations/`,
      headers: bearer(tokens.employee as string),
    });
    expect(response.json()).toEqual({
      results: [
        {
          id: expect.any(Number),
          is_active: true,
          start_date: '2026-04-01',
          end_date: '2027-03-31',
          leaves: [],
          weekend_days: [0, 6],
          is_closed: false,
        },
      ],
    });
  });

  it('keeps one active leave year per organisation: the next year waits, an overlapping one is refused', async () => {
    const next = await inScope(test.ctx, org, (scope) => openLeaveYear(scope, '2027-04-01'));
    expect([next.startDate, next.endDate, next.isActive]).toEqual(['2027-04-01', '2028-03-31', false]);
    await expect(inScope(test.ctx, org, (scope) => openLeaveYear(scope, '2026-10-01'))).rejects.toThrow(
      'leave_year_already_open',
    );
  });

  it('closes a calendar year on 31 December', async () => {
    const [row] = await withOrg(test.ctx.database.db, other, (tx) => listLeaveConfigurations(tx, other));
    expect([row?.start_date, row?.end_date]).toEqual(['2026-01-01', '2026-12-31']);
  });
});
